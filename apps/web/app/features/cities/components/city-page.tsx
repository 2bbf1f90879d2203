import { Link } from 'react-router';
import { BreadcrumbTrail } from '~/layouts/breadcrumb-trail';
import { ArrowRight, ArrowRightLeft, CircleCheck, MapPin } from 'lucide-react';
import { buttonVariants } from '~/components/ui/button-variants';
import { signUpPathForTrack } from '~/lib/sign-up-path';
import { PlansOrSignUp, FaqList } from '~/features/plans';
import { cityFacts, cityFaq, cityLead, cityPlace, cityTaxParagraphs, cityTitle, formatKm } from '../city-content';
import { cityPath } from '../city-paths';
import type { CityPageData } from '../city-route.server';

const linkClass = 'font-medium text-primary underline underline-offset-4 hover:no-underline';

const INCLUDED = [
  'Um contador dedicado, que responde pelo app',
  'Abertura da empresa ou troca de contador sem custo extra',
  'Notas fiscais de serviço pedidas pelo app e emitidas por nós',
  'Guias do mês (DAS, DARF, FGTS, INSS, ISS) com os vencimentos',
  'Extrato bancário importado e classificado para a contabilidade',
  'Folha, pró-labore e declarações obrigatórias entregues no prazo',
  'Painel com faturamento e o limite do MEI ou do Simples Nacional',
  'Documentos da empresa guardados e sempre à mão',
];

/** `/contabilidade-em/{city}-{uf}` and `/contador-em/{city}-{uf}`: one municipality, server-rendered. */
export function CityPageView({ data }: { data: CityPageData }) {
  const { city, variant, plans } = data;
  const title = cityTitle(variant, city);
  const track = variant === 'accounting' ? 'create-company' : 'migrate-company';
  const signUpPath = signUpPathForTrack(track);
  const otherTitle = cityTitle(variant === 'accounting' ? 'accountant' : 'accounting', city);

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-12 px-4 py-8 sm:px-6 sm:py-12">
      <header className="grid gap-5">
        <BreadcrumbTrail crumbs={[{ name: title }]} />
        <div className="grid gap-3">
          <p className="flex items-center gap-1.5 text-sm font-medium text-primary">
            <MapPin className="size-4" aria-hidden="true" />
            {variant === 'accounting' ? 'Contabilidade online' : 'Contador online'} em {city.stateName}
          </p>
          <h1 className="max-w-3xl text-3xl font-semibold tracking-tight text-balance break-words sm:text-4xl">
            {title}
          </h1>
          <p className="max-w-3xl text-lg text-muted-foreground">{cityLead(variant, city)}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Link to="/abrir-empresa" className={buttonVariants({ size: 'lg' })}>
            Abrir empresa em {city.name}
            <ArrowRight aria-hidden="true" />
          </Link>
          <Link to="/trocar-contador" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
            <ArrowRightLeft aria-hidden="true" />
            Trocar de contador
          </Link>
        </div>
      </header>

      <section aria-labelledby="cidade-titulo" className="grid gap-4">
        <h2 id="cidade-titulo" className="text-xl font-semibold tracking-tight sm:text-2xl">
          A sua empresa em {city.name}
        </h2>
        <dl className="grid gap-px overflow-hidden rounded-lg border border-border bg-border sm:grid-cols-2">
          {cityFacts(city).map((fact) => (
            <div key={fact.label} className="grid gap-1 bg-surface p-4">
              <dt className="text-sm text-muted-foreground">{fact.label}</dt>
              <dd className="font-medium">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="impostos-titulo" className="grid max-w-3xl gap-3">
        <h2 id="impostos-titulo" className="text-xl font-semibold tracking-tight sm:text-2xl">
          ISS, inscrição municipal e nota fiscal em {city.name}
        </h2>
        {cityTaxParagraphs(city).map((paragraph) => (
          <p key={paragraph} className="leading-relaxed text-foreground/90">
            {paragraph}
          </p>
        ))}
      </section>

      <section aria-labelledby="incluido-titulo" className="grid gap-4">
        <h2 id="incluido-titulo" className="text-xl font-semibold tracking-tight sm:text-2xl">
          Como atendemos empresas de {city.name}, online
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {INCLUDED.map((item) => (
            <li key={item} className="flex gap-2">
              <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
              {item}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="planos-titulo" className="grid gap-4">
        <div className="grid gap-2">
          <h2 id="planos-titulo" className="text-xl font-semibold tracking-tight sm:text-2xl">
            Planos para empresas de {city.name}
          </h2>
          <p className="max-w-3xl text-muted-foreground">
            O mesmo preço em qualquer cidade do Brasil, com tudo o que está acima incluído.
          </p>
        </div>
        <PlansOrSignUp plans={plans} signUpPath={signUpPath} callToAction="Começar meu cadastro" />
      </section>

      <section aria-labelledby="perguntas-titulo" className="grid max-w-3xl gap-4">
        <h2 id="perguntas-titulo" className="text-xl font-semibold tracking-tight sm:text-2xl">
          Perguntas frequentes
        </h2>
        <FaqList questions={cityFaq(variant, city, plans)} />
      </section>

      <section aria-labelledby="vizinhas-titulo" className="grid gap-4">
        <h2 id="vizinhas-titulo" className="text-xl font-semibold tracking-tight sm:text-2xl">
          Também atendemos perto de {city.name}
        </h2>
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {city.capital && (
            <li>
              <Link to={cityPath(variant, city.capital.pageSlug)} className={linkClass}>
                {cityPlace(city.capital)}
              </Link>{' '}
              <span className="text-sm text-muted-foreground">(capital, {formatKm(city.capital.distanceKm)})</span>
            </li>
          )}
          {city.nearby.map((near) => (
            <li key={near.pageSlug}>
              <Link to={cityPath(variant, near.pageSlug)} className={linkClass}>
                {cityPlace(near)}
              </Link>{' '}
              <span className="text-sm text-muted-foreground">({formatKm(near.distanceKm)})</span>
            </li>
          ))}
        </ul>
        <p className="text-sm text-muted-foreground">
          Veja também:{' '}
          <Link to={data.otherVariantPath} className={linkClass}>
            {otherTitle}
          </Link>
          . Distâncias em linha reta entre os centros dos municípios, calculadas a partir das coordenadas do IBGE.
        </p>
      </section>
    </div>
  );
}
