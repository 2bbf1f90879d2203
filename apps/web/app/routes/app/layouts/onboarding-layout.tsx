import { Outlet, useMatches } from 'react-router';
import { OnboardingLayout, type OnboardingHandle } from '~/layouts/onboarding-layout';

function isOnboardingHandle(handle: unknown): handle is OnboardingHandle {
  return typeof handle === 'object' && handle !== null && 'trackId' in handle;
}

export default function OnboardingLayoutRoute() {
  const page = useMatches().findLast((match) => isOnboardingHandle(match.handle));
  const trackId = isOnboardingHandle(page?.handle) ? page.handle.trackId : 'create-company';

  return (
    <OnboardingLayout trackId={trackId}>
      <Outlet />
    </OnboardingLayout>
  );
}
