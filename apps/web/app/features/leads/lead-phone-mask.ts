const COUNTRY_CODE = '55';

/**
 * Formats what is typed in a lead's phone field as "+55 (##) #####-####" (the lead
 * mask of spec section 5), keeping at most 11 digits after the country code. A local
 * stand-in until the shared input masks exist.
 */
export function formatLeadPhone(input: string): string {
  let digits = input.replace(/^\s*\+\s*55/, '').replace(/\D/g, '');
  if (digits.length > 11 && digits.startsWith(COUNTRY_CODE)) digits = digits.slice(2);
  digits = digits.slice(0, 11);
  if (digits.length === 0) return '';
  const area = digits.slice(0, 2);
  if (digits.length <= 2) return `+55 (${area}`;
  const number = digits.slice(2);
  // Landlines have 8 digits (####-####), mobiles 9 (#####-####).
  const split = number.length > 8 ? 5 : 4;
  if (number.length <= split) return `+55 (${area}) ${number}`;
  return `+55 (${area}) ${number.slice(0, split)}-${number.slice(split)}`;
}
