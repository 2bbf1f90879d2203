import type { TestContext } from '../../test/test-app.js';
import { createCompany, createUser, randomCnpj, signInAs } from '../../test/factories.js';
import { updateCompany } from '../companies/companies.repository.js';

/** An ME with a fresh CNPJ, opened on 2019-02-01; its owner and the owner's authorization (`customer`). */
export async function meOpenedIn2019(ctx: TestContext) {
  const owner = await createUser(ctx.database.db);
  const company = await createCompany(ctx.database.db, { owner, cnpj: randomCnpj() });
  await updateCompany(ctx.database.db, company.id, { size: 'ME', openedOn: '2019-02-01' });
  return { owner, company, customer: (await signInAs(ctx.app, owner)).authorization };
}
