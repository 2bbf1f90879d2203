import { Link } from 'react-router';
import { BreadcrumbTrail } from '~/layouts/breadcrumb-trail';
import { ArrowRight, ArrowRightLeft } from 'lucide-react';
import { buttonVariants } from '~/components/ui/button-variants';
import { BadgeRow, SimplesAnnexCaveat } from '~/features/cnae-tool';
import { FaqList } from '~/features/plans';
import { AREAS_PATH, type AreaCnaeView, type AreaPageData } from '../area-page-data';
import { AreaLinkList } from './area-link-list';

const OPEN_COMPANY_PATH = '/abrir-empresa';
const SWITCH_ACCOUNTANT_PATH = '/trocar-contador';
const linkClass = 'font-medium text-primary underline underline-offset-4 hover:no-underline';

/** "Médicos" -> "médicos", for "Contabilidade para médicos" (acronyms further on stay as they are). */
export function areaTitle(name: string): string {
  return `Contabilidade para ${name.charAt(0).toLocaleLowerCase('pt-BR')}${name.slice(1)}`;
}

/** `/areas/{slug}`: one professional area, everything server-rendered. */
export function AreaPage({ data }: { data: AreaPageData }) {
  const { area, cnaes, otherAreas } = data;
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-12 px-4 py-8 sm:px-6 sm:py-12">
      <header className="grid gap-5">
        <BreadcrumbTrail crumbs={[{ name: 'Áreas', path: AREAS_PATH }, { name: area.name }]} />
        <div className="grid gap-3">
          <p className="text-sm font-medium text-primary">Contabilidade por área de atuação</p>
          <h1 className="max-w-3xl text-3xl font-semibold tracking-tight text-balance break-words sm:text-4xl">
            {areaTitle(area.name)}
          </h1>
          <p className="max-w-3xl text-lg text-muted-foreground">{area.headline}</p>
        </div>
        <CallsToAction />
      </header>

      <div className="grid max-w-3xl gap-10">
        {area.sections.map((section, index) => (
          <section key={section.title} aria-labelledby={`secao-${index}`} className="grid gap-3">
            <h2 id={`secao-${index}`} className="text-xl font-semibold tracking-tight sm:text-2xl">
              {section.title}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="leading-relaxed text-foreground/90">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </div>

      {cnaes.length > 0 && (
        <section aria-labelledby="cnaes-titulo" className="grid gap-4">
          <div className="grid gap-2">
            <h2 id="cnaes-titulo" className="text-xl font-semibold tracking-tight sm:text-2xl">
              CNAEs mais usados por {area.name.charAt(0).toLocaleLowerCase('pt-BR') + area.name.slice(1)}
            </h2>
            <p className="max-w-3xl text-muted-foreground">
              O código de atividade define se a empresa pode ser MEI, em qual anexo do Simples Nacional ela paga e se o
              Fator R se aplica. Clique no código para ver tudo o que ele compreende.
            </p>
          </div>
          <CnaeTable cnaes={cnaes} />
          {data.hasUnofficialAnnex && <SimplesAnnexCaveat />}
        </section>
      )}

      {area.faq.length > 0 && (
        <section aria-labelledby="perguntas-titulo" className="grid max-w-3xl gap-4">
          <h2 id="perguntas-titulo" className="text-xl font-semibold tracking-tight sm:text-2xl">
            Perguntas frequentes
          </h2>
          <FaqList questions={area.faq} />
        </section>
      )}

      <section
        aria-labelledby="cta-titulo"
        className="grid gap-4 rounded-lg border border-primary/25 bg-primary-soft/40 p-6 sm:p-8"
      >
        <h2 id="cta-titulo" className="text-xl font-semibold tracking-tight sm:text-2xl">
          Nossos contadores cuidam disso para você
        </h2>
        <p className="max-w-3xl text-muted-foreground">
          Abrimos a empresa com os CNAEs certos, escolhemos o regime de impostos, acompanhamos o Fator R e emitimos as
          guias todo mês. Se você já tem CNPJ, cuidamos da troca de contador.
        </p>
        <CallsToAction />
      </section>

      {otherAreas.length > 0 && (
        <section aria-labelledby="outras-areas-titulo" className="grid gap-4">
          <h2 id="outras-areas-titulo" className="text-xl font-semibold tracking-tight sm:text-2xl">
            Outras áreas
          </h2>
          <AreaLinkList areas={otherAreas} />
        </section>
      )}
    </div>
  );
}

function CallsToAction() {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      <Link to={OPEN_COMPANY_PATH} className={buttonVariants({ size: 'lg' })}>
        Abrir minha empresa
        <ArrowRight aria-hidden="true" />
      </Link>
      <Link to={SWITCH_ACCOUNTANT_PATH} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
        <ArrowRightLeft aria-hidden="true" />
        Trocar de contador
      </Link>
    </div>
  );
}

/** A table from `md`; one card per code on phones, the same facts in the same order. */
function CnaeTable({ cnaes }: { cnaes: readonly AreaCnaeView[] }) {
  return (
    <>
      <div className="hidden overflow-hidden rounded-lg border border-border bg-surface md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">CNAEs típicos da área, com MEI, anexo do Simples Nacional e Fator R</caption>
          <thead className="bg-muted/60 text-xs text-muted-foreground uppercase">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">
                Código
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Atividade
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                MEI e Simples Nacional
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {cnaes.map((cnae) => (
              <tr key={cnae.code} className="align-top">
                <th scope="row" className="px-4 py-3 font-normal whitespace-nowrap">
                  <Link to={cnae.path} className={linkClass}>
                    {cnae.code}
                  </Link>
                </th>
                <td className="grid gap-1 px-4 py-3">
                  <span className="font-medium">{cnae.text}</span>
                  <span className="text-muted-foreground">{cnae.useWhen}</span>
                </td>
                <td className="px-4 py-3">
                  <BadgeRow badges={cnae.badges} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 md:hidden">
        {cnaes.map((cnae) => (
          <li key={cnae.code} className="grid gap-2 rounded-lg border border-border bg-surface p-4">
            <Link to={cnae.path} className={`${linkClass} w-fit`}>
              CNAE {cnae.code}
            </Link>
            <span className="font-medium">{cnae.text}</span>
            <span className="text-sm text-muted-foreground">{cnae.useWhen}</span>
            <BadgeRow badges={cnae.badges} />
          </li>
        ))}
      </ul>
    </>
  );
}
