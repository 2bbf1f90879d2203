import { PRODUCT_NAME } from './site';
import { formatCnpj } from './format/cnpj';
import type { FirmDetails } from './firm';

const DEFAULT_SUPPORT_EMAIL = 'suporte@contabil.local';

/** The firm's legal details from the environment; a malformed e-mail or WhatsApp number stops the server at boot. */
export function readFirmDetails(env: NodeJS.ProcessEnv): FirmDetails {
  const text = (name: string) => env[name]?.trim() || null;
  const email = checkedEmail('SUPPORT_EMAIL', text('SUPPORT_EMAIL') ?? DEFAULT_SUPPORT_EMAIL);
  const whatsapp = text('SUPPORT_WHATSAPP');
  if (whatsapp && !/^\d{12,13}$/.test(whatsapp)) {
    throw new Error(`SUPPORT_WHATSAPP precisa ter só dígitos, com país e DDD (5511912345678): ${whatsapp}`);
  }
  const cnpj = text('FIRM_CNPJ');
  return {
    legalName: text('FIRM_LEGAL_NAME') ?? PRODUCT_NAME,
    tradeName: PRODUCT_NAME,
    cnpj: cnpj ? formatCnpj(cnpj) : null,
    crc: text('FIRM_CRC'),
    address: text('FIRM_ADDRESS'),
    email,
    phone: text('FIRM_PHONE'),
    whatsapp,
    whatsappLabel: whatsapp ? formatWhatsapp(whatsapp) : null,
    dpoName: text('FIRM_DPO_NAME'),
    dpoEmail: checkedEmail('FIRM_DPO_EMAIL', text('FIRM_DPO_EMAIL') ?? email),
  };
}

/** "+55 (11) 91234-5678" for 5511912345678. */
function formatWhatsapp(digits: string): string {
  const local = digits.slice(2);
  const number = local.slice(2);
  const split = number.length > 8 ? 5 : 4;
  return `+${digits.slice(0, 2)} (${local.slice(0, 2)}) ${number.slice(0, split)}-${number.slice(split)}`;
}

function checkedEmail(name: string, value: string): string {
  if (!/^[^\s@]+@[^\s@]+$/.test(value)) throw new Error(`${name} não é um e-mail válido: ${value}`);
  return value;
}

export const firmDetails = readFirmDetails(process.env);
