import { z } from 'zod';
import { roleSchema } from './roles.js';

// LGPD (Lei 13.709/2018): the terms of use and the privacy policy a person accepts at
// sign-up, the personal data they can download, and the deletion they can ask for.

/**
 * The version of the terms of use and the privacy policy (one date for both: they are
 * published together). A sign-up must send this exact value; the API records it and when.
 * Change it whenever either text changes.
 */
export const LEGAL_DOCUMENTS_VERSION = '2026-11-26';

export const PRIVACY_POLICY_PATH = '/privacidade';
export const TERMS_OF_USE_PATH = '/termos-de-uso';

export const legalMessages = {
  acceptanceRequired: 'Para criar a conta, aceite os termos de uso e a política de privacidade',
  deletionRequested:
    'Recebemos o seu pedido de exclusão. A nossa equipe responde em até 15 dias pelo seu e-mail; os dados que a lei manda guardar ficam guardados pelo prazo dela.',
} as const;

/** The sign-up's acceptance: only the current version is accepted. */
export const legalAcceptanceSchema = z.literal(LEGAL_DOCUMENTS_VERSION, { error: legalMessages.acceptanceRequired });

/** What the law makes the firm keep after an account is deleted, for how long, and why. */
export interface RetentionRule {
  what: string;
  period: string;
  basis: string;
}

export const LEGAL_RETENTION_RULES: readonly RetentionRule[] = [
  {
    what: 'Documentos fiscais e contábeis das empresas (notas fiscais, guias, livros, extratos usados na escrituração)',
    period: '5 anos, contados do primeiro dia do ano seguinte ao do fato',
    basis: 'Código Tributário Nacional (arts. 173 e 195, parágrafo único) e Código Civil (art. 1.194)',
  },
  {
    what: 'Documentos de folha de pagamento e obrigações trabalhistas e previdenciárias',
    period: '5 anos',
    basis: 'Lei 8.212/1991 (art. 32) e Código Tributário Nacional (art. 173)',
  },
  {
    what: 'Contrato de prestação de serviços, cobranças e pagamentos',
    period: '5 anos após o fim do contrato',
    basis: 'Código Civil (art. 206, § 5º, I)',
  },
  {
    what: 'Registros de acesso à aplicação (data, hora e endereço IP)',
    period: '6 meses',
    basis: 'Marco Civil da Internet (Lei 12.965/2014, art. 15)',
  },
  {
    what: 'Registro do seu aceite dos termos e do pedido de exclusão',
    period: 'enquanto puder ser pedido como prova (até 5 anos)',
    basis: 'LGPD (art. 8º, § 2º, e art. 16, I)',
  },
];

/** `POST /users/me/deletion-request`: when it was asked (the first time) and what stays. */
export const deletionRequestSchema = z.object({
  requestedAt: z.iso.datetime(),
  message: z.string(),
  retained: z.array(z.object({ what: z.string(), period: z.string(), basis: z.string() })),
});
export type DeletionRequest = z.infer<typeof deletionRequestSchema>;

/** `GET /users/me/personal-data`: everything the product holds about the signed-in person (LGPD art. 18, II and V). */
export const personalDataExportSchema = z.object({
  exportedAt: z.iso.datetime(),
  account: z.object({
    uid: z.uuid(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    hasPhoto: z.boolean(),
    roles: z.array(z.string()),
    createdAt: z.iso.datetime(),
    acceptedLegalVersion: z.string().nullable(),
    legalAcceptedAt: z.iso.datetime().nullable(),
    deletionRequestedAt: z.iso.datetime().nullable(),
    deactivatedAt: z.iso.datetime().nullable(),
    /** Whether the person came through someone's referral link (the referrer is not named). */
    cameThroughReferral: z.boolean(),
  }),
  memberships: z.array(
    z.object({
      companyId: z.uuid(),
      companyName: z.string(),
      cnpj: z.string().nullable(),
      role: roleSchema,
      since: z.iso.datetime(),
    }),
  ),
  /** What happened to this account (sign-up, e-mail and password changes, requests), newest first, the last 1,000. */
  accountHistory: z.array(z.object({ action: z.string(), at: z.iso.datetime() })),
});
export type PersonalDataExport = z.infer<typeof personalDataExportSchema>;
