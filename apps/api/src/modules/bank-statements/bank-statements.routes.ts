import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  OFX_MAX_BYTES,
  bankAccountListSchema,
  bankAccountParamsSchema,
  bankAccountsQuerySchema,
  bankCompanyQuerySchema,
  bankExportParamsSchema,
  bankExportQuerySchema,
  bankStatementMessages,
  bankTransactionListSchema,
  bankTransactionParamsSchema,
  bankTransactionSchema,
  bankTransactionsQuerySchema,
  bulkTaxCategoryResultSchema,
  bulkTaxCategorySchema,
  categoryRuleApplyResultSchema,
  categoryRuleApplySchema,
  categoryRuleInputSchema,
  categoryRuleListSchema,
  categoryRuleParamsSchema,
  categoryRuleSchema,
  categoryRulesQuerySchema,
  dataEnvelope,
  duplicateResolutionSchema,
  errorEnvelopeSchema,
  ofxUploadResultSchema,
  taxCategoryAssignResultSchema,
  taxCategoryAssignSchema,
  taxCategoryListSchema,
} from '@contabil/contracts';
import { authenticated, requireUser } from '../access/auth-context.js';
import { multipartFileReader } from '../../lib/multipart-file-reader.js';
import { sendAttachment } from '../../lib/send-attachment.js';
import { exportAccountMonth } from './bank-exports.js';
import {
  assignTaxCategory,
  assignTaxCategoryInBulk,
  listAccounts,
  listCategories,
  listTransactions,
  removeAccount,
  resolveDuplicate,
  uploadOfx,
  type BankStatementsDeps,
} from './bank-statements.service.js';
import { applyRule, changeRule, createRule, listRules, removeRule } from './category-rules.service.js';
import { bearerSecurity, errorResponses } from '../../lib/route-schema.js';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['bank-statements'];

/** OFX uploads, accounts, transactions, tax categories, learned rules and exports. */
export const bankStatementsRoutes: FastifyPluginAsyncZod<BankStatementsDeps> = async (app, deps) => {
  // Scoped to this plugin: the OFX upload's limits (10 MB, one file).
  await app.register(multipart, { limits: { fileSize: OFX_MAX_BYTES, files: 1, fields: 10, parts: 11 } });
  app.addHook('preHandler', authenticated);

  app.post(
    '/bank-statements/ofx/upload',
    {
      schema: {
        tags,
        summary: 'Importar um extrato OFX (multipart, campo file, até 10 MB)',
        description:
          'Contas achadas ou criadas por banco, agência e número (cartões pelo número). Duplicadas: FITID primeiro; sem FITID ou com FITID repetido no arquivo, data + valor + histórico + n-ésima ocorrência. Parecidas (mesmo valor em até 3 dias) entram marcadas como possíveis duplicadas. Uma transação de banco: uma recusa não grava nada.',
        security: bearerSecurity,
        consumes: ['multipart/form-data'],
        querystring: bankCompanyQuerySchema,
        response: {
          201: dataEnvelope(ofxUploadResultSchema),
          ...errors,
          413: errorEnvelopeSchema,
          422: errorEnvelopeSchema,
        },
      },
    },
    async (req, reply) => {
      const read = multipartFileReader(req, {
        tooLarge: bankStatementMessages.fileTooLarge,
        missing: bankStatementMessages.fileRequired,
      });
      const result = await uploadOfx(deps, requireUser(req), req.query.companyId, read, req.id);
      return reply.status(201).send({ data: result });
    },
  );

  app.get(
    '/bank-statements/accounts',
    {
      schema: {
        tags,
        summary: 'Contas bancárias e cartões da empresa, com saldo e contagens',
        security: bearerSecurity,
        querystring: bankAccountsQuerySchema,
        response: { 200: bankAccountListSchema, ...errors },
      },
    },
    async (req) => listAccounts(deps, requireUser(req), req.query),
  );

  app.delete(
    '/bank-statements/accounts/:id',
    {
      schema: {
        tags,
        summary: 'Apagar uma conta bancária com todas as suas transações',
        security: bearerSecurity,
        params: bankAccountParamsSchema,
        querystring: bankCompanyQuerySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await removeAccount(deps, requireUser(req), req.query.companyId, req.params.id, req.id);
      return reply.status(204).send(null);
    },
  );

  const exportRoute = {
    schema: {
      tags,
      summary: 'Exportar o mês de uma conta: txt (padrão, layout dos sistemas contábeis), csv ou ofx',
      security: bearerSecurity,
      params: bankExportParamsSchema,
      querystring: bankExportQuerySchema,
      produces: ['text/plain', 'text/csv', 'application/x-ofx'],
      response: { 200: z.unknown().describe('O arquivo, como anexo'), ...errors },
    },
  };
  const sendExport = async (
    req: { params: z.infer<typeof bankExportParamsSchema>; query: z.infer<typeof bankExportQuerySchema> },
    user: ReturnType<typeof requireUser>,
    reply: Parameters<typeof sendAttachment>[0],
  ) => {
    const file = await exportAccountMonth(
      deps,
      user,
      req.query.companyId,
      req.params.id,
      req.params.type,
      req.query.date,
    );
    return sendAttachment(reply, { ...file, size: file.body.length });
  };
  app.get('/bank-statements/accounts/:id/exports/:type', exportRoute, async (req, reply) =>
    sendExport(req, requireUser(req), reply),
  );
  app.get('/bank-statements/accounts/:id/exports', exportRoute, async (req, reply) =>
    sendExport(req, requireUser(req), reply),
  );

  app.get(
    '/bank-statements/tax-categories',
    {
      schema: {
        tags,
        summary: 'Categorias fiscais (lista única, por código)',
        security: bearerSecurity,
        response: { 200: taxCategoryListSchema, 401: errorEnvelopeSchema },
      },
    },
    async () => ({ data: await listCategories(deps) }),
  );

  app.get(
    '/bank-statements/transactions',
    {
      schema: {
        tags,
        summary: 'Transações da empresa, mais recentes primeiro, com filtros e somas',
        security: bearerSecurity,
        querystring: bankTransactionsQuerySchema,
        response: { 200: bankTransactionListSchema, ...errors },
      },
    },
    async (req) => listTransactions(deps, requireUser(req), req.query),
  );

  app.put(
    '/bank-statements/transactions/tax-category',
    {
      schema: {
        tags,
        summary: 'Categorizar várias transações de uma vez',
        security: bearerSecurity,
        querystring: bankCompanyQuerySchema,
        body: bulkTaxCategorySchema,
        response: { 200: dataEnvelope(bulkTaxCategoryResultSchema), ...errors },
      },
    },
    async (req) => ({ data: await assignTaxCategoryInBulk(deps, requireUser(req), req.query.companyId, req.body) }),
  );

  app.put(
    '/bank-statements/transactions/:id/tax-category',
    {
      schema: {
        tags,
        summary: 'Categorizar uma transação (e as parecidas, e lembrar a regra)',
        security: bearerSecurity,
        params: bankTransactionParamsSchema,
        querystring: bankCompanyQuerySchema,
        body: taxCategoryAssignSchema,
        response: { 200: dataEnvelope(taxCategoryAssignResultSchema), ...errors },
      },
    },
    async (req) => ({
      data: await assignTaxCategory(deps, requireUser(req), req.query.companyId, req.params.id, req.body),
    }),
  );

  app.put(
    '/bank-statements/transactions/:id/duplicate',
    {
      schema: {
        tags,
        summary: 'Resolver uma possível duplicada: manter (200) ou remover (204)',
        security: bearerSecurity,
        params: bankTransactionParamsSchema,
        querystring: bankCompanyQuerySchema,
        body: duplicateResolutionSchema,
        response: { 200: dataEnvelope(bankTransactionSchema), 204: z.null(), ...errors, 409: errorEnvelopeSchema },
      },
    },
    async (req, reply) => {
      const kept = await resolveDuplicate(
        deps,
        requireUser(req),
        req.query.companyId,
        req.params.id,
        req.body.action,
        req.id,
      );
      if (!kept) return reply.status(204).send(null);
      return { data: kept };
    },
  );

  app.get(
    '/bank-statements/category-rules',
    {
      schema: {
        tags,
        summary: 'Regras aprendidas da empresa',
        security: bearerSecurity,
        querystring: categoryRulesQuerySchema,
        response: { 200: categoryRuleListSchema, ...errors },
      },
    },
    async (req) => listRules(deps, requireUser(req), req.query),
  );

  app.post(
    '/bank-statements/category-rules',
    {
      schema: {
        tags,
        summary: 'Criar uma regra: transações cujo histórico contém o texto vão para a categoria',
        security: bearerSecurity,
        querystring: bankCompanyQuerySchema,
        body: categoryRuleInputSchema,
        response: { 201: dataEnvelope(categoryRuleSchema), ...errors, 409: errorEnvelopeSchema },
      },
    },
    async (req, reply) => {
      const rule = await createRule(deps, requireUser(req), req.query.companyId, req.body);
      return reply.status(201).send({ data: rule });
    },
  );

  app.put(
    '/bank-statements/category-rules/:id',
    {
      schema: {
        tags,
        summary: 'Alterar uma regra',
        security: bearerSecurity,
        params: categoryRuleParamsSchema,
        querystring: bankCompanyQuerySchema,
        body: categoryRuleInputSchema,
        response: { 200: dataEnvelope(categoryRuleSchema), ...errors, 409: errorEnvelopeSchema },
      },
    },
    async (req) => ({
      data: await changeRule(deps, requireUser(req), req.query.companyId, req.params.id, req.body),
    }),
  );

  app.delete(
    '/bank-statements/category-rules/:id',
    {
      schema: {
        tags,
        summary: 'Apagar uma regra (as transações mantêm a categoria)',
        security: bearerSecurity,
        params: categoryRuleParamsSchema,
        querystring: bankCompanyQuerySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await removeRule(deps, requireUser(req), req.query.companyId, req.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/bank-statements/category-rules/:id/apply',
    {
      schema: {
        tags,
        summary: 'Aplicar uma regra às transações existentes',
        security: bearerSecurity,
        params: categoryRuleParamsSchema,
        querystring: bankCompanyQuerySchema,
        body: categoryRuleApplySchema.optional(),
        response: { 200: dataEnvelope(categoryRuleApplyResultSchema), ...errors },
      },
    },
    async (req) => ({
      data: await applyRule(deps, requireUser(req), req.query.companyId, req.params.id, req.body?.overwrite ?? false),
    }),
  );
};
