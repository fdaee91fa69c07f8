// The partner API is strict: a query parameter or body field the route does not
// know is a 400 naming it, never silently ignored (a partner's typo must not buy the wrong thing).
import { ValidationError } from '../../errors.ts';

/** The object a JSON body must be; `{}` when there is none. */
export function bodyObject(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw new ValidationError('body', 'openplat.bodyNotObject');
  return body as Record<string, unknown>;
}

/** Refuses the first name of `given` that is not in `allowed`; answers `given`. */
export function onlyKnown<T extends Record<string, unknown>>(given: T, allowed: readonly string[]): T {
  const unknown = Object.keys(given).find((name) => !allowed.includes(name));
  if (unknown !== undefined) throw new ValidationError(unknown, 'openplat.unknownParameter', { name: unknown.slice(0, 64) });
  return given;
}
