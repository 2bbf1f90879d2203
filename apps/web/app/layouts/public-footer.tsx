import { Link } from 'react-router';
import { PRODUCT_NAME } from '~/lib/site';
import { LOGIN_PATH } from '~/lib/safe-redirect';
import { AREAS_PATH, areaPath } from '~/features/areas';
import { IRPF_YEARS_NEWEST_FIRST, irpfPath } from '~/features/irpf';
import { whatsappLink, type FirmDetails } from '~/lib/firm';
import { PRIVACY_POLICY_PATH, TERMS_OF_USE_PATH } from '~/lib/legal-paths';
import { BrandLink } from './brand-link';

const FOOTER_GROUPS = [
  {
    title: 'Serviços',
    links: [
      { to: '/abrir-empresa', label: 'Abrir empresa' },
      { to: '/trocar-contador', label: 'Trocar de contador' },
      { to: LOGIN_PATH, label: 'Área do cliente' },
    ],
  },
  {
    title: 'Conteúdo',
    links: [
      { to: '/blog', label: 'Blog' },
      { to: '/tools/cnae', label: 'Consulta CNAE' },
      // Every year's IRPF page, newest first: last year's stays reachable.
      ...IRPF_YEARS_NEWEST_FIRST.map((year) => ({ to: irpfPath(year), label: `IRPF ${year}` })),
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: PRIVACY_POLICY_PATH, label: 'Política de privacidade' },
      { to: TERMS_OF_USE_PATH, label: 'Termos de uso' },
    ],
  },
] as const;

export interface FooterAreaLink {
  slug: string;
  name: string;
}

export function PublicFooter({ areas = [], firm }: { areas?: readonly FooterAreaLink[]; firm: FirmDetails }) {
  const groups = [
    ...FOOTER_GROUPS,
    ...(areas.length > 0
      ? [
          {
            title: 'Áreas',
            links: [
              ...areas.map((area) => ({ to: areaPath(area.slug), label: area.name })),
              { to: AREAS_PATH, label: 'Todas as áreas' },
            ],
          },
        ]
      : []),
  ];
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10 sm:px-6 sm:grid-cols-2 lg:grid-cols-[2fr_repeat(4,minmax(0,1fr))]">
        <div className="grid max-w-sm content-start gap-3">
          <BrandLink />
          <p className="text-sm text-muted-foreground">
            Contabilidade online para abrir, migrar e manter a sua empresa em dia: notas fiscais, extratos bancários e
            documentos em um só lugar, com contadores de verdade do seu lado.
          </p>
        </div>
        {groups.map((group) => (
          <nav key={group.title} aria-label={group.title} className="grid content-start gap-3">
            <h2 className="text-sm font-semibold">{group.title}</h2>
            {/* A long list (the areas) takes two columns on phones. */}
            <ul className={group.links.length > 6 ? 'grid grid-cols-2 gap-x-4 gap-y-2 md:grid-cols-1' : 'grid gap-2'}>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="rounded-sm text-sm text-muted-foreground underline-offset-4 hover:text-primary hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-border">
        <div className="mx-auto grid w-full max-w-6xl gap-2 px-4 py-4 text-sm text-muted-foreground sm:px-6">
          <FirmLegalDetails firm={firm} />
          <p>
            {/* The year of the visit; the server and the browser agree on it except around midnight on 31 December. */}
            <span suppressHydrationWarning>
              © {new Date().getFullYear()} {PRODUCT_NAME}
            </span>
            . Todos os direitos reservados.
          </p>
        </div>
      </div>
    </footer>
  );
}

/** Who the firm is, as a Brazilian firm must show it: razão social, CNPJ, CRC, address and contacts (from configuration). */
function FirmLegalDetails({ firm }: { firm: FirmDetails }) {
  const identity = [
    firm.legalName,
    firm.cnpj && `CNPJ ${firm.cnpj}`,
    firm.crc && `Registro no CRC ${firm.crc}`,
    firm.address,
  ].filter(Boolean);
  const linkClass = 'underline-offset-4 hover:text-primary hover:underline';
  return (
    <address aria-label="Dados do escritório" className="grid gap-1 not-italic">
      <p>{identity.join(' · ')}</p>
      <p className="flex flex-wrap gap-x-4 gap-y-1">
        <a href={`mailto:${firm.email}`} className={linkClass}>
          {firm.email}
        </a>
        {firm.phone && (
          <a href={`tel:${firm.phone.replace(/[^\d+]/g, '')}`} className={linkClass}>
            {firm.phone}
          </a>
        )}
        {firm.whatsapp && (
          <a href={whatsappLink(firm.whatsapp)} className={linkClass} rel="noopener noreferrer" target="_blank">
            WhatsApp {firm.whatsappLabel}
          </a>
        )}
      </p>
    </address>
  );
}
