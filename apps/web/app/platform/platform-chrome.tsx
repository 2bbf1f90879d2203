import { ConsentBanner } from './consent-banner';
import { Toaster } from './toaster';
import { useVersionCheck } from './use-version-check';

/** Site-wide chrome mounted once in the root Layout: toasts, cookie consent, new-version check. */
export function PlatformChrome() {
  return (
    <>
      <Toaster />
      <ConsentBanner />
      <VersionCheck />
    </>
  );
}

// Its effect runs only in the browser: the server render never checks for new versions.
function VersionCheck() {
  useVersionCheck();
  return null;
}
