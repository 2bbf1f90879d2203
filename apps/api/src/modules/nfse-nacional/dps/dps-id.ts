/**
 * The DPS identifier of the layout (Anexo I, infDPS/Id, 45 positions): "DPS" + the issuer's
 * municipality (7) + type of federal registration (1: CPF, 2: CNPJ) + the registration (14,
 * a CPF padded with zeros on the left) + series (5, zero-padded) + DPS number (15, zero-padded).
 */
export function buildDpsId(input: {
  municipalityCode: string;
  cnpj?: string | null;
  cpf?: string | null;
  series: string;
  number: number | string;
}): string {
  const registration = input.cnpj ? { type: '2', value: input.cnpj } : { type: '1', value: input.cpf ?? '' };
  return [
    'DPS',
    input.municipalityCode,
    registration.type,
    registration.value.padStart(14, '0'),
    input.series.padStart(5, '0'),
    String(input.number).padStart(15, '0'),
  ].join('');
}
