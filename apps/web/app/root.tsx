import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from 'react-router';
import type { ReactNode } from 'react';
import { publicRuntimeConfig } from '~/lib/runtime-config.server';
import { SITE_DESCRIPTION, SITE_TITLE } from '~/lib/site';
import type { Route } from './+types/root';
import appCss from './app.css?url';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: appCss },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export const meta: Route.MetaFunction = () => [
  { title: SITE_TITLE },
  { name: 'description', content: SITE_DESCRIPTION },
];

export function loader() {
  return { runtimeConfig: publicRuntimeConfig };
}

// The runtime config is fixed for the life of the server: no need to ask again on navigation.
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e4fc2" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  if (!isNotFound) console.error(error);

  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center gap-4 px-4 py-16">
      <p className="text-sm font-medium text-primary">{isNotFound ? 'Erro 404' : 'Erro 500'}</p>
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
        {isNotFound ? 'Página não encontrada' : 'Erro interno do servidor'}
      </h1>
      <p className="break-words text-muted-foreground">
        {isNotFound
          ? `Página não encontrada: ${pathname}`
          : 'Algo deu errado do nosso lado. Tente novamente em instantes.'}
      </p>
      <a href="/" className="w-fit font-medium text-primary underline underline-offset-4">
        Voltar para o início
      </a>
    </main>
  );
}
