import { formatCnaeCode, type Cnae } from '@contabil/contracts';
import { Badge } from '~/components/ui/badge';

/** A CNAE as lists show it: the code, the MEI badge when it is allowed for the MEI, the description. */
export function CnaeOption({ cnae }: { cnae: Pick<Cnae, 'code' | 'text' | 'isAllowedMei'> }) {
  return (
    <span className="grid gap-1">
      <span className="flex flex-wrap items-center gap-2">
        <span className="font-mono text-xs font-semibold tabular-nums">{formatCnaeCode(cnae.code)}</span>
        {cnae.isAllowedMei && (
          <Badge tone="success" title="Permitida para o MEI">
            MEI
          </Badge>
        )}
      </span>
      <span className="text-sm leading-snug">{cnae.text}</span>
    </span>
  );
}
