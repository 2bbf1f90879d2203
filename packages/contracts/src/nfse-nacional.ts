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
