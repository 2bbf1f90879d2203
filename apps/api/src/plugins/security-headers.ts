import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's security headers on every answer. The middleware is built once: @fastify/helmet
 * called `helmet(options)` on every request (two onRequest hooks, one of them async, and
 * the CSP directives parsed and checked again each time, about 2% of the API's CPU under
 * the list load, decision 017). Nothing here used its per-route options or `reply.helmet`.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const setHeaders = helmet({
    // The API answers JSON; only /docs serves a page, and its UI needs inline styles.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'validator.swagger.io'],
        scriptSrc: ["'self'"],
      },
    },
  });
  // Its middlewares only set and remove headers, synchronously; since helmet 8.1 they
  // throw rather than pass an error on, so `next` has nothing to carry.
  const next = () => undefined;
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, next);
    done();
  });
}
