// The bytes of a request body as they came, for the routes whose signature covers them (a partner's
// signed POST /graphql): read before Fastify's parser, kept on the request, and handed on to the
// parser unchanged. Bounded by the route's body limit, as the parser itself would be.
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody: Buffer | undefined;
  }
}

export async function keepRawBody(request: FastifyRequest, payload: NodeJS.ReadableStream, limit: number): Promise<NodeJS.ReadableStream> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += bytes.length;
    if (size > limit) throw Object.assign(new Error('Request body is too large'), { statusCode: 413 });
    chunks.push(bytes);
  }
  request.rawBody = Buffer.concat(chunks);
  const replay = Readable.from([request.rawBody]);
  // Fastify reads the length the parser should expect from here once the payload was replaced
  (replay as Readable & { receivedEncodedLength?: number }).receivedEncodedLength = request.rawBody.length;
  return replay;
}
