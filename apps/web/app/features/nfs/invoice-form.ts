import {
  formatCnpj,
  formatCpf,
  type EmissionType,
  type NfsSavedTaker,
  type NfsSchedule,
  type NfsScheduleInput,
} from '@contabil/contracts';
import { addressFromForm, addressToForm, EMPTY_ADDRESS, type AddressFormValues } from '~/features/address';
import { optional } from '~/lib/step-form';
import { brDateToIso, moneyFromReais, reaisFromMoney } from '~/lib/masks';
import { serviceCodeLabel } from './service-code';

/**
 * What the invoice forms (a request, a monthly schedule) hold: what people type, masked.
 * The address sits at the top level so the shared address fields fit; it goes to
 * `taker.address` on the wire. Requests use `competenceDate`, schedules `dayOfMonth`.
 */
export interface InvoiceFormValues {
  emissionType: EmissionType;
  cnpj: string;
  cpf: string;
  taker: { name: string; email: string };
  address: AddressFormValues;
  /** "R$ 1.234,56". */
  totalValue: string;
  /** The 6 digits of the code picked from the national list; "" until one is picked. */
  serviceCode: string;
  /** What the service code field shows (the search typed, or the code picked with its wording). */
  serviceCodeText: string;
  serviceDescription: string;
  /** dd/mm/aaaa. */
  competenceDate: string;
  dayOfMonth: string;
  notes: string;
}

export function emptyInvoiceForm(competenceDate = ''): InvoiceFormValues {
  return {
    emissionType: 'cnpj',
    cnpj: '',
    cpf: '',
    taker: { name: '', email: '' },
    address: { ...EMPTY_ADDRESS },
    totalValue: '',
    serviceCode: '',
    serviceCodeText: '',
    serviceDescription: '',
    competenceDate,
    dayOfMonth: '',
    notes: '',
  };
}

/** Whether the person typed any part of the (optional) address. */
export function hasAddress(address: AddressFormValues): boolean {
  const { ibgeCode: _ibgeCode, ...typed } = address;
  return Object.values(typed).some((value) => value.trim() !== '');
}

/** The taker's document as the contract takes it: only the one of the emission type. */
export function documentInput(values: Pick<InvoiceFormValues, 'emissionType' | 'cnpj' | 'cpf'>) {
  return {
    emissionType: values.emissionType,
    cnpj: values.emissionType === 'cnpj' ? optional(values.cnpj) : undefined,
    cpf: values.emissionType === 'cpf' ? optional(values.cpf) : undefined,
  };
}

/** The fields a request and a schedule share, as the contract's input. */
function invoiceInput(values: InvoiceFormValues) {
  return {
    ...documentInput(values),
    totalValue: reaisFromMoney(values.totalValue),
    taker: {
      name: values.taker.name,
      email: optional(values.taker.email),
      address: hasAddress(values.address) ? addressFromForm(values.address) : undefined,
    },
    serviceCode: values.serviceCode || undefined,
    serviceDescription: values.serviceDescription,
    notes: optional(values.notes),
  };
}

/**
 * The form -> `POST /nfs/requests`' body, before validation: a field left empty is
 * undefined, so the contract's resolver says what is missing.
 */
export function toRequestInput(values: InvoiceFormValues) {
  const competenceDate = values.competenceDate.trim();
  return { ...invoiceInput(values), competenceDate: competenceDate ? brDateToIso(competenceDate) : undefined };
}

/** The day typed -> a number; nothing typed -> undefined (the contract says what is missing). */
function dayOfMonthFrom(value: string): number | undefined {
  const trimmed = value.trim();
  return trimmed ? Number(trimmed) : undefined;
}

/** The form -> `POST/PUT /nfs/schedulers`' body, before validation. */
export function toScheduleInput(values: InvoiceFormValues, active: boolean) {
  return { ...invoiceInput(values), dayOfMonth: dayOfMonthFrom(values.dayOfMonth), active };
}

/** A saved taker picked from the suggestions: its document, name, e-mail and address fill the form. */
export function savedTakerToForm(
  taker: NfsSavedTaker,
): Pick<InvoiceFormValues, 'emissionType' | 'cnpj' | 'cpf' | 'taker' | 'address'> {
  return {
    emissionType: taker.emissionType,
    cnpj: taker.emissionType === 'cnpj' ? formatCnpj(taker.document) : '',
    cpf: taker.emissionType === 'cpf' ? formatCpf(taker.document) : '',
    taker: { name: taker.name, email: taker.email ?? '' },
    address: addressToForm(taker.address),
  };
}

/** A schedule being edited -> the form. */
export function scheduleToForm(schedule: NfsSchedule): InvoiceFormValues {
  return {
    emissionType: schedule.emissionType,
    cnpj: schedule.cnpj ? formatCnpj(schedule.cnpj) : '',
    cpf: schedule.cpf ? formatCpf(schedule.cpf) : '',
    taker: { name: schedule.taker.name, email: schedule.taker.email ?? '' },
    address: addressToForm(schedule.taker.address),
    totalValue: moneyFromReais(schedule.totalValue),
    serviceCode: schedule.serviceCode,
    serviceCodeText: serviceCodeLabel({ code: schedule.serviceCode, description: schedule.serviceCodeDescription }),
    serviceDescription: schedule.serviceDescription,
    competenceDate: '',
    dayOfMonth: String(schedule.dayOfMonth),
    notes: schedule.notes ?? '',
  };
}

/** A saved schedule sent back whole with another `active` (pause, resume): `PUT` takes the full body. */
export function scheduleWithActive(schedule: NfsSchedule, active: boolean): NfsScheduleInput {
  // The API validated it when it was saved: every field the contract asks for is there.
  return toScheduleInput(scheduleToForm(schedule), active) as NfsScheduleInput;
}
