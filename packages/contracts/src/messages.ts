/**
 * User-facing messages in Portuguese. The ones quoted by the product spec
 * (section 8) are kept word for word; both the API and the web forms use these.
 */
export const messages = {
  invalidEmail: 'E-mail inválido',
  passwordTooShort: 'A senha deve conter no mínimo 8 caracteres',
  passwordTooLong: 'A senha deve conter no máximo 128 caracteres',
  invalidPhone: 'Celular inválido',
  cnpjRequired: 'CNPJ precisa ser definido.',
  minimumInvoiceValue: 'Valor precisa ser maior ou igual a 1 real.',
  dayOfMonthRange: 'Dia do mês precisa ser entre 1 e 12.',
  cnpjDoesNotExist: 'CNPJ não existe.',
  tokenNotFound: 'Token not found',
  required: 'Campo obrigatório',
  nameRequired: 'Informe o nome',
  invalidCredentials: 'E-mail ou senha incorretos',
  emailTaken: 'Já existe uma conta com este e-mail',
  sessionExpired: 'Sua sessão expirou. Entre novamente.',
  invalidToken: 'Token inválido ou expirado',
  refreshTokenReused: 'Sessão encerrada por segurança. Entre novamente.',
  resetTokenInvalid: 'O link de redefinição de senha é inválido ou expirou',
  forbidden: 'Você não tem permissão para acessar este recurso',
  adminOnly: 'Acesso restrito a administradores',
  companyForbidden: 'Você não tem acesso a esta empresa',
  notFound: 'Registro não encontrado',
  routeNotFound: 'Rota não encontrada',
  rateLimited: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
  payloadTooLarge: 'O conteúdo enviado é grande demais',
  malformedJson: 'O corpo da requisição não é um JSON válido',
  unsupportedMediaType: 'Tipo de conteúdo não suportado',
  internalError: 'Erro interno. Tente novamente em instantes.',
} as const;
