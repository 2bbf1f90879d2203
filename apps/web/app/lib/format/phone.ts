/** tel: links dial from anywhere: the country code is added when the number lacks it. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length <= 11 ? `55${digits}` : digits}`;
}
