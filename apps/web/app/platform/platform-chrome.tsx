import { ConsentBanner } from './consent-banner';
import { Toaster } from './toaster';
import { useManifestRouting } from './use-manifest-routing';
import { useVersionCheck } from './use-version-check';

/**
 * Site-wide chrome mounted once in the root Layout: toasts, cookie consent, new-version
 * check, the build manifest's redirects and page check.
 */
export function PlatformChrome() {
  return (
    <>
      <Toaster />
      <ConsentBanner />
      <VersionCheck />
      <ManifestRouting />
    </>
  );
}

// Its effect runs only in the browser: the server render never checks for new versions.
function VersionCheck() {
  useVersionCheck();
  return null;
}

// Browser only too: the server answers old addresses with 301 itself (server.mjs).
function ManifestRouting() {
  useManifestRouting();
  return null;
}
