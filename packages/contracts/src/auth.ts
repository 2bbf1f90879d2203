import { z } from 'zod';
import { messages } from './messages.js';
import { roleSchema } from './roles.js';
import { trackIdSchema } from './companies.js';
import { legalAcceptanceSchema } from './legal.js';

export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;
/** The client force-refreshes ten minutes before the token expires (spec section 9). */
export const TOKEN_FORCE_REFRESH_MS = 50 * 60 * 1000;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** A standard address pattern: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailSchema = z
  .string({ error: messages.invalidEmail })
  .trim()
  .toLowerCase()
  .max(254, messages.invalidEmail)
  .regex(EMAIL_PATTERN, messages.invalidEmail);

export const passwordSchema = z
  .string({ error: messages.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, messages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, messages.passwordTooLong);

export const signUpInputSchema = z.object({
  name: z.string({ error: messages.nameRequired }).trim().min(1, messages.nameRequired).max(120),
  email: emailSchema,
  password: passwordSchema,
  phone: z.string().trim().max(20).optional(),
  trackId: trackIdSchema.optional(),
  /** The referral link's `indicacao`: the referrer's short code (older links: their uid); an unknown one is ignored. */
  indicatedBy: z.string().trim().max(120).optional(),
  /** An invite's token (`/app/convite/{token}`): the new account joins that company at once. */
  inviteToken: z.string().trim().min(1).max(512).optional(),
  /** The terms of use and privacy policy version the person accepted (`LEGAL_DOCUMENTS_VERSION`): required. */
  acceptedLegalVersion: legalAcceptanceSchema,
});
export type SignUpInput = z.infer<typeof signUpInputSchema>;

export const signInInputSchema = z.object({
  email: emailSchema,
  password: z.string({ error: messages.required }).min(1, messages.required).max(PASSWORD_MAX_LENGTH),
});
export type SignInInput = z.infer<typeof signInInputSchema>;

export const refreshInputSchema = z.object({
  refreshToken: z.string().min(1).max(512).optional(),
});
export const signOutInputSchema = refreshInputSchema.extend({});

export const passwordResetRequestSchema = z.object({ email: emailSchema });
export const passwordResetConfirmSchema = z.object({
  token: z.string({ error: messages.resetTokenInvalid }).min(1, messages.resetTokenInvalid).max(512),
  password: passwordSchema,
});

export const currentUserSchema = z.object({
  uid: z.uuid(),
  email: z.string(),
  displayName: z.string(),
  photoUrl: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** Present only in a support-access token: who is looking, in which session, until when. */
export const supportClaimSchema = z.object({
  sessionId: z.uuid(),
  actorUserId: z.uuid(),
  actorEmail: z.string(),
  expiresAt: z.iso.datetime(),
});
export type SupportClaim = z.infer<typeof supportClaimSchema>;

export const claimsSchema = z.object({
  roles: z.array(roleSchema),
  companies: z.array(z.uuid()),
  companyId: z.uuid().nullable(),
  /** Set when a system admin views the app as this user (support access, decision 009). */
  support: supportClaimSchema.optional(),
});
export type Claims = z.infer<typeof claimsSchema>;

export const tokenPairSchema = z.object({
  accessToken: z.string(),
  expiresIn: z.number().int(),
  refreshToken: z.string(),
  claims: claimsSchema,
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const signInResultSchema = tokenPairSchema.extend({ user: currentUserSchema });
export type SignInResult = z.infer<typeof signInResultSchema>;

export const meSchema = z.object({ user: currentUserSchema, claims: claimsSchema });
export type Me = z.infer<typeof meSchema>;
