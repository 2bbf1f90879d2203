import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  companyIdQuerySchema,
  dataEnvelope,
  errorEnvelopeSchema,
  nfseCertificateUploadSchema,
  nfseFiscalProfileInputSchema,
  nfseFiscalProfileSchema,
} from '@contabil/contracts';
import { authenticated, requireUser } from '../../access/auth-context.js';
import {
  getFiscalProfile,
  saveFiscalProfile,
  uploadCertificate,
  type FiscalProfileDeps,
} from './fiscal-profile.service.js';
import { bearerSecurity, errorResponses } from '../../../lib/route-schema.js';

const errors = errorResponses(400, 401, 403, 404);
const profile = dataEnvelope(nfseFiscalProfileSchema);

/** The company's fiscal profile for the NFS-e Nacional and its A1 certificate (decision 018). */
export const fiscalProfileRoutes: FastifyPluginAsyncZod<FiscalProfileDeps> = async (app, deps) => {
  app.addHook('preHandler', authenticated);

  app.get(
    '/nfse/profile',
    {
      schema: {
        tags: ['nfse'],
        summary: 'O perfil fiscal da empresa para a NFS-e nacional (com o titular e a validade do certificado)',
        security: bearerSecurity,
        querystring: companyIdQuerySchema,
        response: { 200: profile, ...errors },
      },
    },
    async (req) => ({ data: await getFiscalProfile(deps.db, requireUser(req), req.query.companyId) }),
  );

  app.put(
    '/nfse/profile',
    {
      schema: {
        tags: ['nfse'],
        summary: 'Criar ou alterar o perfil fiscal (inscrição municipal, município IBGE, regime, série da DPS)',
        security: bearerSecurity,
        querystring: companyIdQuerySchema,
        body: nfseFiscalProfileInputSchema,
        response: { 200: profile, ...errors },
      },
    },
    async (req) => ({
      data: await saveFiscalProfile(deps.db, requireUser(req), req.query.companyId, req.body, req.id),
    }),
  );

  app.put(
    '/nfse/profile/certificate',
    {
      // A PKCS#12 of up to 100 KB in base64, with its password.
      bodyLimit: 200_000,
      schema: {
        tags: ['nfse'],
        summary: 'Enviar o certificado A1 da empresa (PKCS#12 em base64 e a senha)',
        description:
          'O certificado precisa ser do CNPJ da empresa, estar dentro da validade e trazer a cadeia. É guardado cifrado; a senha nunca é guardada em claro.',
        security: bearerSecurity,
        querystring: companyIdQuerySchema,
        body: nfseCertificateUploadSchema,
        response: { 200: profile, ...errors, 409: errorEnvelopeSchema },
      },
    },
    async (req) => ({
      data: await uploadCertificate(deps, requireUser(req), req.query.companyId, req.body, req.id),
    }),
  );
};
