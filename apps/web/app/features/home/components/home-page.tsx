import { Link } from 'react-router';
import {
  ArrowRight,
  ArrowRightLeft,
  Building2,
  FileText,
  Landmark,
  LayoutDashboard,
  ReceiptText,
  FolderOpen,
  type LucideIcon,
} from 'lucide-react';
import { LandingSection } from '~/layouts/landing-section';
import { buttonVariants } from '~/components/ui/button-variants';
import { signUpPathForTrack } from '~/lib/sign-up-path';
import { blogPostPath, formatPostDate, readingTimeLabel, BLOG_PATH } from '~/features/blog';
import { PlansOrSignUp, FaqList, HowItWorks } from '~/features/plans';
import { LeadForm } from '~/features/leads';
import { SITE_TITLE } from '~/lib/site';
import type { HomePageData } from '../home-route.server';

const FEATURE_ICONS: readonly LucideIcon[] = [Building2, ReceiptText, FileText, Landmark, LayoutDashboard, FolderOpen];
const linkClass = 'font-medium text-primary underline underline-offset-4 hover:no-underline';

/** `/`: the promise, what is included, how it works, plans, questions and the way in. */
export function HomePage({ data }: { data: HomePageData }) {
  return (
    <>
      <section className="border-b border-border bg-surface">
        <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-14 sm:px-6 sm:py-20">
          <p className="text-sm font-medium text-primary">Contabilidade online para pequenas empresas</p>
          <h1 className="max-w-3xl text-3xl font-semibold tracking-tight text-balance sm:text-5xl">{SITE_TITLE}</h1>
          <p className="max-w-2xl text-lg text-muted-foreground">
            Contabilidade sem burocracia, rápida e segura. Abra ou traga a sua empresa, peça notas fiscais, receba as
            guias e classifique o extrato, tudo online, com contadores de verdade e o melhor preço.
          </p>
          <CallsToAction />
        </div>
      </section>

      <LandingSection id="o-que-inclui" title="Tudo o que a sua empresa precisa, num só lugar">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data.texts.features.map((feature, index) => {
            const Icon = FEATURE_ICONS[index] ?? Building2;
            return (
              <li
                key={feature.title}
                className="grid content-start gap-2 rounded-lg border border-border bg-surface p-5"
              >
                <Icon className="size-6 text-primary" aria-hidden="true" />
                <h3 className="font-semibold">{feature.title}</h3>
                <p className="text-sm text-muted-foreground">{feature.text}</p>
              </li>
            );
          })}
        </ul>
      </LandingSection>

      <LandingSection id="como-funciona" title="Como funciona" tone="surface">
        <HowItWorks steps={data.texts.steps} />
      </LandingSection>

      <LandingSection
        id="planos"
        title="Planos e preços"
        lead="Um valor fixo por mês, com a abertura ou a troca de contador incluída. Sem fidelidade."
      >
        <PlansOrSignUp
          plans={data.plans}
          signUpPath={signUpPathForTrack('create-company')}
          callToAction="Abrir minha empresa"
        />
      </LandingSection>

      <LandingSection id="perguntas" title="Perguntas frequentes" tone="surface">
        <div className="max-w-3xl">
          <FaqList questions={data.texts.faq} />
        </div>
      </LandingSection>

      {data.posts.length > 0 && (
        <LandingSection id="blog" title="Do nosso blog" lead="Guias curtos para quem cuida da própria empresa.">
          <ul className="grid gap-4 md:grid-cols-3">
            {data.posts.map((post) => (
              <li key={post.slug} className="grid content-start gap-2 rounded-lg border border-border bg-surface p-5">
                <h3 className="font-semibold">
                  <Link to={blogPostPath(post.slug)} className="hover:underline">
                    {post.title}
                  </Link>
                </h3>
                <p className="text-sm text-muted-foreground">{post.description}</p>
                <p className="text-xs text-muted-foreground">
                  {formatPostDate(post.publishedOn)} · {readingTimeLabel(post.readingMinutes)}
                </p>
              </li>
            ))}
          </ul>
          <p>
            <Link to={BLOG_PATH} className={linkClass}>
              Ver todos os artigos
            </Link>
          </p>
        </LandingSection>
      )}

      <LandingSection
        id="fale-com-um-contador"
        title="Prefere falar com um contador?"
        lead="Deixe seu contato e um contador tira as suas dúvidas e ajuda a escolher o plano, sem compromisso."
        tone="surface"
      >
        <div className="max-w-3xl rounded-lg border border-border bg-background p-4 shadow-sm sm:p-6">
          <LeadForm plans={data.plans} source="home" />
        </div>
      </LandingSection>

      <LandingSection id="comece" title="Pronto para deixar a papelada com a gente?">
        <p className="max-w-2xl text-muted-foreground">
          Abra a sua empresa do zero ou traga a que você já tem. Também temos guias por área de atuação, a consulta de{' '}
          <Link to="/tools/cnae" className={linkClass}>
            CNAE
          </Link>{' '}
          e páginas para{' '}
          <Link to="/areas" className={linkClass}>
            cada profissão
          </Link>
          .
        </p>
        <CallsToAction />
      </LandingSection>
    </>
  );
}

function CallsToAction() {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      <Link to="/abrir-empresa" prefetch="intent" className={buttonVariants({ size: 'lg' })}>
        Abrir minha empresa
        <ArrowRight aria-hidden="true" />
      </Link>
      <Link to="/trocar-contador" prefetch="intent" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
        <ArrowRightLeft aria-hidden="true" />
        Trocar de contador
      </Link>
    </div>
  );
}
