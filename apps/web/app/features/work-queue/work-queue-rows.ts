import type { WorkQueueKind } from '@contabil/contracts';

interface WorkQueueRow {
  /** What waits, in the plural the count reads with ("3 pedidos de NFS-e a emitir"). */
  label: string;
  /** The singular, for a count of 1. */
  singular: string;
  /** The admin screen, filtered to exactly what is counted. */
  to: string;
}

/** Each row of the work queue and the filtered screen it opens (the same filter the API counts with). */
export const WORK_QUEUE_ROWS: Readonly<Record<WorkQueueKind, WorkQueueRow>> = {
  nfs_requests: {
    label: 'Pedidos de NFS-e a emitir',
    singular: 'Pedido de NFS-e a emitir',
    // The NFS-e queue opens on "Solicitada" by default.
    to: '/app/admin/invoices/nf-requests',
  },
  openings_awaiting_guide: {
    label: 'Aberturas esperando a guia de registro',
    singular: 'Abertura esperando a guia de registro',
    to: '/app/admin/companies/opening-requests?aguardando=awaiting-guide',
  },
  openings_awaiting_company_data: {
    label: 'Aberturas esperando os dados da empresa',
    singular: 'Abertura esperando os dados da empresa',
    to: '/app/admin/companies/opening-requests?aguardando=download-company-info',
  },
  migrations_awaiting_company_data: {
    label: 'Trocas de contador esperando os dados da empresa',
    singular: 'Troca de contador esperando os dados da empresa',
    to: '/app/admin/companies/migration-requests?aguardando=download-company-info',
  },
  documents_to_review: {
    label: 'Documentos a revisar',
    singular: 'Documento a revisar',
    to: '/app/admin/companies?pendencia=documents_to_review',
  },
  payments_failed: {
    label: 'Pagamentos que falharam',
    singular: 'Pagamento que falhou',
    to: '/app/admin/companies?pendencia=payment_failed',
  },
  companies_overdue: {
    label: 'Empresas inadimplentes',
    singular: 'Empresa inadimplente',
    to: '/app/admin/companies?status=overdue',
  },
  certificates_expiring: {
    label: 'Certificados digitais vencendo (30 dias) ou vencidos',
    singular: 'Certificado digital vencendo (30 dias) ou vencido',
    to: '/app/admin/companies?pendencia=certificate_expiring',
  },
  nfse_sends_failed: {
    label: 'NFS-e que a Sefin Nacional não respondeu (envio esgotou as tentativas)',
    singular: 'NFS-e que a Sefin Nacional não respondeu (envio esgotou as tentativas)',
    to: '/app/admin/invoices/nf-requests?status=todos&pendencia=send_failed',
  },
  nfse_deliveries_failed: {
    label: 'NFS-e emitidas sem PDF ou e-mails (entrega esgotou as tentativas)',
    singular: 'NFS-e emitida sem PDF ou e-mails (entrega esgotou as tentativas)',
    to: '/app/admin/invoices/nf-requests?status=todos&pendencia=delivery_failed',
  },
  fee_invoices_blocked: {
    label: 'Mensalidades pagas sem a nota fiscal do escritório',
    singular: 'Mensalidade paga sem a nota fiscal do escritório',
    // The reason shows on the row; the firm's own company (FIRM_CNPJ) is found in the companies list.
    to: '/app/admin/companies',
  },
};
