import { useRouteLoaderData } from 'react-router';

/**
 * The accounting firm behind the product, as the law asks a Brazilian firm to show it
 * (footer, privacy policy, terms of use): from the server's configuration (FIRM_* and
 * SUPPORT_* variables, README). Unset details are left out, never invented.
 */
export interface FirmDetails {
  /** Razão social. */
  legalName: string;
  /** Nome fantasia / the brand. */
  tradeName: string;
  cnpj: string | null;
  /** The firm's registration at the Conselho Regional de Contabilidade ("CRC-SP 2SP012345/O-1"). */
  crc: string | null;
  address: string | null;
  email: string;
  phone: string | null;
  /** Digits with country and area code ("5511912345678"). */
  whatsapp: string | null;
  /** The same number as people read it ("+55 (11) 91234-5678"). */
  whatsappLabel: string | null;
  /** The encarregado (DPO) of LGPD art. 41 and the address that reaches them. */
  dpoName: string | null;
  dpoEmail: string;
}

export function useFirm(): FirmDetails {
  const data = useRouteLoaderData('root') as { firm: FirmDetails } | undefined;
  if (!data) throw new Error('Dados do escritório indisponíveis');
  return data.firm;
}

/** "https://wa.me/5511912345678" for a WhatsApp number in digits. */
export function whatsappLink(digits: string, text?: string): string {
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}
