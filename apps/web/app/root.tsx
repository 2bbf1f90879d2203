import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from 'react-router';
import type { ReactNode } from 'react';
import { PlatformChrome } from '~/platform/platform-chrome';
import { conditionalGetMiddleware } from '~/lib/conditional-get.server';
import { useNonce } from '~/lib/csp-nonce';
import { securityHeadersMiddleware } from '~/lib/security-headers.server';
import { publicRuntimeConfig, siteUrlFor } from '~/lib/runtime-config.server';
import { firmDetails } from '~/lib/firm.server';
import { PRODUCT_NAME, SITE_DESCRIPTION, SITE_TITLE } from '~/lib/site';
import { pageTitle } from '~/lib/page-meta';
import type { FirmDetails } from '~/lib/firm';
import { InstitutionalLayout } from '~/layouts/institutional-layout';
import { NOT_FOUND_TITLE, NotFoundContent } from '~/layouts/not-found-content';
import type { Route } from './+types/root';
import appCss from './app.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export const meta: Route.MetaFunction = ({ error }) =>
  isRouteErrorResponse(error) && error.status === 404
    ? [{ title: pageTitle(NOT_FOUND_TITLE) }, { name: 'robots', content: 'noindex' }]
    : [{ title: SITE_TITLE }, { name: 'description', content: SITE_DESCRIPTION }];

// Security headers (and the CSP nonce) on every answer; inside them, ETags and 304s for
// every publicly cacheable answer, pages and resource routes alike.
export const middleware: Route.MiddlewareFunction[] = [securityHeadersMiddleware, conditionalGetMiddleware];

export function loader({ request }: Route.LoaderArgs) {
  // siteUrl: the origin of canonical links (lib/seo.ts), fixed by SITE_URL or taken from the request.
  // firm: the firm's legal details for the footer and the legal pages (lib/firm.ts).
  return { runtimeConfig: publicRuntimeConfig, siteUrl: siteUrlFor(request), firm: firmDetails };
}

// The runtime config is fixed for the life of the server: no need to ask again on navigation.
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* With a precedence React puts the stylesheet before the script preloads of <Scripts />:
            the page's only render-blocking file is asked for first. */}
        <link rel="stylesheet" href={appCss} precedence="default" />
        <meta name="theme-color" content="#1e4fc2" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <PlatformChrome />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  const rootData = useRouteLoaderData('root') as { firm: FirmDetails } | undefined;
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  if (!isNotFound) console.error(error);

  if (isNotFound) {
    // The catch-all route's message, "Page not found: {path}" (spec section 8); the same words for other 404s.
    const message =
      typeof error.data === 'string' && error.data
        ? error.data
        : `Page not found: ${location.pathname}${location.search}`;
    // A 404 keeps the site's frame (header, footer with the firm's details): it needs only the root's data.
    if (rootData) {
      return (
        <InstitutionalLayout firm={rootData.firm}>
          <NotFoundContent message={message} />
        </InstitutionalLayout>
      );
    }
    return (
      <ErrorPage code="404" title={NOT_FOUND_TITLE} subtitle="Page Not Found">
        {message}
      </ErrorPage>
    );
  }

  // In production the page never shows what went wrong inside: it may hold internals.
  const detail = import.meta.env.DEV && error instanceof Error ? error.message : null;
  return (
    <ErrorPage code="500" title="Internal Server Error" subtitle="Erro interno do servidor">
      Algo deu errado do nosso lado. Tente novamente em instantes; se continuar, fale com o nosso atendimento.
      {detail && <code className="mt-3 block rounded-md bg-muted p-3 text-sm text-foreground">{detail}</code>}
    </ErrorPage>
  );
}

// Plain markup and links: the error may have come from the app's own providers, so
// nothing here depends on them.
function ErrorPage({
  code,
  title,
  subtitle,
  children,
}: {
  code: string;
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <main id="conteudo" className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center gap-4 px-4 py-16">
      <a href="/" className="w-fit rounded-sm text-base font-semibold tracking-tight text-primary">
        {PRODUCT_NAME}
      </a>
      <p className="text-sm font-medium text-primary">Erro {code}</p>
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
        <p className="text-lg text-foreground">{subtitle}</p>
      </div>
      <div className="break-words text-muted-foreground">{children}</div>
      <a href="/" className="w-fit font-medium text-primary underline underline-offset-4">
        Voltar para o início
      </a>
    </main>
  );
}
