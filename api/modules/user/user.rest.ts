import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers } from '../../rest/answers.ts';
import { checkedField } from '../../rest/checkedField.ts';
import { ok, stringParam } from '../../rest/envelope.ts';
import { readOneFile, registerUploads } from '../../rest/upload.ts';
import { requireViewer } from '../../rest/viewer.ts';
import type { FileStore } from '../../integrations/fileStore/port.ts';
import type { Services } from '../../services.ts';
import { MIN_VERIFICATION_AGE, NAME_MAX_LENGTH, NAME_MIN_LENGTH } from './identity.ts';
import { STATISTICS_RANGES } from './statistics.ts';
import { UserProfile } from './user.contract.ts';
import { AVATAR_MAX_BYTES, AVATAR_URL_PREFIX, avatarFileKey, NICKNAME_MAX_LENGTH } from './user.service.ts';
import { DEFAULT_AVATAR_URL } from './user.view.ts';

const TAGS = ['Account'];

const PeriodTotals = z.object({
  count: z.number().int().describe('How many.'),
  amount: z.number().int().describe('Their sum, integer cents of CNY (fen).'),
});

const AVATAR_UPLOAD = {
  field: 'avatar',
  maxBytes: AVATAR_MAX_BYTES,
  refusals: { missing: 'user.avatarMissing', tooLarge: 'user.avatarTooLarge', oneFile: 'user.avatarOneFile', malformed: 'user.avatarMalformed' },
} as const;

/**
 * /web/user/* of the settings page (the profile itself, GET and DELETE /web/user, is the auth
 * module's). Every route acts on the signed-in user only.
 */
export function userRoutes(services: Services) {
  const users = services.user;
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.put(
      '/user',
      {
        schema: {
          operationId: 'updateProfile',
          summary: "Changes the user's nickname",
          tags: TAGS,
          body: z
            .object({ nickname: checkedField('string', `The new nickname: 1-${NICKNAME_MAX_LENGTH} characters, no line breaks or control characters.`) })
            .nullish(),
          response: answers(UserProfile),
        },
      },
      async (request) => {
        const user = await users.updateProfile(requireViewer(request), { nickname: request.body?.nickname });
        return ok(request, await users.profile(user, request.language));
      },
    );

    routes.post(
      '/user/verification',
      {
        schema: {
          operationId: 'verifyIdentity',
          summary: "Records the user's real name and identity card (once)",
          description: 'Once only (409 after); from a recently verified session (403, code 4031). Stored encrypted; answered masked.',
          tags: TAGS,
          body: z
            .object({
              name: checkedField('string', `The real name, ${NAME_MIN_LENGTH}-${NAME_MAX_LENGTH} characters, Chinese or Latin.`),
              idNumber: checkedField(
                'string',
                `The mainland identity card number (18 characters, checksum checked); the holder must be ${MIN_VERIFICATION_AGE} or older.`,
              ),
            })
            .nullish(),
          response: answers(UserProfile),
        },
      },
      async (request) => {
        const user = await users.verifyIdentity(requireViewer(request), { name: request.body?.name, idNumber: request.body?.idNumber });
        return ok(request, await users.profile(user, request.language));
      },
    );

    routes.get(
      '/user/statistics',
      {
        schema: {
          operationId: 'getUserStatistics',
          summary: "The user's sales and withdrawals over a period",
          description: 'Days are calendar days of Asia/Shanghai. Money in cents.',
          tags: TAGS,
          querystring: z.object({
            range: z
              .string()
              .optional()
              .describe(`${STATISTICS_RANGES.join(', ')}; thisMonth by default. custom takes from and to.`),
            from: z.string().optional().describe('range custom: the first day, YYYY-MM-DD.'),
            to: z.string().optional().describe('range custom: the last day (included), YYYY-MM-DD.'),
          }),
          response: answers(
            z.object({
              range: z.enum(STATISTICS_RANGES).describe('The range.'),
              from: z.string().describe('Its first day, YYYY-MM-DD (Asia/Shanghai).'),
              to: z.string().describe('Its last day, included, YYYY-MM-DD (Asia/Shanghai).'),
              sales: PeriodTotals.describe('Sales completed in the period.'),
              withdrawals: PeriodTotals.describe('Successful withdrawals asked for in the period (fee included).'),
            }),
          ),
        },
      },
      async (request) => {
        const viewer = requireViewer(request);
        const range = stringParam(request.query.range)?.trim() || 'thisMonth';
        return ok(request, await users.statistics(viewer, { range, from: stringParam(request.query.from), to: stringParam(request.query.to) }));
      },
    );

    routes.put(
      '/user/openPlatform',
      {
        schema: {
          operationId: 'setOpenPlatform',
          summary: 'Turns the open platform on or off for the user',
          tags: TAGS,
          body: z.object({ enabled: checkedField('boolean', 'true: on; false: off.') }).nullish(),
          response: answers(UserProfile),
        },
      },
      async (request) => {
        const user = await users.setOpenPlatform(requireViewer(request), request.body?.enabled);
        return ok(request, await users.profile(user, request.language));
      },
    );

    // multipart only here: one file of at most 2 MB, nothing else of size
    await registerUploads(app, AVATAR_MAX_BYTES, (uploads) => {
      uploads.withTypeProvider<ZodTypeProvider>().post(
        '/user/avatar',
        {
          schema: {
            operationId: 'uploadAvatar',
            summary: "Sets the user's avatar",
            description: `multipart/form-data with one file (PNG, JPEG, WebP or GIF) of at most ${AVATAR_MAX_BYTES / 1024 / 1024} MB; any other body is 415. The file is read by the handler, not by this schema.`,
            tags: TAGS,
            consumes: ['multipart/form-data'],
            body: z
              .object({ avatar: checkedField('string', 'The image file (any field name).', { format: 'binary' }) })
              .optional()
              .describe('One file part (any field name).'),
            response: answers(UserProfile),
          },
          // the body is the multipart stream, read by readOneFile
          validatorCompiler: () => () => true,
        },
        async (request) => {
          const viewer = requireViewer(request);
          const user = await users.setAvatar(viewer, await readOneFile(request, AVATAR_UPLOAD));
          return ok(request, await users.profile(user, request.language));
        },
      );
    });
  };
}

const IMMUTABLE_FOR_A_YEAR = 'public, max-age=31536000, immutable';

/**
 * The avatar files: the default image at /avatars/default.svg, and uploads at
 * /uploads/avatars/<file> from the file store, whichever process or machine took the upload (only
 * our own file names; no index, no listing). An uploaded file never changes (a new upload gets a new
 * name), so it is cached for a year; its ETag is its SHA-256, the same from every process.
 */
export function avatarFileRoutes(files: FileStore) {
  return async (app: FastifyInstance) => {
    const defaultAvatar = readFileSync(new URL('../../assets/default-avatar.svg', import.meta.url));
    app.get(DEFAULT_AVATAR_URL, async (_, reply) =>
      reply.header('content-type', 'image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=86400').send(defaultAvatar),
    );

    app.get<{ Params: { file: string } }>(`${AVATAR_URL_PREFIX}:file`, async (request, reply) => {
      const file = await files.read(avatarFileKey(request.params.file));
      // as for any other unknown path (the app's not-found answer)
      if (!file) return reply.callNotFound();
      const etag = `"${file.sha256}"`;
      reply
        .header('content-type', file.contentType)
        .header('cache-control', IMMUTABLE_FOR_A_YEAR)
        .header('etag', etag)
        .header('last-modified', file.createdAt.toUTCString());
      if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) return reply.code(304).send();
      return reply.send(file.bytes);
    });
  };
}
