/**
 * Keys with ids, for rotation without downtime (issue 18): the first key signs or encrypts,
 * every key verifies or decrypts, chosen by the id carried with what was signed (a JWT's
 * `kid`, a link's `kid`, the state's and the sealed token's prefix). Adding a new key in
 * front keeps everything made with the older ones valid; an old key is removed once what it
 * signed has expired (tokens 15 min, links hours, OAuth state 10 min) — bank tokens are
 * re-sealed with the current key at their next refresh.
 */
export interface Keyring<K> {
  current: { id: string; key: K };
  byId: ReadonlyMap<string, K>;
}

/** The id of what was signed before keys had ids (JWT_SECRET and what it derived). */
export const LEGACY_KEY_ID = 'jwt';

const KEY_ID = /^[\w-]{1,32}$/;

/** A keyring of one key. */
export function singleKey<K>(key: K, id = LEGACY_KEY_ID): Keyring<K> {
  return { current: { id, key }, byId: new Map([[id, key]]) };
}

/**
 * `id:secret,id:secret` (the first signs), each id of letters, digits, - or _ and each
 * secret of 32 characters or more; a text naming the problem when malformed.
 */
export function parseKeyList(value: string): { id: string; secret: string }[] | string {
  const entries = value.split(',').map((entry) => entry.trim());
  const out: { id: string; secret: string }[] = [];
  for (const entry of entries) {
    const at = entry.indexOf(':');
    const id = at > 0 ? entry.slice(0, at) : '';
    const secret = at > 0 ? entry.slice(at + 1) : '';
    if (!KEY_ID.test(id)) return 'cada chave como id:segredo, id com letras, dígitos, - ou _ (ex.: 2026-11:...)';
    if (secret.length < 32) return `a chave ${id} precisa ter pelo menos 32 caracteres`;
    if (out.some((k) => k.id === id)) return `o id ${id} aparece duas vezes`;
    out.push({ id, secret });
  }
  return out;
}

/**
 * The keyring of a `*_KEYS` variable: its keys (the first signs), then the key derived from
 * JWT_SECRET as `jwt` to verify only, so that moving to dedicated keys keeps what was signed
 * before. Unset: the derived key alone.
 */
export function keyringFrom<K>(value: string | undefined, toKey: (secret: string) => K, legacy: K): Keyring<K> {
  const parsed = value ? parseKeyList(value) : [];
  if (typeof parsed === 'string') throw new Error(parsed);
  if (parsed.length === 0) return singleKey(legacy);
  const byId = new Map<string, K>(parsed.map(({ id, secret }) => [id, toKey(secret)]));
  if (!byId.has(LEGACY_KEY_ID)) byId.set(LEGACY_KEY_ID, legacy);
  const first = parsed[0]!;
  return { current: { id: first.id, key: byId.get(first.id)! }, byId };
}

/** A keyring from either a bare key (tests, older callers) or a keyring. */
export function asKeyring<K>(key: K | Keyring<K>): Keyring<K> {
  return typeof key === 'object' && key !== null && 'byId' in key && 'current' in key
    ? (key as Keyring<K>)
    : singleKey(key as K);
}
