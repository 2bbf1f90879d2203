import type { LeadField } from './lead-form-data';

/** The contract's shortest phone ("+55 (11) 9123-456"), as `LEAD_PHONE_MIN_LENGTH`; kept here so public pages load no zod. */
const PHONE_MIN_LENGTH = 17;
/** Someone, an @, a domain with a dot: what the contract's e-mail rule takes, near enough. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/**
 * Whether what the person typed now passes the rule a field's message was about: then the
 * message goes away at once, without sending again. The server checks with the contract on
 * the next submission; this only mirrors it closely enough to take a fixed field's message off.
 */
export function isLeadFieldFixed(field: LeadField, control: HTMLInputElement | HTMLSelectElement): boolean {
  const value = control.value.trim();
  switch (field) {
    case 'name':
      return value !== '';
    case 'email':
      return EMAIL_SHAPE.test(value);
    case 'phone':
      return value === '' || value.length >= PHONE_MIN_LENGTH;
    case 'planId':
      return true;
  }
}
