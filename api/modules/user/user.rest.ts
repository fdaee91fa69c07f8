import { mkdirSync, readFileSync } from 'node:fs';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, BadInputError, ValidationError } from '../../errors.ts';
import { ok, stringParam } from '../../rest/envelope.ts';
import { requireViewer } from '../../rest/viewer.ts';
import type { Services } from '../../services.ts';
import { AVATAR_MAX_BYTES, AVATAR_URL_PREFIX, avatarDirectory } from './user.service.ts';
import { DEFAULT_AVATAR_URL } from './user.view.ts';

type Body = Record<string, unknown> | null | undefined;
type Query = Record<string, unknown>;

const field = (body: unknown, name: string): unknown =>
  body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>)[name] : undefined;

/** The one image of a multipart upload; refusals translated (too large, not an upload, several files). */
async function readAvatarUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new ValidationError('avatar', 'user.avatarMissing');
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      bytes = await part.toBuffer();
    }
  } catch (error) {
    switch ((error as { code?: string }).code) {
      case 'FST_REQ_FILE_TOO_LARGE':
        throw new AppError('user.avatarTooLarge', { max: AVATAR_MAX_BYTES / 1024 / 1024 }, 'PAYLOAD_TOO_LARGE', 413, 'avatar');
      case 'FST_FILES_LIMIT':
      case 'FST_PARTS_LIMIT':
      case 'FST_FIELDS_LIMIT':
        throw new ValidationError('avatar', 'user.avatarOneFile');
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        throw new ValidationError('avatar', 'user.avatarMissing');
      default:
        // everything else the parts stream raises is the body itself: no boundary, cut short, garbled
        throw new ValidationError('avatar', 'user.avatarMalformed');
    }
  }
  if (!bytes || bytes.length === 0) throw new ValidationError('avatar', 'user.avatarMissing');
  return bytes;
}

/**
 * /web/user/* of the settings page (the profile itself, GET and DELETE /web/user, is the auth
 * module's). Every route acts on the signed-in user only.
 */
export function userRoutes(services: Services) {
  const users = services.user;
  return async (app: FastifyInstance) => {
    app.put('/user', async (request: FastifyRequest<{ Body: Body }>) => {
      const user = await users.updateProfile(requireViewer(request), { nickname: field(request.body, 'nickname') });
      return ok(request, await users.profile(user));
    });

    app.post('/user/verification', async (request: FastifyRequest<{ Body: Body }>) => {
      const user = await users.verifyIdentity(requireViewer(request), { name: field(request.body, 'name'), idNumber: field(request.body, 'idNumber') });
      return ok(request, await users.profile(user));
    });

    app.get('/user/statistics', async (request: FastifyRequest<{ Querystring: Query }>) => {
      const viewer = requireViewer(request);
      const range = stringParam(request.query.range)?.trim() || 'thisMonth';
      return ok(request, await users.statistics(viewer, { range, from: stringParam(request.query.from), to: stringParam(request.query.to) }));
    });

    app.put('/user/openPlatform', async (request: FastifyRequest<{ Body: Body }>) => {
      const user = await users.setOpenPlatform(requireViewer(request), field(request.body, 'enabled'));
      return ok(request, await users.profile(user));
    });

    // multipart only here: one file of at most 2 MB, nothing else of size
    await app.register(async (uploads) => {
      // only multipart here: any other body is refused with 415 before the handler runs
      uploads.removeAllContentTypeParsers();
      uploads.addContentTypeParser('*', (_request, _payload, done) =>
        done(new BadInputError('errors.unsupportedMediaType', { expected: 'multipart/form-data' }, 415), undefined),
      );
      await uploads.register(multipart, {
        limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11, headerPairs: 100 },
      });
      uploads.post('/user/avatar', async (request) => {
        const viewer = requireViewer(request);
        const user = await users.setAvatar(viewer, await readAvatarUpload(request));
        return ok(request, await users.profile(user));
      });
    });
  };
}

const YEAR_MS = 365 * 86_400_000;

/**
 * The avatar files: the default image at /avatars/default.svg, and uploads at
 * /uploads/avatars/<file> (only that folder, only our own file names; no index, no listing). An
 * uploaded file never changes (a new upload gets a new name), so it is cached for a year.
 */
export function avatarFileRoutes(uploadDir: string) {
  return async (app: FastifyInstance) => {
    const defaultAvatar = readFileSync(new URL('../../assets/default-avatar.svg', import.meta.url));
    app.get(DEFAULT_AVATAR_URL, async (_, reply) =>
      reply.header('content-type', 'image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=86400').send(defaultAvatar),
    );

    const root = avatarDirectory(uploadDir);
    mkdirSync(root, { recursive: true, mode: 0o700 });
    await app.register(fastifyStatic, {
      root,
      prefix: AVATAR_URL_PREFIX,
      decorateReply: false,
      index: false,
      list: false,
      redirect: false,
      dotfiles: 'ignore',
      serveDotFiles: false,
      maxAge: YEAR_MS,
      immutable: true,
      allowedPath: (pathName) => /^\/?[0-9a-f]{32}\.(?:png|jpg|webp|gif)$/.test(pathName),
    });
  };
}
