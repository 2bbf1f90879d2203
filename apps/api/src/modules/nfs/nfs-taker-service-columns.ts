import { toCents, type NfsRequestData, type NfsScheduleData } from '@contabil/contracts';

/** What a request and a recurring note share: the emission type, the taker and the service. */
type TakerAndService = Pick<
  NfsRequestData | NfsScheduleData,
  'emissionType' | 'cnpj' | 'cpf' | 'taker' | 'totalValue' | 'serviceCode' | 'serviceDescription' | 'notes'
>;

/** A request's or a schedule's taker and service as columns: the taker's fields apart, money in cents. */
export function takerAndServiceColumns(input: TakerAndService) {
  return {
    emissionType: input.emissionType,
    takerCnpj: input.cnpj,
    takerCpf: input.cpf,
    takerName: input.taker.name,
    takerEmail: input.taker.email ?? null,
    takerAddress: input.taker.address ?? null,
    totalValueCents: toCents(input.totalValue),
    serviceCode: input.serviceCode,
    serviceDescription: input.serviceDescription,
    notes: input.notes || null,
  };
}
