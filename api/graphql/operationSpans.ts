// A span per executed GraphQL operation, named after it, when tracing is on (api/observability/tracing.ts).
// Placed after the compiled execution and the response cache: it wraps the executor they chose, so the
// SQL the operation runs is traced under it; a cached answer runs nothing and gets no span.
import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { activeTracing } from '../observability/tracing.ts';

export function operationSpans(): Plugin[] {
  const tracing = activeTracing();
  if (!tracing) return [];
  const { api, tracer } = tracing;
  return [
    {
      onExecute: ({ args, executeFn, setExecuteFn }) => {
        const operation = getOperationAST(args.document, args.operationName);
        const name = operation?.name?.value ?? 'anonymous';
        const span = tracer.startSpan(`graphql.${operation?.operation ?? 'operation'} ${name}`, {
          attributes: { 'graphql.operation.name': name, 'graphql.operation.type': operation?.operation ?? 'unknown' },
        });
        const within = api.trace.setSpan(api.context.active(), span);
        setExecuteFn((executed) => api.context.with(within, () => executeFn(executed)));
        return {
          onExecuteDone: ({ result }) => {
            if ('errors' in result && result.errors?.length) span.setStatus({ code: api.SpanStatusCode.ERROR, message: result.errors[0]?.message });
            span.end();
          },
        };
      },
    },
  ];
}
