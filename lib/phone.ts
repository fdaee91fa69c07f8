// Mainland mobile-number rules, shared by the API (login, SMS) and the web client (the login form
// refuses a wrong number before sending anything, with the same message).
/**
 * A mainland China mobile number, with or without +86 / 86 and separators, as its 11 digits;
 * undefined for anything else.
 */
export function normalizeMainlandPhone(input: unknown): string | undefined {
  if (typeof input !== 'string' && typeof input !== 'number') return undefined;
  const compact = String(input).trim().replace(/[\s-]/g, '');
  const digits = compact.replace(/^(?:\+86|0086|86)(?=1\d{10}$)/, '');
  return /^1[3-9]\d{9}$/.test(digits) ? digits : undefined;
}

/** 138****8000, for showing a number back to its owner. */
export function maskPhone(phone: string): string {
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}
