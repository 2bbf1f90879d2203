import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { stepPayloadSchemas, type StepId } from '@contabil/contracts';
import { companySteps } from './schema/companies.js';
import { openTestDatabase } from '../test/test-database.js';
import { createCompany } from '../test/factories.js';

// Migration 0024 (decision 019): the step payloads saved before money moved to reais on
// the wire carry `shareCapitalCents` and the guide's `amountCents`; it rewrites them to
// `shareCapital` and `amount` in reais, as the API now reads and sends them.

const statements = readFileSync(new URL('./migrations/0025_money_in_reais_on_the_wire.sql', import.meta.url), 'utf8')
  .split('--> statement-breakpoint')
  .map((statement) => statement.trim())
  .filter(Boolean);

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

const migrate = async () => {
  for (const statement of statements) await handle.db.execute(sql.raw(statement));
};

async function payloadOf(companyId: string, stepId: StepId) {
  const [row] = await handle.db
    .select({ payload: companySteps.payload })
    .from(companySteps)
    .where(and(eq(companySteps.companyId, companyId), eq(companySteps.stepId, stepId)));
  return row?.payload;
}

async function setPayload(companyId: string, stepId: StepId, payload: Record<string, unknown>) {
  await handle.db
    .update(companySteps)
    .set({ payload })
    .where(and(eq(companySteps.companyId, companyId), eq(companySteps.stepId, stepId)));
}

describe('0024: the stored step payloads move to reais', () => {
  test('share capital and the guide amount in centavos become reais; the rest of the payload stays', async () => {
    const company = await createCompany(handle.db, {
      trackId: 'create-company',
      status: 'pending',
      stepsDone: ['pre-registration', 'awaiting-guide'],
    });
    const { shareCapital: _capital, ...preRegistration } = (await payloadOf(company.id, 'pre-registration'))!;
    const { amount: _amount, ...guide } = (await payloadOf(company.id, 'awaiting-guide'))!;
    await setPayload(company.id, 'pre-registration', { ...preRegistration, shareCapitalCents: 1_000_050 });
    await setPayload(company.id, 'awaiting-guide', { ...guide, amountCents: 18_599 });

    await migrate();

    const migratedPreRegistration = await payloadOf(company.id, 'pre-registration');
    const migratedGuide = await payloadOf(company.id, 'awaiting-guide');
    expect(migratedPreRegistration).toEqual({ ...preRegistration, shareCapital: 10_000.5 });
    expect(migratedGuide).toEqual({ ...guide, amount: 185.99 });
    // What was saved then is a valid payload now.
    expect(stepPayloadSchemas['pre-registration'].safeParse(migratedPreRegistration).success).toBe(true);
    expect(stepPayloadSchemas['awaiting-guide'].safeParse(migratedGuide).success).toBe(true);

    // Run again (or on payloads saved in reais), it changes nothing.
    await migrate();
    expect(await payloadOf(company.id, 'pre-registration')).toEqual(migratedPreRegistration);
    expect(await payloadOf(company.id, 'awaiting-guide')).toEqual(migratedGuide);
  });

  test('a payload saved in reais, and the other steps, are left as they are', async () => {
    const company = await createCompany(handle.db, {
      trackId: 'create-company',
      status: 'pending',
      stepsDone: ['partner-registration', 'pre-registration', 'awaiting-guide'],
    });
    const before = {
      partners: await payloadOf(company.id, 'partner-registration'),
      preRegistration: await payloadOf(company.id, 'pre-registration'),
      guide: await payloadOf(company.id, 'awaiting-guide'),
    };
    expect(before.preRegistration).toMatchObject({ shareCapital: 10_000 });
    expect(before.guide).toMatchObject({ amount: 185 });
    await migrate();
    expect(await payloadOf(company.id, 'partner-registration')).toEqual(before.partners);
    expect(await payloadOf(company.id, 'pre-registration')).toEqual(before.preRegistration);
    expect(await payloadOf(company.id, 'awaiting-guide')).toEqual(before.guide);
  });
});
