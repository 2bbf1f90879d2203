// The build manifest's redirects (spec section 2; content/redirects.json, compiled into
// builds/meta/<id>.json by build-manifest-plugin.ts), answered by the web server with 301:
// crawlers and old bookmarks reach the new page without running the client router.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The redirects of the build in `clientDirectory` (the build's latest.json names its manifest). */
export function readManifestRedirects(clientDirectory) {
  const latest = JSON.parse(readFileSync(path.join(clientDirectory, 'builds/latest.json'), 'utf8'));
  const meta = JSON.parse(readFileSync(path.join(clientDirectory, `builds/meta/${latest.id}.json`), 'utf8'));
  return meta.redirects ?? {};
}

/** Express middleware: GET and HEAD of an old path answer 301 to the new one, the query kept. */
export function manifestRedirects(clientDirectory) {
  const redirects = readManifestRedirects(clientDirectory);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const pathname = req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path;
    const target = redirects[pathname];
    if (!target) return next();
    const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
    res.set('Cache-Control', 'public, max-age=3600');
    return res.redirect(301, target + query);
  };
}
