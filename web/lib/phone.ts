// The mainland mobile number rule of the API (api/modules/auth/phone.ts), repeated here so that the
// login form refuses a wrong number before sending anything, with the API's own message.

/** The 11 digits of a mainland China mobile number, with or without +86 / 86 and separators; undefined otherwise. */
export function normalizeMainlandPhone(input: string): string | undefined {
  const compact = input.trim().replace(/[\s-]/g, '');
  const digits = compact.replace(/^(?:\+86|0086|86)(?=1\d{10}$)/, '');
  return /^1[3-9]\d{9}$/.test(digits) ? digits : undefined;
}
