// The site's articles (/help/{serial?}, /news, the service agreement and the privacy
// policy): written as Markdown files under content/ and seeded into `articles`
// (prisma/seed/content.ts). Anyone may read them; only articles already published are shown.
import { type Article, ArticleKind, type Prisma } from '../../db/generated/prisma/client.ts';
import { publicPrisma } from '../../db/replica.ts';
import { ValidationError } from '../../errors.ts';
import type { Language } from '../../i18n/messages.ts';

export { ArticleKind };

/** The help center's sections, in the order the help center shows them (labels: content.category.<id>). */
export const HELP_CATEGORIES = ['buying', 'selling', 'steam', 'protection', 'wallet', 'fees', 'withdrawal', 'openplatform', 'account'] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];

/** Articles one page may hold (REST `limit`, GraphQL `first`): bodies are long. */
export const ARTICLE_MAX_PAGE_SIZE = 50;
/** Longest search string, in characters. */
export const ARTICLE_MAX_SEARCH_LENGTH = 50;

export type ArticleFilter = { kind?: ArticleKind; category?: HelpCategory; searchTerms: string[] };

export function isHelpCategory(value: string): value is HelpCategory {
  return (HELP_CATEGORIES as readonly string[]).includes(value);
}

/**
 * Checks a list request's kind, category and search, with translated refusals. The search is split
 * at white space into at most a few terms that must all appear (in the title, summary or body).
 */
export function parseArticleFilter(input: { kind?: ArticleKind | null; category?: string | null; search?: string | null }): ArticleFilter {
  const category = input.category?.trim() || undefined;
  if (category !== undefined && !isHelpCategory(category)) {
    throw new ValidationError('category', 'content.categoryUnknown', { value: category.slice(0, 40) });
  }
  const search = input.search?.trim() ?? '';
  if ([...search].length > ARTICLE_MAX_SEARCH_LENGTH) {
    throw new ValidationError('search', 'content.searchTooLong', { max: ARTICLE_MAX_SEARCH_LENGTH });
  }
  return {
    kind: input.kind ?? (category ? ArticleKind.HELP : undefined),
    category,
    searchTerms: search.split(/\s+/).filter(Boolean),
  };
}

// LIKE's wildcards in a user's term are literal characters
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (character) => `\\${character}`);

function whereOf(filter: ArticleFilter, language: Language, now: Date): Prisma.ArticleWhereInput {
  const [title, summary, body] = language === 'en' ? (['titleEn', 'summaryEn', 'bodyEn'] as const) : (['titleZh', 'summaryZh', 'bodyZh'] as const);
  return {
    publishedAt: { lte: now },
    ...(filter.kind ? { kind: filter.kind } : {}),
    ...(filter.category ? { category: filter.category } : {}),
    AND: filter.searchTerms.map((term) => {
      const contains = { contains: escapeLike(term), mode: 'insensitive' as const };
      return { OR: [{ [title]: contains }, { [summary]: contains }, { [body]: contains }] };
    }),
  };
}

/** Help articles and agreements in their set order; news newest first. */
function orderOf(kind: ArticleKind | undefined): Prisma.ArticleOrderByWithRelationInput[] {
  if (kind === ArticleKind.NEWS) return [{ publishedAt: 'desc' }, { id: 'desc' }];
  return [{ sortOrder: 'asc' }, { serial: 'asc' }, { id: 'asc' }];
}

export function articleTitle(article: Pick<Article, 'titleZh' | 'titleEn'>, language: Language): string {
  return language === 'en' ? article.titleEn : article.titleZh;
}

export function articleSummary(article: Pick<Article, 'summaryZh' | 'summaryEn'>, language: Language): string {
  return language === 'en' ? article.summaryEn : article.summaryZh;
}

export function articleBody(article: Pick<Article, 'bodyZh' | 'bodyEn'>, language: Language): string {
  return language === 'en' ? article.bodyEn : article.bodyZh;
}

const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;
const MAX_SERIAL = 999_999_999;

/** The articles, for REST and GraphQL alike (no viewer: anyone may read them). */
export class ContentService {
  constructor(private readonly now: () => Date) {}

  /** node(id) of an article: published ones only (a key that is not a row id finds nothing). */
  nodeWhere(id: string): Prisma.ArticleWhereUniqueInput {
    return { id: /^\d{1,9}$/.test(id) ? Number(id) : -1, publishedAt: { lte: this.now() } };
  }

  /** A page of published articles matching the filter (searched in `language`), with their total. */
  async list<Q extends object = object>(
    filter: ArticleFilter,
    language: Language,
    page: { offset: number; limit: number },
    query?: Q,
  ): Promise<{ articles: Article[]; total: number }> {
    const where = whereOf(filter, language, this.now());
    const [articles, total] = await Promise.all([
      publicPrisma((prisma) =>
        prisma.article.findMany({ ...(query ?? {}), where, orderBy: orderOf(filter.kind), skip: page.offset, take: page.limit }),
      ) as Promise<Article[]>,
      publicPrisma((prisma) => prisma.article.count({ where })),
    ]);
    return { articles, total };
  }

  /** A published article by its slug (the file name), or null; a malformed slug finds nothing. */
  async bySlug<Q extends object = object>(slug: string, query?: Q): Promise<Article | null> {
    if (!SLUG.test(slug)) return null;
    return (await publicPrisma((prisma) =>
      prisma.article.findFirst({ ...(query ?? {}), where: { slug, publishedAt: { lte: this.now() } } }),
    )) as Article | null;
  }

  /** A published help article by its number (/help/{serial}), or null. */
  async bySerial<Q extends object = object>(serial: number, query?: Q): Promise<Article | null> {
    if (!Number.isSafeInteger(serial) || serial < 1 || serial > MAX_SERIAL) return null;
    return (await publicPrisma((prisma) =>
      prisma.article.findFirst({ ...(query ?? {}), where: { serial, kind: ArticleKind.HELP, publishedAt: { lte: this.now() } } }),
    )) as Article | null;
  }

  /** The help center's categories in their order, each with its number of published articles (empty ones left out). */
  async helpCategories(): Promise<{ id: HelpCategory; articleCount: number }[]> {
    const counts = await publicPrisma((prisma) =>
      prisma.article.groupBy({
        by: ['category'],
        where: { kind: ArticleKind.HELP, publishedAt: { lte: this.now() } },
        _count: { _all: true },
      }),
    );
    const byCategory = new Map(counts.map((row) => [row.category, row._count._all]));
    return HELP_CATEGORIES.map((id) => ({ id, articleCount: byCategory.get(id) ?? 0 })).filter((category) => category.articleCount > 0);
  }
}
