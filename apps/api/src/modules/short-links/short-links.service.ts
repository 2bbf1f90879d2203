import {
  shortLinkMessages,
  SHORT_LINK_ALIAS_MAX,
  SHORT_LINK_ALIAS_PATTERN,
  type ShortLink,
  type ShortLinksQuery,
  type ShortLinkValues,
} from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { recordAudit } from '../audit/audit.repository.js';
import {
  AliasTakenError,
  deleteShortLink,
  findShortLink,
  followShortLink,
  insertShortLink,
  listShortLinksPage,
  updateShortLink,
  type ShortLinkRow,
} from './short-links.repository.js';

export interface AdminActor {
  actorUserId: string;
  requestId: string;
}

function toShortLink(row: ShortLinkRow): ShortLink {
  return {
    id: row.id,
    alias: row.alias,
    url: row.url,
    hitCount: row.hitCount,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    createdBy: row.createdBy && row.createdByName ? { uid: row.createdBy, name: row.createdByName } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const aliasTaken = () => conflict(shortLinkMessages.aliasTaken, { alias: shortLinkMessages.aliasTaken });

/** `GET /functions/links/{alias}`: the address to send the visitor to, counting the visit; 404 for an unknown alias. */
export async function resolveShortLink(db: Database, alias: string, now: Date): Promise<string> {
  // Anything that could never be an alias is not looked up.
  const url =
    alias.length <= SHORT_LINK_ALIAS_MAX && SHORT_LINK_ALIAS_PATTERN.test(alias)
      ? await followShortLink(db, alias, now)
      : null;
  if (!url) throw notFound(shortLinkMessages.linkNotFound);
  return url;
}

export async function listShortLinks(db: Database, query: ShortLinksQuery) {
  const { rows, total } = await listShortLinksPage(db, query);
  return { data: rows.map(toShortLink), total, limit: query.limit, offset: query.offset };
}

export async function createShortLink(db: Database, input: ShortLinkValues, actor: AdminActor): Promise<ShortLink> {
  try {
    return await db.transaction(async (tx) => {
      const id = await insertShortLink(tx, { ...input, createdBy: actor.actorUserId });
      await recordAudit(tx, null, {
        ...actor,
        action: 'short_link.created',
        entityType: 'short_link',
        entityId: id,
        details: { alias: input.alias, url: input.url },
      });
      const row = await findShortLink(tx, id);
      if (!row) throw new Error('short link vanished after insert');
      return toShortLink(row);
    });
  } catch (err) {
    if (err instanceof AliasTakenError) throw aliasTaken();
    throw err;
  }
}

export async function changeShortLink(
  db: Database,
  id: string,
  input: ShortLinkValues,
  actor: AdminActor,
  now: Date,
): Promise<ShortLink> {
  try {
    return await db.transaction(async (tx) => {
      const before = await findShortLink(tx, id);
      if (!before || !(await updateShortLink(tx, id, input, now))) throw notFound(shortLinkMessages.linkNotFound);
      await recordAudit(tx, null, {
        ...actor,
        action: 'short_link.updated',
        entityType: 'short_link',
        entityId: id,
        details: {
          changes: {
            alias: { from: before.alias, to: input.alias },
            url: { from: before.url, to: input.url },
          },
        },
      });
      const after = await findShortLink(tx, id);
      if (!after) throw notFound(shortLinkMessages.linkNotFound);
      return toShortLink(after);
    });
  } catch (err) {
    if (err instanceof AliasTakenError) throw aliasTaken();
    throw err;
  }
}

export async function removeShortLink(db: Database, id: string, actor: AdminActor): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await deleteShortLink(tx, id);
    if (!deleted) throw notFound(shortLinkMessages.linkNotFound);
    await recordAudit(tx, null, {
      ...actor,
      action: 'short_link.deleted',
      entityType: 'short_link',
      entityId: id,
      details: deleted,
    });
  });
}
