import { useEffect } from 'react';
import { RUNNING_BUILD_ID } from './build-id';
import { toast } from './toast';
import {
  CHECK_VERSION_EVENT,
  createVersionChecker,
  fetchLatestBuild,
  isReloadGuarded,
  reloadWithGuard,
  type BuildInfo,
} from './version-check';

export const NEW_VERSION_MESSAGE = 'Uma nova versão está disponível.';
export const NEW_VERSION_ACTION = 'Atualizar';
const NEW_VERSION_TOAST_ID = 'new-version';

const reloadPage = () => window.location.reload();

export interface UseVersionCheckOptions {
  fetchLatest?: () => Promise<BuildInfo | null>;
  reload?: () => void;
}

/**
 * Hourly, when the tab comes back after more than an hour, and on the
 * `app:check-version` window event: if a newer build is deployed, offers a reload.
 * Nothing happens without a build id (unit tests of other components).
 */
export function useVersionCheck(
  runningBuildId: string | null = RUNNING_BUILD_ID,
  { fetchLatest = fetchLatestBuild, reload = reloadPage }: UseVersionCheckOptions = {},
): void {
  useEffect(() => {
    if (!runningBuildId) return;

    const storage = sessionStorageOrUndefined();
    const checker = createVersionChecker({
      runningBuildId,
      fetchLatest,
      onNewVersion: () => {
        // Just reloaded for a new version and still old (a cache in the way): offering
        // again would only lead to a reload the guard refuses.
        if (isReloadGuarded(storage, Date.now())) return;
        toast.message(NEW_VERSION_MESSAGE, {
          id: NEW_VERSION_TOAST_ID,
          action: { label: NEW_VERSION_ACTION, onClick: () => reloadWithGuard(storage, Date.now(), reload) },
        });
      },
    });

    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') void checker.checkIfDue();
    };
    const onCheckRequest = () => void checker.check();

    checker.start();
    document.addEventListener('visibilitychange', onVisibilityChange);
    window.addEventListener(CHECK_VERSION_EVENT, onCheckRequest);
    return () => {
      checker.stop();
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener(CHECK_VERSION_EVENT, onCheckRequest);
    };
  }, [runningBuildId, fetchLatest, reload]);
}

function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Some privacy settings throw on the mere access.
    return undefined;
  }
}
