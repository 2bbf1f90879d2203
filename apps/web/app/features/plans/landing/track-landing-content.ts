import type { TrackId } from '@contabil/contracts';

export interface LandingStep {
  title: string;
  text: string;
}

export interface LandingQuestion {
  question: string;
  answer: string;
}

/** The words of a public page that sells a track: opening a company or switching accountants. */
export interface TrackLandingContent {
  trackId: TrackId;
  eyebrow: string;
  /** The page's h1. */
  title: string;
  lead: string;
  callToAction: string;
  highlights: readonly string[];
  stepsTitle: string;
  steps: readonly LandingStep[];
  plansTitle: string;
  plansLead: string;
  faq: readonly LandingQuestion[];
}
