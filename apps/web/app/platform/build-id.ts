// Replaced at build time (and by the dev server) by build-manifest-plugin.ts.
declare const __BUILD_ID__: string | undefined;

/** The id of the build this page runs, or null where no build defined one (unit tests). */
export const RUNNING_BUILD_ID: string | null = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : null;
