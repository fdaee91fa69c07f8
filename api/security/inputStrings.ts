// The one rule for strings a request brings (docs/rest.md): no NUL character (PostgreSQL text cannot
// hold it, so it would fail inside the database) and no lone UTF-16 surrogate (not text at all).
// Both faces apply it once, before any handler or resolver runs: api/http/inputSanity.ts and
// api/graphql/inputSanity.ts.

/** How far the walk over one request's values goes; a request beyond it is refused as too complex. */
export const INPUT_WALK_LIMITS = { maxDepth: 32, maxValues: 100_000 };

export type InputProblem = { kind: 'characters'; path: string } | { kind: 'tooComplex' };

// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what this refuses
const NUL_OR_LONE_SURROGATE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the string is text PostgreSQL can store: no NUL, no unpaired surrogate. */
export function isCleanString(value: string): boolean {
  return !NUL_OR_LONE_SURROGATE.test(value);
}

/**
 * The first problem in a parsed input (query string, path parameters, JSON body, GraphQL variables):
 * strings and object keys are checked, iteratively, visiting at most `maxValues` values no deeper
 * than `maxDepth`, so the work is bounded by the limits and not by the shape of the input.
 */
export function findInputProblem(input: unknown, limits = INPUT_WALK_LIMITS): InputProblem | undefined {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value: input, path: '', depth: 0 }];
  let visited = 0;
  while (pending.length > 0) {
    const { value, path, depth } = pending.pop()!;
    visited += 1;
    if (visited > limits.maxValues) return { kind: 'tooComplex' };
    if (typeof value === 'string') {
      if (!isCleanString(value)) return { kind: 'characters', path };
      continue;
    }
    if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) continue;
    if (depth >= limits.maxDepth) return { kind: 'tooComplex' };
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) pending.push({ value: item, path: `${path}[${index}]`, depth: depth + 1 });
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      const itemPath = path ? `${path}.${key}` : key;
      if (!isCleanString(key)) return { kind: 'characters', path: printableKey(itemPath) };
      pending.push({ value: item, path: itemPath, depth: depth + 1 });
    }
  }
  return undefined;
}

/** A field name fit to show back to the user: the offending characters replaced. */
export function printableKey(key: string): string {
  return key.replace(new RegExp(NUL_OR_LONE_SURROGATE, 'g'), '\uFFFD');
}
