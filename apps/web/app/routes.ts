import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

// Every screen of the spec (section 2), nested as: providers for /app -> guard (the
// middlewares "auth" and "company-requirements") -> visual layout -> page.
export default [
  layout('routes/_institutional/institutional-layout.tsx', [
    index('routes/_institutional/home.tsx'),
    route('abrir-empresa', 'routes/_institutional/open-company.tsx'),
    route('trocar-contador', 'routes/_institutional/switch-accountant.tsx'),
    route('areas', 'routes/_institutional/areas.tsx'),
    route('areas/:slug', 'routes/_institutional/area.tsx'),
    route('blog', 'routes/_institutional/blog.tsx'),
    route('blog/posts/:slug', 'routes/_institutional/blog-post.tsx'),
    route('contabilidade-em/:citySlug', 'routes/_institutional/city.tsx', { id: 'city-accounting' }),
    route('contador-em/:citySlug', 'routes/_institutional/city.tsx', { id: 'city-accountant' }),
    route('lp/irpf/2024', 'routes/_institutional/irpf-landing.tsx', { id: 'irpf-2024' }),
    route('lp/irpf/2025', 'routes/_institutional/irpf-landing.tsx', { id: 'irpf-2025' }),
    route('lp/irpf/2026', 'routes/_institutional/irpf-landing.tsx', { id: 'irpf-2026' }),
    route('tools/cnae', 'routes/_institutional/cnae-list.tsx'),
    route('tools/cnae/:codeText', 'routes/_institutional/cnae-detail.tsx'),
    route('privacidade', 'routes/_institutional/privacy-policy.tsx'),
    route('termos-de-uso', 'routes/_institutional/terms-of-use.tsx'),
    route('404', 'routes/_institutional/not-found-page.tsx'),
  ]),

  layout('routes/app/app-layout.tsx', [
    layout('routes/_auth/auth-layout.tsx', [
      route('app/login', 'routes/_auth/login.tsx'),
      // The invite from the e-mail: public, it offers sign-up or sign-in before accepting.
      route('app/convite/:token', 'routes/_auth/invite.tsx'),
    ]),

    layout('routes/app/guards/auth-guard.tsx', [
      layout('routes/app/layouts/admin-layout.tsx', { id: 'admin-layout-auth' }, [
        route('app/admin', 'routes/app/admin/home.tsx'),
        route('app/admin/companies', 'routes/app/admin/companies.tsx'),
        route('app/admin/companies/opening-requests', 'routes/app/admin/opening-requests.tsx'),
        route('app/admin/companies/migration-requests', 'routes/app/admin/migration-requests.tsx'),
        route('app/admin/companies/:companyId', 'routes/app/admin/company-detail.tsx'),
        route('app/admin/invoices/nf-requests', 'routes/app/admin/nf-requests.tsx'),
        route('app/admin/obligations', 'routes/app/admin/obligations.tsx'),
        route('app/admin/conversations', 'routes/app/admin/conversations.tsx'),
        route('app/admin/conversations/:conversationId', 'routes/app/admin/conversation.tsx'),
        route('app/admin/leads', 'routes/app/admin/leads.tsx'),
        route('app/admin/links', 'routes/app/admin/links.tsx'),
        route('app/admin/partners', 'routes/app/admin/partners.tsx'),
        route('app/admin/partners/:slug', 'routes/app/admin/partner-enrolments.tsx'),
        route('app/admin/plans', 'routes/app/admin/plans.tsx'),
        route('app/admin/users', 'routes/app/admin/users.tsx'),
        route('app/admin/users/:userId', 'routes/app/admin/user-detail.tsx'),
        route('app/partners/duca', 'routes/app/partners/duca.tsx'),
        route('app/user/my-billing', 'routes/app/user/my-billing.tsx'),
        route('app/user/my-invites', 'routes/app/user/my-invites.tsx'),
      ]),
      layout('routes/app/layouts/admin-bare-layout.tsx', [
        route('app/user/disabled', 'routes/app/user/disabled.tsx'),
        route('app/wizard/partners/duca', 'routes/app/wizard/duca-partner.tsx'),
      ]),
      layout('routes/app/layouts/onboarding-layout.tsx', [
        route('app/wizard/company-migration', 'routes/app/wizard/company-migration.tsx'),
        route('app/wizard/company-opening', 'routes/app/wizard/company-opening.tsx'),
      ]),
    ]),

    layout('routes/app/guards/company-guard.tsx', [
      layout('routes/app/layouts/admin-layout.tsx', { id: 'admin-layout-company' }, [
        route('app/bank-statements/accounts', 'routes/app/bank-statements/accounts.tsx'),
        route('app/bank-statements/reconciliation', 'routes/app/bank-statements/reconciliation.tsx'),
        route(
          'app/bank-statements/accounts/:accountId/transactions',
          'routes/app/bank-statements/account-transactions.tsx',
        ),
        route('app/documents', 'routes/app/documents/documents.tsx'),
        route('app/documents/company', 'routes/app/documents/company-documents.tsx'),
        route('app/invoices', 'routes/app/invoices.tsx'),
        route('app/invoices/configuracoes-fiscais', 'routes/app/invoices-fiscal-settings.tsx'),
        route('app/conversations', 'routes/app/conversations/conversations.tsx'),
        route('app/conversations/:conversationId', 'routes/app/conversations/conversation.tsx'),
        route('app/panel', 'routes/app/panel.tsx'),
        route('app/obrigacoes', 'routes/app/obligations.tsx'),
        route('app/user/my-profile', 'routes/app/user/my-profile.tsx'),
        route('app/user/my-referrals', 'routes/app/user/my-referrals.tsx'),
      ]),
      layout('routes/app/layouts/default-layout.tsx', [
        route('app/auth/cora/callback', 'routes/app/auth/cora-callback.tsx'),
      ]),
    ]),
  ]),

  // The development payment provider's checkout: no session needed, its own minimal frame.
  route('pagamento/sandbox/:id', 'routes/checkout/sandbox-checkout.tsx'),
  // Resource routes (loader only, no page).
  route('app/admin/companies/:companyId/files/:fileId', 'routes/app/admin/company-file.ts'),
  route('app/invoices/:requestId/files/:kind', 'routes/app/invoice-file.ts'),
  route('app/documents/archive/:competence', 'routes/app/documents/documents-archive.ts'),
  route('app/bank-statements/accounts/:accountId/exports/:type', 'routes/app/bank-statements/account-export.ts'),
  route('api/city-search', 'routes/api/city-search.ts'),
  route('api/cnpj-exists', 'routes/api/cnpj-exists.ts'),
  route('robots.txt', 'routes/seo/robots.ts'),
  route('sitemap.xml', 'routes/seo/sitemap-index.ts'),
  route('sitemaps/:file', 'routes/seo/sitemap-file.ts'),
  // Anything else: a 404 with "Page not found: {path}" (spec section 8), drawn by root's ErrorBoundary.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
