/** A whole-number setting of a benchmark from the environment (at least `minimum`), or its default; a wrong value stops the run. */
export function positiveInteger(name: string, fallback: number, minimum = 1): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < minimum) throw new Error(`${name} must be a whole number >= ${minimum}, got ${text}`);
  return value;
}
