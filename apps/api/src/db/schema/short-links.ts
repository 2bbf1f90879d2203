import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Short links of the functions API (`GET /functions/links/{alias}` redirects to `url`),
 * managed by system administrators. The alias is kept in lower case, and the unique index
 * on lower(alias) holds that two aliases never differ only by case.
 */
export const shortLinks = pgTable(
  'short_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    alias: text('alias').notNull(),
    /** An http(s) address, normalised (`new URL(...).href`). */
    url: text('url').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Times the redirect answered, counted in the same statement that reads the address. */
    hitCount: integer('hit_count').notNull().default(0),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('short_links_alias_key').on(sql`lower(${t.alias})`),
    index('short_links_created_at_idx').on(t.createdAt),
  ],
);
