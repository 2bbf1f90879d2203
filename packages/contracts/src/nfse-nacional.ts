/** Messages of the NFS-e Nacional integration (DPS, certificate, national answers), in Portuguese. */
export const nfseNacionalMessages = {
  /** A DPS element failed the official schema: names the field and the layout's element. */
  dpsFieldInvalid: (label: string, element: string) =>
    `${label}: valor ausente ou inválido para a NFS-e nacional (campo ${element} do leiaute)`,
  dpsInvalid: (element: string) => `A DPS não segue o leiaute nacional da NFS-e (campo ${element})`,
  cancellationReasonText: 'Explique o motivo do cancelamento em 15 a 255 caracteres',
  cancellationInvalid: 'O pedido de cancelamento não segue o leiaute nacional da NFS-e',
} as const;
