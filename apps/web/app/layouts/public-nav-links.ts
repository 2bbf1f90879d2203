import { LOGIN_PATH } from '~/lib/safe-redirect';
import { currentIrpfYear, irpfPath } from '~/features/irpf';

export interface PublicNavLink {
  to: string;
  label: string;
}

/**
 * The public header's menu, in the order a visitor reads it. The IRPF link follows the
 * calendar: the declaration of the year of `today` ("YYYY-MM-DD", Brasília) once its page exists.
 */
export function publicNavLinks(today: string): readonly PublicNavLink[] {
  const irpfYear = currentIrpfYear(today);
  return [
    { to: '/abrir-empresa', label: 'Abrir empresa' },
    { to: '/trocar-contador', label: 'Trocar de contador' },
    { to: '/blog', label: 'Blog' },
    { to: '/tools/cnae', label: 'Consulta CNAE' },
    { to: irpfPath(irpfYear), label: `IRPF ${irpfYear}` },
  ];
}

export const SIGN_IN_LINK: PublicNavLink = { to: LOGIN_PATH, label: 'Entrar' };
