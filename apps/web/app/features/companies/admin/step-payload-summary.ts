import {
  companySizeLabels,
  formatCnaeCode,
  formatCnpj,
  formatCpf,
  formatPhone,
  legalNatureLabels,
  stepPayloadSchemas,
  taxRegimeLabels,
  type StepId,
  type StepPayloads,
} from '@contabil/contracts';
import { formatDate } from '~/lib/format/dates';
import { formatReais } from '~/lib/format/money';
import { companyFileHref } from './api/admin-companies-api';
import { propertyUseLabels } from './company-labels';
import { formatAddress } from '~/lib/format/address';
import { formatBarcode } from '~/lib/format/barcode';

export interface SummaryRow {
  label: string;
  value: string;
  /** A link for the value, e.g. the receipt's download. */
  href?: string;
  /** CNAE codes (7 digits): shown with their titles. */
  cnaes?: string[];
}

type Summaries = { [K in StepId]: (payload: StepPayloads[K], companyId: string) => SummaryRow[] };

const optional = (label: string, value: string | null | undefined): SummaryRow[] => (value ? [{ label, value }] : []);

const partners = (payload: StepPayloads['partner-registration' | 'partner-registration-basic']): SummaryRow[] =>
  payload.partners.map((partner) => ({
    label: partner.name,
    value: [
      `CPF ${formatCpf(partner.cpf)}`,
      `${partner.sharePercent.toLocaleString('pt-BR')}%`,
      partner.isAdministrator ? 'administrador' : null,
    ]
      .filter(Boolean)
      .join(' · '),
  }));

const summaries: Summaries = {
  'partner-registration': partners,
  'partner-registration-basic': partners,
  'pre-registration': (p) => [
    { label: p.nameOptions.length > 1 ? 'Nomes sugeridos' : 'Nome sugerido', value: p.nameOptions.join(' / ') },
    ...optional('Nome fantasia', p.alias),
    { label: 'Natureza jurídica', value: legalNatureLabels[p.legalNature] },
    { label: 'Porte', value: companySizeLabels[p.size] },
    { label: 'Atividade principal', value: formatCnaeCode(p.mainCnae), cnaes: [p.mainCnae] },
    {
      label: 'Atividades secundárias',
      value: p.secondaryCnaes.length ? p.secondaryCnaes.map(formatCnaeCode).join(', ') : 'Nenhuma',
      ...(p.secondaryCnaes.length ? { cnaes: p.secondaryCnaes } : {}),
    },
    { label: 'Capital social', value: formatReais(p.shareCapital) },
    { label: 'O que a empresa faz', value: p.activityDescription },
  ],
  'select-fiscal-address': (p) => [
    { label: 'Endereço', value: formatAddress(p.address) },
    { label: 'Imóvel', value: propertyUseLabels[p.propertyUse] },
  ],
  subscription: (p) => [{ label: 'Pagamento', value: p.paidAt ? `Pago em ${formatDate(p.paidAt)}` : 'Aguardando' }],
  'awaiting-guide': (p) => [
    { label: 'Guia', value: p.description },
    { label: 'Valor', value: formatReais(p.amount) },
    { label: 'Vencimento', value: formatDate(p.dueDate) },
    { label: 'Linha digitável', value: formatBarcode(p.barcode) },
    ...optional('Instruções', p.instructions),
  ],
  'upload-guide-receipt': (p, companyId) => [
    { label: 'Pago em', value: formatDate(p.paidAt) },
    { label: 'Comprovante', value: 'Baixar comprovante', href: companyFileHref(companyId, p.receiptFileId) },
  ],
  'download-company-info': (p) => [
    { label: 'CNPJ', value: formatCnpj(p.cnpj) },
    { label: 'Razão social', value: p.legalName },
    { label: 'Aberta em', value: formatDate(p.openedAt) },
    ...optional('Inscrição municipal', p.municipalInscription),
    ...optional('Inscrição estadual', p.stateInscription),
    ...optional('Observações', p.notes),
  ],
  'migrate-accountant': (p) => [
    { label: 'CNPJ', value: formatCnpj(p.cnpj) },
    { label: 'Contador atual', value: p.currentAccountant.name },
    ...optional('E-mail do contador', p.currentAccountant.email),
    ...optional('Telefone do contador', p.currentAccountant.phone && formatPhone(p.currentAccountant.phone)),
    ...optional('CRC', p.currentAccountant.crc),
    { label: 'Regime tributário', value: taxRegimeLabels[p.taxRegime] },
    { label: 'Funcionários', value: p.hasEmployees ? 'Tem funcionários' : 'Sem funcionários' },
    ...optional('Motivo da troca', p.reason),
  ],
};

/**
 * A step's payload as label/value rows for the admin. A payload that does not match
 * its schema (an older format) is not hidden: it is said to be unreadable.
 */
export function summarizeStepPayload(stepId: StepId, payload: unknown, companyId: string): SummaryRow[] {
  if (payload === null || payload === undefined) return [];
  const parsed = stepPayloadSchemas[stepId].safeParse(payload);
  if (!parsed.success) return [{ label: 'Dados', value: 'Registrados em um formato que esta tela não lê' }];
  const summarize = summaries[stepId] as (payload: unknown, companyId: string) => SummaryRow[];
  return summarize(parsed.data, companyId);
}
