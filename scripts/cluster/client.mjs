// The scripted day's HTTP client: every call goes to a load balancer port, carries a call
// id (X-Cluster-Call, logged by haproxy) and is recorded with its start, end and outcome.
/* global fetch, AbortSignal */

export class ClusterClient {
  constructor({ apiUrl, webUrl, timeoutMs = 30_000 }) {
    this.apiUrl = apiUrl;
    this.webUrl = webUrl;
    this.timeoutMs = timeoutMs;
    /** { id, tier, method, path, start, end, status, ok, error, label } */
    this.calls = [];
    this.next = 1;
  }

  /**
   * One call. `expect` lists the statuses that count as success (default: any 2xx).
   * Never throws for an HTTP or network failure: the call is recorded as failed and the
   * result says so ({ ok, status, body, error }). Callers decide whether they can go on.
   */
  async call(tier, method, path, { body, token, expect, headers = {}, label } = {}) {
    const id = `c${this.next++}`;
    const base = tier === 'web' ? this.webUrl : this.apiUrl;
    const record = { id, tier, method, path: path.replace(/[?].*$/, ''), label, start: Date.now() };
    this.calls.push(record);
    const init = {
      method,
      headers: {
        'x-cluster-call': id,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(this.timeoutMs),
    };
    try {
      const res = await fetch(base + path, init);
      const text = await res.text();
      record.end = Date.now();
      record.status = res.status;
      record.ok = expect ? expect.includes(res.status) : res.status >= 200 && res.status < 300;
      let parsed = text;
      if ((res.headers.get('content-type') ?? '').includes('json') && text) {
        try {
          parsed = JSON.parse(text);
        } catch {
          // keep the text
        }
      }
      if (!record.ok) record.error = `HTTP ${res.status}: ${text.slice(0, 300)}`;
      return { ok: record.ok, status: res.status, body: parsed, error: record.error };
    } catch (err) {
      record.end = Date.now();
      record.status = null;
      record.ok = false;
      record.error =
        err instanceof Error
          ? `${err.name}: ${err.message}${err.cause ? ` (${err.cause.code ?? err.cause.message})` : ''}`
          : String(err);
      return { ok: false, status: null, body: null, error: record.error };
    }
  }

  api(method, path, options) {
    return this.call('api', method, path, options);
  }

  web(method, path, options) {
    return this.call('web', method, path, options);
  }

  /** Like api(), but a failure ends the scripted step with an error naming the call. */
  async must(method, path, options = {}) {
    const res = await this.api(method, path, options);
    if (!res.ok) throw new Error(`${options.label ?? `${method} ${path}`} failed: ${res.error}`);
    return res.body;
  }
}
