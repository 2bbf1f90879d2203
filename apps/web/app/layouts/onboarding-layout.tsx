import type { ReactNode } from 'react';
import type { TrackId } from '@contabil/contracts';
import { useTrackQuery } from '~/features/companies';
import { chooseContextCompanyId } from '~/session/company-requirements';
import { useSession } from '~/session/use-session';
import { SupportBanner } from '~/features/support-access';
import { AdminTopBar } from './admin-top-bar';
import { stepStates } from './onboarding-steps';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { StepIndicator } from './step-indicator';

const TRACK_LABELS: Record<TrackId, string> = {
  'create-company': 'Etapas da abertura da empresa',
  'migrate-company': 'Etapas da troca de contador',
};

/** What a wizard page exports as `handle`: which track's steps the layout shows above it. */
export interface OnboardingHandle {
  trackId: TrackId;
}

interface OnboardingLayoutProps {
  /** Which wizard the page is: its steps are shown whatever the company's track says. */
  trackId: TrackId;
  children: ReactNode;
}

/** The wizards' frame: no side menu, only the way forward. */
export function OnboardingLayout({ trackId, children }: OnboardingLayoutProps) {
  const session = useSession();
  // The wizard's own copy of the track once it has loaded (it changes as steps are saved),
  // the cookies' copy until then (the server-rendered page).
  const live = useTrackQuery(chooseContextCompanyId(session)).data;
  const track = live ?? session.track;
  // Statuses count only when they belong to this wizard's track; else every step is ahead.
  const steps = stepStates(trackId, track?.trackId === trackId ? track.steps : []);

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SupportBanner />
      <AdminTopBar />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <div className="border-b border-border bg-surface">
          <div className="mx-auto w-full max-w-4xl px-2 py-5 sm:px-6">
            <StepIndicator steps={steps} label={TRACK_LABELS[trackId]} />
          </div>
        </div>
        <div className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 sm:px-6 sm:py-10">{children}</div>
      </main>
    </div>
  );
}
