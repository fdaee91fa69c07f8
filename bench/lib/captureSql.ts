// For --explain only: records the statements (text and bound values) the API sends through the
// pg pool of @prisma/adapter-pg during one request, so that their plans can be shown exactly.
// The pool's query method is wrapped for the duration of that one request and then restored; the
// timed requests never run with it.
import pg from 'pg';

export type CapturedQuery = { text: string; values: unknown[] };

export async function captureApiQueries(request: () => Promise<unknown>): Promise<CapturedQuery[]> {
  const prototype = pg.Pool.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  const captured: CapturedQuery[] = [];
  prototype.query = function (this: unknown, ...args: unknown[]) {
    const [config, values] = args;
    if (typeof config === 'string') {
      captured.push({ text: config, values: Array.isArray(values) ? values : [] });
    } else if (config && typeof config === 'object' && 'text' in config) {
      const { text, values: bound } = config as { text: string; values?: unknown[] };
      captured.push({ text, values: bound ?? [] });
    }
    return original.apply(this, args);
  };
  try {
    await request();
  } finally {
    prototype.query = original;
  }
  return captured;
}
