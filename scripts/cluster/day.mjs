// The scripted day, through the load balancer only: sign-ups, each company through the
// accountant-switch track (customer steps, sandbox payment, our accountant's step and the
// move to active), monthly NFS schedules, tax guides due in three days uploaded by the
// administrator (bytes to S3 through the presigned link), a password reset, and pages of
// the web. Plus the steady background traffic that runs while replicas are killed.
/* global fetch, AbortSignal */
import { randomUUID } from 'node:crypto';
import { addDays, brasiliaDay, isoDay, monthKey, randomCnpj, randomCpf, sleep } from './util.mjs';

/** The terms and privacy policy version a sign-up accepts: LEGAL_DOCUMENTS_VERSION of packages/contracts/src/legal.ts (a change there answers 400 here). */
const LEGAL_VERSION = '2026-11-26';

export const PASSWORD = 'senha-forte-cluster-123';
export const NEW_PASSWORD = 'senha-nova-cluster-456';
/** Análise e desenvolvimento de sistemas (national service list). */
const SERVICE_CODE = '010101';
/** A tiny PDF: the API checks the uploaded bytes. */
const SAMPLE_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

export async function signIn(client, email, password = PASSWORD) {
  const body = await client.must('POST', '/auth/sign-in', { body: { email, password }, label: `sign-in ${email}` });
  return body.data.accessToken;
}

/** A new person who wants to switch accountants: the sign-up creates their pending company. */
export async function signUpCustomer(client, n) {
  const email = `cliente${n}.${randomUUID().slice(0, 6)}@cluster.exemplo.com.br`;
  const name = `Cliente ${n} da Silva`;
  await client.must('POST', '/users', {
    body: {
      name,
      email,
      password: PASSWORD,
      phone: '(11) 91234-5678',
      trackId: 'migrate-company',
      acceptedLegalVersion: LEGAL_VERSION,
    },
    expect: [201],
    label: `sign-up ${n}`,
  });
  const token = await signIn(client, email);
  const companies = await client.must('GET', '/companies/me', { token });
  const company = companies.data[0];
  if (!company) throw new Error(`sign-up ${n}: no company was created`);
  return { n, email, name, token, companyId: company.id, cnpj: randomCnpj() };
}

/** The customer's three steps, the plan and its sandbox payment. */
export async function customerTrack(client, customer, planId) {
  const { token, companyId } = customer;
  const step = (stepId, body) =>
    client.must('POST', `/companies/${companyId}/steps/${stepId}`, { token, body, label: `${stepId} ${customer.n}` });
  await step('partner-registration-basic', {
    partners: [{ name: customer.name, cpf: randomCpf(), sharePercent: 100, isAdministrator: true }],
  });
  await step('migrate-accountant', {
    cnpj: customer.cnpj,
    currentAccountant: { name: 'Escritório Contábil Antigo', email: 'contato@antigo.com.br' },
    taxRegime: 'simples_nacional',
    hasEmployees: false,
  });
  await step('select-fiscal-address', {
    address: {
      zipCode: '01310-100',
      street: 'Avenida Paulista',
      number: String(1000 + customer.n),
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      ibgeCode: 3550308,
    },
    propertyUse: 'virtual_office',
  });
  const checkout = await client.must(
    'POST',
    `/subscriptions/${planId}?companyId=${companyId}&returnPath=/app/wizard/company-migration`,
    { token, expect: [201], label: `checkout ${customer.n}` },
  );
  const sessionId = new URL(checkout.data.url).pathname.split('/').pop();
  await client.must('GET', `/payments/sandbox/sessions/${sessionId}`);
  await client.must('POST', `/payments/sandbox/sessions/${sessionId}/pay`, { label: `pay ${customer.n}` });
  const company = await client.must('GET', `/companies/${companyId}`, { token });
  if (company.data.status !== 'migrating') {
    throw new Error(`company ${customer.n} is ${company.data.status} after paying, not migrating`);
  }
}

/** Our accountant hands over the company's data, which makes it active. */
export async function accountantFinishes(client, adminToken, customer) {
  const { companyId } = customer;
  const orders = await client.must('GET', '/companies/orders/migration-requests', { token: adminToken });
  if (!Array.isArray(orders.data)) throw new Error('the migration requests list is not a list');
  await client.must('POST', `/companies/${companyId}/steps/download-company-info`, {
    token: adminToken,
    body: {
      cnpj: customer.cnpj,
      legalName: `Cliente ${customer.n} Servicos de Tecnologia Ltda`,
      openedAt: '2015-04-01',
      municipalInscription: `1.234.56${customer.n}-0`,
    },
    label: `download-company-info ${customer.n}`,
  });
  // The track's last step makes the company active by itself (issue 27): no status change by hand.
  const active = await client.must('GET', `/companies/${companyId}`, {
    token: adminToken,
    label: `active ${customer.n}`,
  });
  if (active.data.status !== 'active') throw new Error(`company ${customer.n} is ${active.data.status}, not active`);
}

/**
 * The day of the k-th schedule of a company (k = 1, 2): today's Brasília day when it is
 * 1-12 (the range the product allows); later in the month, days 12 and 11, already past.
 */
export function scheduleDay(k, now = new Date()) {
  const today = brasiliaDay(now);
  return today.day <= 12 ? today.day : 12 - (k - 1);
}

/** A monthly NFS request of the company, as its member asks for it. Returns the schedule id. */
export async function createSchedule(client, customer, dayOfMonth, k) {
  const body = await client.must('POST', `/nfs/schedulers?companyId=${customer.companyId}`, {
    token: customer.token,
    expect: [201],
    body: {
      emissionType: 'cnpj',
      cnpj: randomCnpj(),
      totalValue: 1500 + k,
      taker: { name: `Tomador Mensal ${customer.n}-${k} Ltda`, email: `financeiro${k}@tomador.com.br` },
      serviceCode: SERVICE_CODE,
      serviceDescription: 'Manutenção mensal do sistema',
      dayOfMonth,
      active: true,
    },
    label: `schedule ${customer.n}-${k}`,
  });
  return body.data.id;
}

/** A DAS guide due in three days, uploaded by our accountant: signed link, PUT to S3, register. */
export async function uploadGuide(client, adminToken, customer, k, now = new Date()) {
  const today = brasiliaDay(now);
  const due = isoDay(addDays(today, 3));
  const competence = monthKey(addDays({ ...today, day: 1 }, -1));
  const fileName = `guia-das-${customer.n}-${k}.pdf`;
  const link = await client.must(
    'GET',
    `/upload/${fileName}?companyId=${customer.companyId}&contentType=application/pdf&size=${SAMPLE_PDF.length}`,
    { token: adminToken, label: `upload link ${customer.n}-${k}` },
  );
  const put = await fetch(link.data.url, {
    method: 'PUT',
    headers: link.data.headers,
    body: SAMPLE_PDF,
    signal: AbortSignal.timeout(15_000),
  });
  if (!put.ok) throw new Error(`S3 PUT of ${fileName} answered ${put.status}: ${(await put.text()).slice(0, 200)}`);
  const doc = await client.must('POST', `/documents?companyId=${customer.companyId}`, {
    token: adminToken,
    expect: [201],
    body: { key: link.data.key, type: 'das', competence, dueDate: due, amount: 250 + k },
    label: `guide ${customer.n}-${k}`,
  });
  return { id: doc.data.id, key: doc.data.key, dueDate: due, companyId: customer.companyId, email: customer.email };
}

/**
 * Steady traffic while replicas are killed: `workers` loops of reads, sign-ins and web
 * pages through the load balancer, until stop() is called. Returns { stop, done }.
 */
export function backgroundTraffic(client, customers, { workers = 4, pauseMs = 40 } = {}) {
  let running = true;
  let signUps = 0;
  let madeUsers = 0;
  const actions = [
    (c) => client.api('GET', '/auth/me', { token: c.token }),
    (c) => client.api('GET', '/companies/me', { token: c.token }),
    (c) => client.api('GET', `/nfs/schedulers?companyId=${c.companyId}`, { token: c.token }),
    (c) => client.api('GET', `/documents?companyId=${c.companyId}`, { token: c.token }),
    (c) => client.api('GET', `/companies/${c.companyId}/steps`, { token: c.token }),
    () => client.api('GET', '/plans'),
    () => client.api('GET', '/health'),
    () => client.web('GET', '/app/login'),
    () => client.web('GET', '/robots.txt'),
    async () => {
      signUps += 1;
      const email = `fundo${signUps}.${randomUUID().slice(0, 6)}@cluster.exemplo.com.br`;
      const made = await client.api('POST', '/users', {
        body: { name: `Pessoa de Passagem ${signUps}`, email, password: PASSWORD, acceptedLegalVersion: LEGAL_VERSION },
        expect: [201],
      });
      // Sign-ins are limited per address (10 in 15 minutes): each new person signs in once.
      if (made.ok) {
        madeUsers += 1;
        await client.api('POST', '/auth/sign-in', { body: { email, password: PASSWORD } });
      }
    },
  ];
  const loop = async (w) => {
    let i = w;
    while (running) {
      const customer = customers[i % customers.length];
      await actions[i % actions.length](customer);
      i += 1;
      await sleep(pauseMs);
    }
  };
  const done = Promise.all(Array.from({ length: workers }, (_, w) => loop(w)));
  return {
    stop: async () => {
      running = false;
      await done;
      return { signUps: madeUsers };
    },
  };
}
