import { createContext, useContext, type ReactNode } from 'react';

/**
 * The Content-Security-Policy nonce of the document being rendered (entry.server.tsx
 * provides it; lib/security-headers.server.ts puts it in the header). In the browser
 * there is none: the scripts that needed it have already run.
 */
const NonceContext = createContext<string | undefined>(undefined);

export function NonceProvider({ nonce, children }: { nonce: string | undefined; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
