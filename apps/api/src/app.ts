import Fastify, { type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import { randomUUID } from 'node:crypto';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env.js';
import { loggerOptions } from './lib/logger.js';
import type { DatabaseHandle } from './db/client.js';
import { authPlugin } from './modules/access/auth-context.js';
import { frameworkErrors, registerErrorHandler } from './plugins/error-handler.js';
import { registerDrainOnClose } from './plugins/drain-on-close.js';
import { registerInputGuard } from './plugins/input-guard.js';
import { registerMetrics } from './plugins/metrics.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerOpenApi } from './plugins/openapi.js';
import type { Tracing } from './observability/tracing.js';
import { safeLoggerOptions } from './lib/log-safety.js';
import { createAccessTokens } from './modules/auth/access-token.js';
import { createMailer, type JobSender } from './modules/mail/mailer.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { adminUsersRoutes } from './modules/admin-users/admin-users.routes.js';
import { supportAccessGuard } from './modules/support-access/support-access.guard.js';
import { supportAccessRoutes } from './modules/support-access/support-access.routes.js';
import { invitesRoutes } from './modules/invites/invites.routes.js';
import { referralsRoutes } from './modules/referrals/referrals.routes.js';
import { privacyRoutes } from './modules/privacy/privacy.routes.js';
import { partnersRoutes } from './modules/partners/partners.routes.js';
import { companiesRoutes } from './modules/companies/companies.routes.js';
import { companyFilesRoutes } from './modules/company-files/company-files.routes.js';
import { lucaRoutes } from './modules/luca/luca.routes.js';
import { cnpjLookupRoutes } from './modules/cnpj-lookup/cnpj-lookup.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { municipalitiesRoutes } from './modules/municipalities/municipalities.routes.js';
import { featureFlagsRoutes } from './modules/feature-flags/feature-flags.routes.js';
import { plansRoutes } from './modules/plans/plans.routes.js';
import { billingRoutes } from './modules/billing/billing.routes.js';
import { leadsRoutes } from './modules/leads/leads.routes.js';
import { nfsSchedulesRoutes } from './modules/nfs-schedules/nfs-schedules.routes.js';
import { reportsRoutes } from './modules/reports/reports.routes.js';
import { simplesRoutes } from './modules/simples/simples.routes.js';
import { simplesWorkflowRoutes } from './modules/simples/simples-workflow.routes.js';
import { reconciliationRoutes } from './modules/reconciliation/reconciliation.routes.js';
import { obligationsRoutes } from './modules/obligations/obligations.routes.js';
import { workQueueRoutes } from './modules/work-queue/work-queue.routes.js';
import { cnaesRoutes } from './modules/cnaes/cnaes.routes.js';
import { nfsRequestsRoutes } from './modules/nfs/nfs-requests.routes.js';
import { fiscalProfileRoutes } from './modules/nfse-nacional/profile/fiscal-profile.routes.js';
import { nfsLookupsRoutes } from './modules/nfs/nfs-lookups.routes.js';
import { testSupportRoutes } from './modules/test-support/test-support.routes.js';
import { billingClockRoutes } from './modules/test-support/billing-clock.routes.js';
import { createObjectStorage, isLocalStorage, type ObjectStorage } from './modules/storage/index.js';
import { fileLinksRoutes } from './modules/company-files/file-links.routes.js';
import { localObjectsRoutes } from './modules/storage/local-objects.routes.js';
import { documentsRoutes } from './modules/documents/documents.routes.js';
import { areasRoutes } from './modules/areas/areas.routes.js';
import { shortLinksRoutes } from './modules/short-links/short-links.routes.js';
import { bankStatementsRoutes } from './modules/bank-statements/bank-statements.routes.js';
import type { ImportSeams } from './modules/bank-statements/statement-import.js';
import { bankConnectionsRoutes } from './modules/bank-statements/cora/bank-connections.routes.js';
import { createCoraProvider } from './modules/bank-statements/cora/cora-provider.js';
import { appKeys } from './config/keys.js';
import { sitemapRoutes } from './modules/sitemap/sitemap.routes.js';
import { responseSerializerCompiler } from './lib/response-serializer.js';
import { conversationsRoutes } from './modules/conversations/conversations.routes.js';

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** A pino logger made beforehand (server.ts logs start-up with it); wins over `logger`. */
  loggerInstance?: FastifyBaseLogger;
  /** The time the date-dependent modules (schedules, reports) read; tests pin it. */
  clock?: () => Date;
  /** Where file bytes live; by default the one `config.storage` names, signing with `clock`. */
  storage?: ObjectStorage;
  /** Test seams of the bank statement import (a failure injected halfway). */
  bankImportSeams?: ImportSeams;
  /** The job queue the mailer writes delivery jobs to (jobs/job-queue.ts). */
  jobs: JobSender;
  /** OpenTelemetry, when OTEL_EXPORTER_OTLP_ENDPOINT is set (observability/tracing.ts). */
  tracing?: Tracing | null;
}

/** plugins -> modules -> error handler. No I/O here beyond what the plugins need. */
export async function buildApp({
  config,
  database,
  logger,
  loggerInstance,
  clock = () => new Date(),
  storage = createObjectStorage(config.storage, { clock }),
  bankImportSeams,
  jobs,
  tracing,
}: BuildAppOptions) {
  const app = Fastify({
    ...(loggerInstance
      ? { loggerInstance }
      : {
          // Every logger gets the safe serializers (no bodies, values cut): lib/log-safety.ts.
          logger:
            logger && typeof logger === 'object' && !('info' in logger)
              ? { ...safeLoggerOptions, ...logger }
              : (logger ?? loggerOptions(config)),
        }),
    bodyLimit: config.bodyLimitBytes,
    // A request read after the stop began (its bytes arrived while the process was busy) is
    // answered like the others, its connection then closed (plugins/drain-on-close.ts): by
    // default Fastify refused it with a bare 503 outside the envelope, though it came before
    // the stop. New connections are refused by the server's close itself.
    return503OnClosing: false,
    // Only the proxies TRUST_PROXY names may set X-Forwarded-For (none by default): with
    // `true` any client could forge its address and walk past the per-IP limits.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true },
    // Bad URL encodings and over-long path values answer in the contract's envelope.
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  // Before any route: @fastify/otel wraps the routes defined after it.
  if (tracing) await app.register(tracing.fastifyPlugin);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(config.env === 'production'));
  registerErrorHandler(app);
  registerInputGuard(app);
  // A stop (SIGTERM) closes each connection once its request is answered, keep-alive or not.
  registerDrainOnClose(app);
  // GET /metrics behind METRICS_TOKEN, and the request duration of every answer.
  registerMetrics(app, { database, token: config.metricsToken });

  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  // Helmet's headers, its middleware built once (plugins/security-headers.ts).
  registerSecurityHeaders(app);
  await app.register(cors, {
    origin: [config.webOrigin],
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    exposedHeaders: ['x-request-id', 'retry-after'],
  });
  await app.register(cookie);

  // The OpenAPI document and, when API_DOCS is public, /docs and /openapi.json (plugins/openapi.ts).
  await registerOpenApi(app, { serve: config.apiDocs === 'public', webOrigin: config.webOrigin });

  // The four keys apart, with ids (config/keys.ts); derived from JWT_SECRET when not set.
  const keys = config.keys ?? appKeys({}, config.jwtSecret, config.bankTokensKey);
  const tokens = createAccessTokens(keys.accessTokens);
  const mailer = createMailer(jobs);
  const db = database.db;

  await app.register(authPlugin, { tokens, db });
  // Right after the token is read: a support token's session is checked and every request audited.
  await app.register(supportAccessGuard, { db, now: clock });
  await app.register(healthRoutes, { database, storage });
  await app.register(authRoutes, {
    deps: {
      db,
      tokens,
      mailer,
      webOrigin: config.webOrigin,
      signInMaxPerIp: config.signInMaxPerIp,
    },
    secureCookies: config.env === 'production',
  });
  await app.register(usersRoutes, {
    db,
    mailer,
    webOrigin: config.webOrigin,
    apiPublicUrl: config.apiPublicUrl,
    storage,
    now: clock,
    signUpMaxPerIp: config.signUpMaxPerIp,
  });
  await app.register(adminUsersRoutes, { db, mailer, webOrigin: config.webOrigin });
  await app.register(supportAccessRoutes, { db, tokens, now: clock });
  await app.register(invitesRoutes, { db, mailer, webOrigin: config.webOrigin, now: clock });
  await app.register(referralsRoutes, { db, webOrigin: config.webOrigin });
  await app.register(privacyRoutes, {
    db,
    mailer,
    now: clock,
    supportEmail: config.supportEmail,
    webOrigin: config.webOrigin,
  });
  await app.register(partnersRoutes, { db, mailer, webOrigin: config.webOrigin });
  await app.register(companiesRoutes, { db, cnpjLookup: config.cnpjLookup, mailer, webOrigin: config.webOrigin });
  await app.register(fileLinksRoutes, { db, storage, now: clock });
  // The local driver's links are served by the API itself (S3's by the bucket).
  if (isLocalStorage(storage)) await app.register(localObjectsRoutes, { storage, webOrigin: config.webOrigin });
  // The documents plugin, right after the storage routes (documents hold stored objects).
  await app.register(documentsRoutes, { db, storage, mailer, webOrigin: config.webOrigin, now: clock });
  await app.register(companyFilesRoutes, { db, storage });
  await app.register(lucaRoutes, { db, luca: config.luca });
  await app.register(areasRoutes, { db });
  await app.register(shortLinksRoutes, { db, now: clock });
  await app.register(bankStatementsRoutes, { db, now: clock, importSeams: bankImportSeams });
  await app.register(bankConnectionsRoutes, {
    db,
    now: clock,
    provider: config.cora ? createCoraProvider(config.cora, { now: clock }) : null,
    tokensKey: keys.bankTokens,
    stateKey: keys.oauthState,
    featureFlags: config.featureFlags,
  });
  await app.register(cnpjLookupRoutes, { lookup: config.cnpjLookup });
  await app.register(municipalitiesRoutes, { db });
  await app.register(featureFlagsRoutes, { lists: config.featureFlags, configured: { cora: config.cora !== null } });
  await app.register(plansRoutes, { db });
  await app.register(billingRoutes, { db, config, mailer, jobs });
  await app.register(leadsRoutes, { db });
  await app.register(nfsSchedulesRoutes, { db, now: clock });
  await app.register(reportsRoutes, { db, now: clock });
  await app.register(simplesRoutes, { db });
  await app.register(simplesWorkflowRoutes, { db, storage, mailer, webOrigin: config.webOrigin, now: clock });
  await app.register(reconciliationRoutes, { db });
  await app.register(obligationsRoutes, { db, now: clock });
  await app.register(workQueueRoutes, { db, now: clock });
  await app.register(cnaesRoutes, { db });
  await app.register(sitemapRoutes, { db });
  await app.register(nfsRequestsRoutes, {
    db,
    storage,
    mailer,
    webOrigin: config.webOrigin,
    national: { nfse: config.nfse, jobs, now: clock },
  });
  await app.register(nfsLookupsRoutes, { db });
  await app.register(fiscalProfileRoutes, { db, certificatesKey: config.nfse.certificatesKey, now: clock });
  await app.register(conversationsRoutes, { db, storage, queueConnection: database.queueConnection, now: clock });
  if (config.env === 'test') await app.register(testSupportRoutes, { db });
  if (config.env === 'test') await app.register(billingClockRoutes, { db, config, mailer });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
