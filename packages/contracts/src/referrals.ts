import { z } from 'zod';

// Referrals (decision 009): each user's link carries their short code (`indicacao`) as `indicatedBy` into
// sign-up; the referrer's company is credited one month's fee of the referred company's
// plan when that company's first payment succeeds, once, in the payments ledger.

export const referralStageSchema = z.enum(['signed_up', 'company_active', 'paying']);
export type ReferralStage = z.infer<typeof referralStageSchema>;
export const referralStageLabels: Readonly<Record<ReferralStage, string>> = {
  signed_up: 'Cadastrado',
  company_active: 'Empresa ativa',
  paying: 'Assinante',
};

export const REFERRAL_REWARD_RULE =
  'Quando a empresa de quem você indicou faz o primeiro pagamento, você ganha de crédito o valor de uma mensalidade do plano dela.';

export const referralSchema = z.object({
  /** First name and the initial of the last one ("Ana S."): the referrer sees no more. */
  name: z.string(),
  signedUpAt: z.iso.datetime(),
  stage: referralStageSchema,
  /** The credit earned through this person, in reais (0 until their company's first payment). */
  reward: z.number(),
  rewardedAt: z.iso.datetime().nullable(),
});
export type Referral = z.infer<typeof referralSchema>;

/** `GET /referrals/me`. */
export const referralsSummarySchema = z.object({
  /** `${WEB_ORIGIN}/app/login?cadastro=1&indicacao={code}`. */
  link: z.string(),
  /** The short code of the link (8 letters and digits): never the user's id. */
  code: z.string(),
  referrals: z.array(referralSchema),
  /** In reais. */
  totalReward: z.number(),
  /** Which company receives the credits: the referrer's first company; null without one. */
  creditedCompanyId: z.uuid().nullable(),
  rule: z.string(),
});
export type ReferralsSummary = z.infer<typeof referralsSummarySchema>;
