// The web server's production guard (issue 18): with NODE_ENV=production it refuses to
// start on settings that only work on the developer's machine, listing every problem in
// one message. The API has its own (apps/api/src/config/production-guard.ts); both take
// isLoopbackUrl from the contracts package, which plain Node loads through type stripping.

import { isLoopbackUrl } from '@contabil/contracts/loopback-url';

/** Every reason `env` is not fit for production (empty outside production). */
export function webProductionProblems(env) {
  if (env.NODE_ENV !== 'production') return [];
  const problems = [];
  const apiPublicUrl = env.API_PUBLIC_URL || 'http://localhost:3001';
  if (isLoopbackUrl(apiPublicUrl)) {
    problems.push(`API_PUBLIC_URL: ${apiPublicUrl} só é acessível nesta máquina; informe o endereço público da API`);
  }
  if (env.SITE_URL && isLoopbackUrl(env.SITE_URL)) {
    problems.push(`SITE_URL: ${env.SITE_URL} só é acessível nesta máquina; informe o endereço público do site`);
  }
  if (env.METRICS_TOKEN && env.METRICS_TOKEN.length < 32) {
    problems.push('METRICS_TOKEN: precisa ter pelo menos 32 caracteres');
  }
  return problems;
}

export function webProductionRefusal(problems) {
  return [
    'Configuração insegura para produção (NODE_ENV=production); corrija:',
    ...problems.map((p) => `  - ${p}`),
  ].join('\n');
}
