import { Link } from 'react-router';
import { CircleCheck, MessageCircle } from 'lucide-react';
import type { Plan } from '@contabil/contracts';
import { buttonVariants } from '~/components/ui/button-variants';
import { signUpPathForTrack } from '~/lib/sign-up-path';
import { LeadForm } from '~/features/leads';
import { PlansOrSignUp } from '../components/plans-or-sign-up';
import { FaqList } from './faq-list';
import { HowItWorks } from './how-it-works';
import { LandingSection } from '~/layouts/landing-section';
import type { TrackLandingContent } from './track-landing-content';

export const LEAD_SECTION_ID = 'fale-com-um-contador';

interface TrackLandingPageProps {
  content: TrackLandingContent;
  /** null when the plans could not be loaded: the page still sells, without prices. */
  plans: readonly Plan[] | null;
}

/** A public page that sells a track: hero, how it works, plans, a talk-to-us form and questions. */
export function TrackLandingPage({ content, plans }: TrackLandingPageProps) {
  const signUpPath = signUpPathForTrack(content.trackId);

  return (
    <>
      <section className="border-b border-border bg-surface">
        <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-12 sm:px-6 sm:py-20">
          <p className="text-sm font-medium text-primary">{content.eyebrow}</p>
          <h1 className="max-w-3xl text-3xl font-semibold tracking-tight text-balance sm:text-5xl">{content.title}</h1>
          <p className="max-w-2xl text-lg text-muted-foreground">{content.lead}</p>
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Link to={signUpPath} className={buttonVariants({ size: 'lg' })}>
              {content.callToAction}
            </Link>
            <a href={`#${LEAD_SECTION_ID}`} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              <MessageCircle aria-hidden="true" />
              Falar com um contador
            </a>
          </div>
          <ul className="grid gap-2 text-sm sm:flex sm:flex-wrap sm:gap-x-6">
            {content.highlights.map((highlight) => (
              <li key={highlight} className="flex items-center gap-2">
                <CircleCheck className="size-4 shrink-0 text-success" aria-hidden="true" />
                {highlight}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <LandingSection id="como-funciona" title={content.stepsTitle}>
        <HowItWorks steps={content.steps} />
      </LandingSection>

      <LandingSection id="planos" title={content.plansTitle} lead={content.plansLead} tone="surface">
        <PlansOrSignUp plans={plans} signUpPath={signUpPath} callToAction={content.callToAction} />
      </LandingSection>

      <LandingSection
        id={LEAD_SECTION_ID}
        title="Prefere falar com um contador?"
        lead="Deixe seu contato e um contador tira as suas dúvidas e ajuda a escolher o plano, sem compromisso."
      >
        <div className="rounded-lg border border-border bg-surface p-4 shadow-sm sm:p-6">
          <LeadForm plans={plans} source={content.trackId === 'create-company' ? 'abrir-empresa' : 'trocar-contador'} />
        </div>
      </LandingSection>

      <LandingSection id="perguntas-frequentes" title="Perguntas frequentes" tone="surface">
        <FaqList questions={content.faq} />
        <div className="grid justify-items-start gap-3 pt-2 sm:flex sm:items-center sm:justify-between">
          <p className="font-medium">Pronto para começar?</p>
          <Link to={signUpPath} className={buttonVariants({ size: 'lg', className: 'w-full sm:w-auto' })}>
            {content.callToAction}
          </Link>
        </div>
      </LandingSection>
    </>
  );
}
