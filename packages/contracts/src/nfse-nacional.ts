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
} as const;

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
