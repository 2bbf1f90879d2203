import type { LeadFieldErrors } from './lead-form-data';

/** What the lead form shows after a submission (the public pages' action answer). */
export type LeadFormResult =
  { status: 'sent' } | { status: 'invalid'; fieldErrors: LeadFieldErrors } | { status: 'error'; message: string };
