import type { ReportRegime } from '@contabil/contracts';
import type { CompanyRow } from '../companies/companies.repository.js';

/**
 * The regime as far as the reports go: MEI by size or by the regime declared when
 * migrating; EMP/GE sizes or lucro presumido/real declared: other; else Simples.
 */
export function reportRegime(size: CompanyRow['size'], declaredTaxRegime: string | null): ReportRegime {
  if (size === 'MEI' || (size === null && declaredTaxRegime === 'mei')) return 'mei';
  if (size === 'EMP' || size === 'GE') return 'other';
  if (declaredTaxRegime === 'lucro_presumido' || declaredTaxRegime === 'lucro_real') return 'other';
  return 'simples';
}
