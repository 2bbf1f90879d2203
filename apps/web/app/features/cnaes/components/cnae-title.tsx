import { formatCnaeCode } from '@contabil/contracts';
import { useCnaeByCode } from '../cnae-api';

/**
 * A saved CNAE as people read it: "6201-5/01 · Desenvolvimento de programas de computador sob
 * encomenda". The code alone while the title loads (or if it is not found).
 */
export function CnaeTitle({ code }: { code: string }) {
  const cnae = useCnaeByCode(code);
  return (
    <span className="min-w-0 [overflow-wrap:anywhere]">
      <span className="tabular-nums">{formatCnaeCode(code)}</span>
      {cnae.data && <> · {cnae.data.text}</>}
    </span>
  );
}
