// Request fields a service reads and refuses itself, with its own translated message (a value of the
// wrong type included): the OpenAPI document shows their type, the route's schema lets any value
// through, so the caller gets the service's message (请选择开启或关闭开放平台…) rather than the
// schema's generic one.
import { z } from 'zod';

type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object' | 'null';

/** An optional field documented as `type` (a JSON Schema type, or several), checked by the service. */
export function checkedField(type: JsonType | JsonType[], description: string, schema: Record<string, unknown> = {}) {
  return z
    .unknown()
    .optional()
    .meta({ type, description, ...schema });
}

/** An optional amount in integer cents (never coerced), checked by the service; `nullable` when null clears it. */
export function checkedCents(description: string, options: { nullable?: boolean; minimum?: number } = {}) {
  const { nullable, ...schema } = options;
  return checkedField(nullable ? ['integer', 'null'] : 'integer', `Integer cents (fen): ${description}`, schema);
}
