import type { ReactNode } from 'react';

/** The width and spacing of a public page's content inside the institutional layout. */
export function PublicPage({ children }: { children: ReactNode }) {
  return <div className="mx-auto grid w-full max-w-5xl gap-8 px-4 py-10 sm:px-6 sm:py-16">{children}</div>;
}
