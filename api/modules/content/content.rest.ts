import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Article } from '../../db/generated/prisma/client.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import { type Language, translate } from '../../i18n/messages.ts';
import { answers, isoTime, pagedList } from '../../rest/answers.ts';
import { ok, stringParam } from '../../rest/envelope.ts';
import { pageOf, pageParams } from '../../rest/paging.ts';
import type { Services } from '../../services.ts';
import { ARTICLE_MAX_PAGE_SIZE, ArticleKind, articleBody, articleSummary, articleTitle, HELP_CATEGORIES, parseArticleFilter } from './content.service.ts';

const MAX_OFFSET = 10_000;
const KINDS: Record<string, ArticleKind> = { help: ArticleKind.HELP, news: ArticleKind.NEWS, agreement: ArticleKind.AGREEMENT };

const ArticleSummaryAnswer = z
  .object({
    id: z.number().int().describe('The article id.'),
    kind: z.enum(['help', 'news', 'agreement']).describe('A help-center article, a news item or an agreement.'),
    slug: z.string().describe('Its address: GET /web/article/{slug}.'),
    serial: z.number().int().nullable().describe("A help article's number (GET /web/help/{serial}); null for other kinds."),
    category: z.enum(HELP_CATEGORIES).nullable().describe("A help article's category; null for other kinds."),
    title: z.string().describe('In the language of the request.'),
    summary: z.string().describe('In the language of the request.'),
    publishedAt: isoTime('When it was published.'),
  })
  .meta({ id: 'ArticleSummary', description: 'An article in a list: everything but its body.' });

const ArticleAnswer = ArticleSummaryAnswer.extend({ body: z.string().describe('The text, Markdown, in the language of the request.') }).meta({
  id: 'Article',
  description: 'An article with its body.',
});

const TAGS = ['Content'];

/** An article in a list: everything but the body. */
export function toRestArticleSummary(article: Article, language: Language) {
  return {
    id: article.id,
    kind: article.kind.toLowerCase() as Lowercase<ArticleKind>,
    slug: article.slug,
    serial: article.serial,
    category: (article.category || null) as (typeof HELP_CATEGORIES)[number] | null,
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
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get(
      '/article',
      {
        schema: {
          operationId: 'listArticles',
          summary: 'A page of published articles',
          description: 'No login needed. Help articles in help-center order, news newest first.',
          tags: TAGS,
          querystring: z.object({
            kind: z.string().optional().describe('help, news or agreement; every kind when absent.'),
            category: z.string().optional().describe('A help category id (implies help).'),
            search: z
              .string()
              .optional()
              .describe('At most 50 characters; words ANDed, case-insensitive, over title, summary and body in the language of the request.'),
            page: z.string().optional().describe('The page, from 1.'),
            limit: z.string().optional().describe(`Rows a page, 1-${ARTICLE_MAX_PAGE_SIZE}; 10 by default.`),
          }),
          response: answers(pagedList(ArticleSummaryAnswer)),
        },
      },
      async (request) => {
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
      },
    );

    routes.get(
      '/article/:slug',
      {
        schema: {
          operationId: 'getArticle',
          summary: 'A published article by its slug',
          description: 'No login needed; an unknown or unpublished one is 404.',
          tags: TAGS,
          params: z.object({ slug: z.string().describe("The article's slug.") }),
          response: answers(ArticleAnswer),
        },
      },
      async (request) => {
        const article = found(await services.content.bySlug(request.params.slug));
        return ok(request, toRestArticle(article, request.language));
      },
    );

    routes.get(
      '/help/categories',
      {
        schema: {
          operationId: 'listHelpCategories',
          summary: 'The help center’s categories that have articles',
          description: 'No login needed. In the help center’s order; a category without a published article is left out.',
          tags: TAGS,
          response: answers(
            z.object({
              list: z.array(
                z.object({
                  id: z.enum(HELP_CATEGORIES).describe('The category id (GET /web/article?category=).'),
                  articleCount: z.number().int().describe('Its published articles.'),
                  label: z.string().describe('Its name in the language of the request.'),
                }),
              ),
            }),
          ),
        },
      },
      async (request) => {
        const categories = await services.content.helpCategories();
        return ok(request, {
          list: categories.map((category) => ({ ...category, label: translate(request.language, `content.category.${category.id}`) })),
        });
      },
    );

    routes.get(
      '/help/:serial',
      {
        schema: {
          operationId: 'getHelpArticle',
          summary: 'A help article by its number',
          description: 'No login needed; anything but the number of a published help article is 404.',
          tags: TAGS,
          params: z.object({ serial: z.string().describe("The help article's number.") }),
          response: answers(ArticleAnswer),
        },
      },
      async (request) => {
        const text = request.params.serial;
        const article = found(/^\d{1,9}$/.test(text) ? await services.content.bySerial(Number(text)) : null);
        return ok(request, toRestArticle(article, request.language));
      },
    );
  };
}
