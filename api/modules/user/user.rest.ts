import { mkdirSync, readFileSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok, stringParam } from '../../rest/envelope.ts';
import { readOneFile, registerUploads } from '../../rest/upload.ts';
import { requireViewer } from '../../rest/viewer.ts';
import type { Services } from '../../services.ts';
import { AVATAR_MAX_BYTES, AVATAR_URL_PREFIX, avatarDirectory } from './user.service.ts';
import { DEFAULT_AVATAR_URL } from './user.view.ts';

type Body = Record<string, unknown> | null | undefined;
type Query = Record<string, unknown>;

const field = (body: unknown, name: string): unknown =>
  body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>)[name] : undefined;

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
    app.put('/user', async (request: FastifyRequest<{ Body: Body }>) => {
      const user = await users.updateProfile(requireViewer(request), { nickname: field(request.body, 'nickname') });
      return ok(request, await users.profile(user, request.language));
    });

    app.post('/user/verification', async (request: FastifyRequest<{ Body: Body }>) => {
      const user = await users.verifyIdentity(requireViewer(request), { name: field(request.body, 'name'), idNumber: field(request.body, 'idNumber') });
      return ok(request, await users.profile(user, request.language));
    });

    app.get('/user/statistics', async (request: FastifyRequest<{ Querystring: Query }>) => {
      const viewer = requireViewer(request);
      const range = stringParam(request.query.range)?.trim() || 'thisMonth';
      return ok(request, await users.statistics(viewer, { range, from: stringParam(request.query.from), to: stringParam(request.query.to) }));
    });

    app.put('/user/openPlatform', async (request: FastifyRequest<{ Body: Body }>) => {
      const user = await users.setOpenPlatform(requireViewer(request), field(request.body, 'enabled'));
      return ok(request, await users.profile(user, request.language));
    });

    // multipart only here: one file of at most 2 MB, nothing else of size
    await registerUploads(app, AVATAR_MAX_BYTES, (uploads) => {
      uploads.post('/user/avatar', async (request) => {
        const viewer = requireViewer(request);
        const user = await users.setAvatar(viewer, await readOneFile(request, AVATAR_UPLOAD));
        return ok(request, await users.profile(user, request.language));
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
