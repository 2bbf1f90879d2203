import { LOGIN_PATH } from '~/lib/safe-redirect';

export interface PublicNavLink {
  to: string;
  label: string;
}

/** The public header's menu, in the order a visitor reads it. */
export const PUBLIC_NAV_LINKS: readonly PublicNavLink[] = [
  { to: '/abrir-empresa', label: 'Abrir empresa' },
  { to: '/trocar-contador', label: 'Trocar de contador' },
  { to: '/blog', label: 'Blog' },
  { to: '/tools/cnae', label: 'Consulta CNAE' },
  { to: '/lp/irpf/2025', label: 'IRPF 2025' },
];

export const SIGN_IN_LINK: PublicNavLink = { to: LOGIN_PATH, label: 'Entrar' };
