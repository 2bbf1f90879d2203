import { cnaeSlug } from '@contabil/contracts';
import { cnaeSlugPath } from './cnae-tool-paths';

/** The canonical page of a subclass: `/tools/cnae/6201501-desenvolvimento-de-programas-...`. */
export function cnaePagePath(code: string, text: string): string {
  return cnaeSlugPath(cnaeSlug(code, text));
}
