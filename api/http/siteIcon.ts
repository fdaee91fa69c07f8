// The site's icon at /favicon.ico, which browsers ask for by themselves on any page without an icon
// link and which the server's own pages outside the web client (the simulated Alipay's cashier and
// signing pages) link to. It is the mark the web client's index.html carries inline (an amber
// rounded square with a lightning bolt, web/components/BrandMark.tsx), as SVG: every browser that
// runs the site shows an SVG icon whatever the file's name.
import type { FastifyInstance } from 'fastify';

export const SITE_ICON_PATH = '/favicon.ico';

export const SITE_ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 28"><rect width="28" height="28" rx="7" fill="#f5a623"/><path d="M7 17l6-9h3l-2 5h5l-6 9h-3l2-5z" fill="#15171c"/></svg>';

/** `<link rel="icon">` for a page the server writes itself. */
export const SITE_ICON_LINK = `<link rel="icon" href="${SITE_ICON_PATH}" type="image/svg+xml">`;

export async function siteIconRoutes(app: FastifyInstance) {
  app.get(SITE_ICON_PATH, async (_request, reply) =>
    reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(SITE_ICON_SVG),
  );
}
