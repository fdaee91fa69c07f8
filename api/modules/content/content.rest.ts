import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Article } from '../../db/generated/prisma/client.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import { type Language, translate } from '../../i18n/messages.ts';
import { ok, stringParam } from '../../rest/envelope.ts';
import { pageOf, pageParams } from '../../rest/paging.ts';
import type { Services } from '../../services.ts';
import { ARTICLE_MAX_PAGE_SIZE, ArticleKind, articleBody, articleSummary, articleTitle, parseArticleFilter } from './content.service.ts';

type Query = Record<string, unknown>;

const MAX_OFFSET = 10_000;
const KINDS: Record<string, ArticleKind> = { help: ArticleKind.HELP, news: ArticleKind.NEWS, agreement: ArticleKind.AGREEMENT };

/** An article in a list: everything but the body. */
export function toRestArticleSummary(article: Article, language: Language) {
  return {
    id: article.id,
    kind: article.kind.toLowerCase(),
    slug: article.slug,
    serial: article.serial,
    category: article.category || null,
    title: articleTitle(article, language),
    summary: articleSummary(article, language),
    publishedAt: article.publishedAt.toISOString(),
  };
}

export function toRestArticle(article: Article, language: Language) {
  return { ...toRestArticleSummary(article, language), body: articleBody(article, language) };
}

function kindParam(value: unknown): ArticleKind | undefined {
  const text = stringParam(value)?.trim().toLowerCase();
  if (text === undefined || text === '') return undefined;
  const kind = KINDS[text];
  if (!kind) throw new ValidationError('kind', 'content.kindInvalid');
  return kind;
}

function found(article: Article | null): Article {
  if (!article) throw new NotFoundError('content.articleNotFound');
  return article;
}

/**
 * The site's articles: GET /web/article (kind, category, search, page, limit), GET /web/article/{slug},
 * GET /web/help/{serial} and GET /web/help/categories. No login needed.
 */
export function contentRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    app.get('/article', async (request: FastifyRequest<{ Querystring: Query }>) => {
      const query = request.query;
      const filter = parseArticleFilter({ kind: kindParam(query.kind), category: stringParam(query.category), search: stringParam(query.search) });
      const page = pageParams(query, { defaultLimit: 10, maxLimit: ARTICLE_MAX_PAGE_SIZE, maxOffset: MAX_OFFSET });
      const { articles, total } = await services.content.list(filter, request.language, page);
      return ok(
        request,
        pageOf(
          articles.map((article) => toRestArticleSummary(article, request.language)),
          total,
          page,
        ),
      );
    });

    app.get('/article/:slug', async (request: FastifyRequest<{ Params: { slug: string } }>) => {
      const article = found(await services.content.bySlug(request.params.slug));
      return ok(request, toRestArticle(article, request.language));
    });

    app.get('/help/categories', async (request) => {
      const categories = await services.content.helpCategories();
      return ok(request, {
        list: categories.map((category) => ({ ...category, label: translate(request.language, `content.category.${category.id}`) })),
      });
    });

    app.get('/help/:serial', async (request: FastifyRequest<{ Params: { serial: string } }>) => {
      const text = request.params.serial;
      const article = found(/^\d{1,9}$/.test(text) ? await services.content.bySerial(Number(text)) : null);
      return ok(request, toRestArticle(article, request.language));
    });
  };
}
