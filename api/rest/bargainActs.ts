// The offer's own routes on both REST faces (/web/bargain/:bargainNo… and the partner's
// /open/v1/bargains/:bargainNo…): read it, counter it, accept, decline or cancel it. BargainService
// decides who may do what; a face chooses its path, its acting viewer and whether unknown
// parameters are refused (the partner's contract: strict everywhere).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkedCents } from './checkedField.ts';
import type { Viewer } from '../session/viewer.ts';
import { BARGAIN_ACTS, BargainAnswer } from '../modules/bargain/bargain.contract.ts';
import type { BargainService } from '../modules/bargain/bargain.service.ts';
import { answers, exampled } from './answers.ts';
import { toRestBargain } from './bargain.ts';
import { ok } from './envelope.ts';

type Face = {
  /** '/bargain' (web) or '/bargains' (partner) */
  path: string;
  actor: (request: FastifyRequest) => Viewer;
  /** refuse unknown query, path and body fields */
  strict: boolean;
  tags: string[];
  /** what the reference shows each act answering, and a counter's body */
  examples?: Record<'counter' | 'accept' | 'decline' | 'cancel', z.input<typeof BargainAnswer>>;
  counterBody?: { price: number };
};

export function answerBargain(bargains: BargainService, viewer: Viewer, request: FastifyRequest, bargainNo: string) {
  return bargains.get(viewer, bargainNo).then((row) => ok(request, toRestBargain(row, bargains.viewOf(viewer, row), request.language)));
}

export function bargainActRoutes(app: FastifyInstance, bargains: BargainService, face: Face) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const object = face.strict ? z.strictObject : z.object;
  const params = object({ bargainNo: z.string() });
  const strictness = face.strict ? { querystring: z.strictObject({}) } : {};
  const answer = (request: FastifyRequest, bargainNo: string) => answerBargain(bargains, face.actor(request), request, bargainNo);

  routes.post(
    `${face.path}/:bargainNo/counter`,
    {
      schema: {
        ...BARGAIN_ACTS.counter,
        tags: face.tags,
        params,
        ...strictness,
        body: exampled(object({ price: checkedCents('the counter price.') }).nullish(), ...(face.counterBody ? [face.counterBody] : [])),
        response: answers(BargainAnswer, face.examples?.counter),
      },
    },
    async (request) => {
      await bargains.counter(face.actor(request), request.params.bargainNo, request.body?.price);
      return answer(request, request.params.bargainNo);
    },
  );

  for (const act of ['accept', 'decline', 'cancel'] as const) {
    routes.post(
      `${face.path}/:bargainNo/${act}`,
      {
        schema: {
          ...BARGAIN_ACTS[act],
          tags: face.tags,
          params,
          ...(face.strict ? { ...strictness, body: z.strictObject({}).nullish() } : {}),
          response: answers(BargainAnswer, face.examples?.[act]),
        },
      },
      async (request) => {
        await bargains[act](face.actor(request), request.params.bargainNo);
        return answer(request, request.params.bargainNo);
      },
    );
  }
}
