// One file sent as multipart/form-data (the avatar, an open-platform attachment): a scope that takes
// only multipart bodies within the given size, and the reading of its one file with every refusal
// translated (too large, not an upload, several files, a garbled body).
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, BadInputError, ValidationError } from '../errors.ts';
import type { MessageKey } from '../i18n/messages.ts';

export type UploadRefusals = { missing: MessageKey; tooLarge: MessageKey; oneFile: MessageKey; malformed: MessageKey };
export type UploadSpec = { field: string; maxBytes: number; refusals: UploadRefusals };

/** Registers `routes` in a scope whose only body type is multipart, one file of at most `maxBytes`, nothing else of size. */
export async function registerUploads(app: FastifyInstance, maxBytes: number, routes: (uploads: FastifyInstance) => void): Promise<void> {
  await app.register(async (uploads) => {
    // only multipart here: any other body is refused with 415 before the handler runs
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser('*', (_request, _payload, done) =>
      done(new BadInputError('errors.unsupportedMediaType', { expected: 'multipart/form-data' }, 415), undefined),
    );
    await uploads.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 11, headerPairs: 100 } });
    routes(uploads);
  });
}

/** The bytes of the request's one file; a translated refusal otherwise. */
export async function readOneFile(request: FastifyRequest, { field, maxBytes, refusals }: UploadSpec): Promise<Buffer> {
  if (!request.isMultipart()) throw new ValidationError(field, refusals.missing);
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      bytes = await part.toBuffer();
    }
  } catch (error) {
    switch ((error as { code?: string }).code) {
      case 'FST_REQ_FILE_TOO_LARGE':
        throw new AppError(refusals.tooLarge, { max: maxBytes / 1024 / 1024 }, 'PAYLOAD_TOO_LARGE', 413, field);
      case 'FST_FILES_LIMIT':
      case 'FST_PARTS_LIMIT':
      case 'FST_FIELDS_LIMIT':
        throw new ValidationError(field, refusals.oneFile);
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        throw new ValidationError(field, refusals.missing);
      default:
        // everything else the parts stream raises is the body itself: no boundary, cut short, garbled
        throw new ValidationError(field, refusals.malformed);
    }
  }
  if (!bytes || bytes.length === 0) throw new ValidationError(field, refusals.missing);
  return bytes;
}
