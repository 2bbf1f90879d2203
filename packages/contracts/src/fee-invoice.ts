import { z } from 'zod';
import { nfsRequestStatusSchema } from './nfs.js';

/**
 * The firm's own NFS-e for a paid fee (issue 24, item 4; decision 005, "The firm's note for
 * the fee"): issued by the firm's company (FIRM_CNPJ) to the paying company.
 */
export const feeInvoiceSchema = z.object({
  /** The firm's request: requested, processing (signed, being sent), issued, rejected, cancelled. */
  status: nfsRequestStatusSchema,
  /** The NFS-e number once issued. */
  number: z.string().nullable(),
  /** The DANFSe in the paying company's documents once delivered (`GET /download/{key}`). */
  pdf: z.object({ key: z.string(), fileName: z.string() }).nullable(),
});
export type FeeInvoice = z.infer<typeof feeInvoiceSchema>;

/** Why the firm's note for a paid fee was not attempted (kept on the payment, counted by the work queue). */
export const feeInvoiceBlockSchema = z.enum([
  'firm_cnpj_unset',
  'firm_company_missing',
  'firm_profile_missing',
  'firm_certificate_missing',
  'service_code_missing',
  'nbs_missing',
  'customer_cnpj_missing',
]);
export type FeeInvoiceBlock = z.infer<typeof feeInvoiceBlockSchema>;

/** The reasons as the accountants read them in the work queue. */
export const feeInvoiceBlockMessages: Readonly<Record<FeeInvoiceBlock, string>> = {
  firm_cnpj_unset:
    'O CNPJ do escritório (FIRM_CNPJ) não está configurado no servidor: a nota da mensalidade não foi emitida.',
  firm_company_missing:
    'Nenhuma empresa cadastrada no produto tem o CNPJ do escritório (FIRM_CNPJ): cadastre a empresa do escritório para emitir a nota da mensalidade.',
  firm_profile_missing:
    'A empresa do escritório não tem as Configurações fiscais da NFS-e Nacional: a nota da mensalidade não foi emitida.',
  firm_certificate_missing:
    'A empresa do escritório não tem o certificado digital A1 nas Configurações fiscais: a nota da mensalidade não foi emitida.',
  service_code_missing:
    'O código de serviço da mensalidade (17.19.01, contabilidade) não está na lista nacional de serviços: a nota da mensalidade não foi emitida.',
  nbs_missing:
    'As Configurações fiscais do escritório não têm o código NBS padrão: a nota da mensalidade não foi emitida.',
  customer_cnpj_missing:
    'A empresa cliente ainda não tem CNPJ (abertura em andamento): emita a nota da mensalidade à mão quando houver.',
};

/** The blocks that depend on the firm alone: once the firm can issue, those payments are tried again. */
export const FIRM_FEE_INVOICE_BLOCKS: readonly FeeInvoiceBlock[] = [
  'firm_cnpj_unset',
  'firm_company_missing',
  'firm_profile_missing',
  'firm_certificate_missing',
  'service_code_missing',
  'nbs_missing',
];

/** The note's description: the plan and the month it pays ("MM/AAAA"). */
export const feeInvoiceDescription = (planName: string, competence: string) =>
  `Mensalidade do plano ${planName} — serviços contábeis, competência ${competence}`;

/** The title of the note's PDF and XML in the paying company's documents. */
export const feeInvoiceDocumentTitle = (number: string, planName: string) =>
  `Nota fiscal da mensalidade ${planName} – NFS-e ${number}`;
