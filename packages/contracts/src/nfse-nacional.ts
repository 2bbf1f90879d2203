import { z } from 'zod';

/** Messages of the NFS-e Nacional integration (DPS, certificate, national answers), in Portuguese. */
export const nfseNacionalMessages = {
  /** A DPS element failed the official schema: names the field and the layout's element. */
  dpsFieldInvalid: (label: string, element: string) =>
    `${label}: valor ausente ou inválido para a NFS-e nacional (campo ${element} do leiaute)`,
  dpsInvalid: (element: string) => `A DPS não segue o leiaute nacional da NFS-e (campo ${element})`,
  cancellationReasonText: 'Explique o motivo do cancelamento em 15 a 255 caracteres',
  cancellationInvalid: 'O pedido de cancelamento não segue o leiaute nacional da NFS-e',
  certificateWrongPassword: 'Senha do certificado incorreta',
  certificateNotPkcs12: 'Envie o certificado A1 em formato PKCS#12 (arquivo .pfx ou .p12)',
  certificateWithoutCnpj: 'Este certificado não traz um CNPJ: envie o e-CNPJ A1 da empresa',
  certificateOtherCnpj: (cnpj: string) =>
    `Este certificado é do CNPJ ${cnpj}, não da empresa: envie o certificado A1 da própria empresa`,
  certificateExpired: (date: string) => `Este certificado venceu em ${date}: envie um certificado válido`,
  certificateNotYetValid: (date: string) => `Este certificado só vale a partir de ${date}`,
  certificateWithoutChain:
    'O arquivo não traz a cadeia de certificação (as ACs que emitiram o certificado): exporte-o com a cadeia completa',
  /** The national emission of requests (decision 018). */
  certificateMissing: 'Envie o certificado A1 da empresa para emitir notas pela API nacional',
  approveOnlyRequested: 'Só um pedido aguardando aprovação pode ser aprovado',
  cancelOnlyIssued: 'Só uma nota emitida pela API nacional pode ser cancelada aqui',
  cancelNotAllowed: 'Só o administrador da empresa ou nossos contadores podem cancelar uma nota emitida',
  cancellationRefused: (detail: string) => `A Sefin Nacional recusou o cancelamento: ${detail}`,
  sefinUnavailable: 'A Sefin Nacional não respondeu: tente de novo em alguns minutos',
  xmlNotAvailable: 'Este pedido não tem esse XML',
  sentNationally: 'Este pedido foi enviado à Sefin Nacional: o resultado vem de lá, não pode ser marcado à mão',
  nbsInvalid: 'O código NBS tem 9 dígitos',
  /** The send job spent its retries (the customer's words: what happened and what to do). */
  sendFailed:
    'Não conseguimos emitir a nota na Sefin Nacional: o sistema nacional não respondeu depois de várias tentativas. Nossos contadores já foram avisados e vão enviar de novo; não faça um novo pedido, para não emitir a nota duas vezes.',
  /** The delivery (PDF, vault, e-mails) spent its retries. */
  deliveryFailed:
    'A nota foi emitida, mas não conseguimos gerar o PDF ou enviar os e-mails. Nossos contadores já foram avisados; o XML da nota já pode ser baixado.',
  retryOnlyFailed: 'Só um envio ou uma entrega que falhou pode ser tentado de novo',
  /** The rejection reason shown when the Sefin refuses a DPS: each national code and message. */
  nationalRejection: (errors: readonly { code: string; description: string }[]) =>
    `A Sefin Nacional recusou a nota: ${errors.map((error) => `${error.code} - ${error.description}`).join('; ')}`,
} as const;

/**
 * How a company's requests become notes: `manual` (our accountants issue them by hand, the
 * default), `automatic` (signed and sent at once) or `reviewed` (an accountant approves each).
 */
export const nfseEmissionModeSchema = z.enum(['manual', 'automatic', 'reviewed']);
export type NfseEmissionMode = z.infer<typeof nfseEmissionModeSchema>;

/** cNBS: 9 digits. */
export const nbsSchema = z
  .string()
  .trim()
  .regex(/^\d{9}$/, nfseNacionalMessages.nbsInvalid);

/** A national error as the Sefin answered it. */
export const nationalErrorSchema = z.object({
  code: z.string(),
  description: z.string(),
  complement: z.string().optional(),
});

/** What a request shows of its national emission (null when it never went that way). */
export const nfseEmissionSummarySchema = z.object({
  dpsId: z.string(),
  dpsSeries: z.string(),
  dpsNumber: z.number().int(),
  attempts: z.number().int(),
  accessKey: z.string().nullable(),
  nationalNumber: z.string().nullable(),
  issuedAt: z.string().nullable().describe('ISO instant (dhProc)'),
  /** The Sefin's refusal, code and message each. */
  errors: z.array(nationalErrorSchema),
  cancelledAt: z.string().nullable(),
  cancellationReason: z.enum(['1', '2', '9']).nullable(),
  /** The cancellation's xMotivo. */
  cancellationText: z.string().nullable(),
  /** The send job spent its retries without an answer (ISO instant); null once retried. */
  sendFailedAt: z.string().nullable(),
  /** The delivery job spent its retries (ISO instant); null once retried. */
  deliveryFailedAt: z.string().nullable(),
});
export type NfseEmissionSummary = z.infer<typeof nfseEmissionSummarySchema>;

/**
 * `POST /nfs/requests/{id}/cancel?companyId=`: the cancellation event e101101. reason: 1 erro
 * na emissão, 2 serviço não prestado, 9 outros; reasonText 15 to 255 characters (the layout's).
 */
export const nfseCancellationInputSchema = z.object({
  reason: z.enum(['1', '2', '9'], { error: 'Escolha o motivo do cancelamento' }),
  reasonText: z
    .string({ error: nfseNacionalMessages.cancellationReasonText })
    .trim()
    .min(15, nfseNacionalMessages.cancellationReasonText)
    .max(255, nfseNacionalMessages.cancellationReasonText),
});
export type NfseCancellationInput = z.infer<typeof nfseCancellationInputSchema>;

/** The layout's cancellation reasons (cMotivo of e101101). */
export const nfseCancellationReasonLabels = {
  '1': 'Erro na emissão',
  '2': 'Serviço não prestado',
  '9': 'Outros',
} as const satisfies Record<NfseCancellationInput['reason'], string>;

// ---------------------------------------------------------------- manual path: the uploaded XML checked

/** What the check of a hand-issued note's XML says, word for word. */
export const nfseXmlCheckMessages = {
  notNational: 'O XML anexado não é de uma NFS-e nacional: ele não foi conferido com o pedido',
  schemaInvalid: 'O XML da NFS-e não segue o esquema oficial (NFSe_v1.01.xsd)',
  signatureInvalid: 'A assinatura digital do XML da NFS-e não confere',
  numberDiffers: (inXml: string, informed: string) =>
    `Número da nota no XML (${inXml}) diferente do número informado (${informed})`,
  valueDiffers: (inXml: string, requested: string) =>
    `Valor do serviço no XML (${inXml}) diferente do valor pedido (${requested})`,
  takerDiffers: (inXml: string, requested: string) =>
    `Documento do tomador no XML (${inXml}) diferente do documento do pedido (${requested})`,
  providerDiffers: (inXml: string, company: string) =>
    `CNPJ do prestador no XML (${inXml}) diferente do CNPJ da empresa (${company})`,
} as const;

export const nfseXmlFlagCodeSchema = z.enum([
  'not_national',
  'schema_invalid',
  'signature_invalid',
  'number_differs',
  'value_differs',
  'taker_differs',
  'provider_differs',
]);
export type NfseXmlFlagCode = z.infer<typeof nfseXmlFlagCodeSchema>;

/** The XML an accountant attached, read and compared with the request; null before any is attached. */
export const nfseXmlCheckSchema = z.object({
  /** An NFS-e of the national layout (only then is it compared). */
  national: z.boolean(),
  /** nNFSe read from it. */
  number: z.string().nullable(),
  flags: z.array(z.object({ code: nfseXmlFlagCodeSchema, message: z.string() })),
  checkedAt: z.iso.datetime(),
});
export type NfseXmlCheck = z.infer<typeof nfseXmlCheckSchema>;

// ---------------------------------------------------------------- fiscal profile and certificate

export const nfseProfileMessages = {
  municipalityCode: 'Informe o código IBGE do município (7 dígitos)',
  municipalRegistration: 'A inscrição municipal tem até 15 caracteres',
  dpsSeries: 'A série da DPS tem de 1 a 5 dígitos e não pode ser zero',
  certificateRequired: 'Envie o arquivo do certificado A1 (.pfx ou .p12)',
  certificateTooLarge: 'O arquivo do certificado tem no máximo 100 KB',
  passwordRequired: 'Informe a senha do certificado',
  profileFirst: 'Preencha o perfil fiscal da empresa antes de enviar o certificado',
  companyWithoutCnpj: 'A empresa precisa ter CNPJ para emitir notas',
} as const;

export const nfseFiscalProfileInputSchema = z.object({
  municipalRegistration: z.string().trim().max(15, nfseProfileMessages.municipalRegistration).nullish(),
  municipalityCode: z.string().regex(/^\d{7}$/, nfseProfileMessages.municipalityCode),
  /** opSimpNac: 1 não optante, 2 MEI, 3 ME/EPP. */
  simplesOption: z.enum(['1', '2', '3']),
  /** regApTribSN, only for ME/EPP (3). */
  simplesApuration: z.enum(['1', '2', '3']).nullish(),
  /** regEspTrib: 0 nenhum … 6 sociedade de profissionais. */
  specialRegime: z.enum(['0', '1', '2', '3', '4', '5', '6']).default('0'),
  dpsSeries: z
    .string()
    .regex(/^\d{1,5}$/, nfseProfileMessages.dpsSeries)
    .refine((value) => /[1-9]/.test(value), nfseProfileMessages.dpsSeries)
    .default('1'),
  /** Absent: unchanged (manual for a new profile). */
  emissionMode: nfseEmissionModeSchema.optional(),
  /** cNBS for requests that name none. */
  defaultNbs: nbsSchema.nullish(),
});
export type NfseFiscalProfileInput = z.input<typeof nfseFiscalProfileInputSchema>;

export const nfseCertificateUploadSchema = z.object({
  /** The PKCS#12 file, base64. */
  certificate: z
    .string({ error: nfseProfileMessages.certificateRequired })
    .min(1, nfseProfileMessages.certificateRequired)
    .max(140_000, nfseProfileMessages.certificateTooLarge)
    .regex(/^[A-Za-z0-9+/=\s]+$/, nfseNacionalMessages.certificateNotPkcs12),
  password: z
    .string({ error: nfseProfileMessages.passwordRequired })
    .min(1, nfseProfileMessages.passwordRequired)
    .max(200),
});
export type NfseCertificateUpload = z.infer<typeof nfseCertificateUploadSchema>;

export const nfseFiscalProfileSchema = z.object({
  companyId: z.uuid(),
  municipalRegistration: z.string().nullable(),
  municipalityCode: z.string(),
  simplesOption: z.enum(['1', '2', '3']),
  simplesApuration: z.enum(['1', '2', '3']).nullable(),
  specialRegime: z.enum(['0', '1', '2', '3', '4', '5', '6']),
  dpsSeries: z.string(),
  nextDpsNumber: z.number().int(),
  /** As chosen; `effectiveEmissionMode` is manual while no certificate is kept. */
  emissionMode: nfseEmissionModeSchema,
  effectiveEmissionMode: nfseEmissionModeSchema,
  defaultNbs: z.string().nullable(),
  /** What is shown of the A1; never the file or its password. */
  certificate: z
    .object({
      holder: z.string(),
      cnpj: z.string(),
      notAfter: z.string().describe('ISO instant'),
      uploadedAt: z.string().nullable(),
    })
    .nullable(),
  /** Whether the caller may change the profile and the certificate (company-admins and our accountants). */
  canEdit: z.boolean(),
});
export type NfseFiscalProfile = z.infer<typeof nfseFiscalProfileSchema>;
