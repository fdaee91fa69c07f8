import { ValidationError } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import { pagedConnection } from '../../graphql/pagedConnection.ts';
import { translate } from '../../i18n/messages.ts';
import { ARTICLE_MAX_PAGE_SIZE, ArticleKind, type HelpCategory, articleBody, articleSummary, articleTitle, parseArticleFilter } from './content.service.ts';

export const ArticleKindEnum = builder.enumType('ArticleKind', {
  description: 'HELP: the help center (/help/{serial}); NEWS: /news; AGREEMENT: the service agreement and the privacy policy.',
  values: {
    HELP: { value: ArticleKind.HELP, description: 'A help center article (/help/{serial}).' },
    NEWS: { value: ArticleKind.NEWS, description: 'A news article (/news/{slug}).' },
    AGREEMENT: { value: ArticleKind.AGREEMENT, description: 'The service agreement or the privacy policy (/agreement/{slug}).' },
  } as const,
});

/** An article of the site, its texts in the request's language (Markdown body). */
export const ArticleNode = builder.prismaNode('Article', {
  name: 'Article',
  description: "A published article of the site (help, news, agreements), its texts in the request's language. Public.",
  nullable: true,
  id: { field: 'id' },
  findUnique: (id, context) => context.services.content.nodeWhere(id),
  fields: (t) => ({
    kind: t.field({ type: ArticleKindEnum, description: 'Help, news or agreement.', resolve: (article) => article.kind }),
    slug: t.exposeString('slug', { description: 'The file name: /news/{slug}, /agreement/{slug}.' }),
    serial: t.exposeInt('serial', { nullable: true, description: "A help article's number (/help/{serial}); null for other kinds." }),
    category: t.string({
      nullable: true,
      description: "A help article's category (one of helpCategories' ids); null for other kinds.",
      resolve: (article) => article.category || null,
    }),
    title: t.string({ description: "The title in the request's language.", resolve: (article, _, context) => articleTitle(article, context.language) }),
    summary: t.string({
      description: "A short summary in the request's language.",
      resolve: (article, _, context) => articleSummary(article, context.language),
    }),
    body: t.string({
      description: 'Markdown (no raw HTML is rendered by the site).',
      resolve: (article, _, context) => articleBody(article, context.language),
    }),
    publishedAt: t.expose('publishedAt', { description: 'When it was published.', type: 'DateTime' }),
  }),
});

const ArticleConnection = builder.connectionObject(
  {
    type: ArticleNode,
    name: 'ArticleConnection',
    description: 'A page of articles.',
    fields: (t) => ({
      totalCount: t.int({
        description: 'How many there are over all the pages.',
        resolve: (connection) => (connection as unknown as { totalCount: number }).totalCount,
      }),
    }),
  },
  { name: 'ArticleEdge', description: 'A article of the page, with its cursor.' },
);

type HelpCategoryShape = { id: HelpCategory; articleCount: number };

const HelpCategoryRef = builder.objectRef<HelpCategoryShape>('HelpCategory').implement({
  description: 'A section of the help center.',
  fields: (t) => ({
    id: t.exposeString('id', { description: 'The value of `articles(category:)` and of an article’s category.' }),
    label: t.string({
      description: "The category's name in the request's language.",
      resolve: (category, _, context) => translate(context.language, `content.category.${category.id}`),
    }),
    articleCount: t.exposeInt('articleCount', { description: 'How many published articles it holds.' }),
  }),
});

builder.queryField('articles', (t) =>
  t.connection(
    {
      type: ArticleNode,
      description: `Published articles: help articles and agreements in their order, news newest first. \`search\` (at most 50 characters; every word must appear) looks in the title, summary and body in the request's language. At most ${ARTICLE_MAX_PAGE_SIZE} a page. No login needed.`,
      args: {
        kind: t.arg({ type: ArticleKindEnum, description: 'Only articles of this kind.' }),
        category: t.arg.string({ description: 'A help category id (implies kind HELP).' }),
        search: t.arg.string({ description: 'Words to look for (at most 50 characters; every word must appear).' }),
      },
      resolve: async (_, args, context, info) => {
        if (args.first != null && args.first > ARTICLE_MAX_PAGE_SIZE) {
          throw new ValidationError('first', 'content.pageSizeTooLarge', { max: ARTICLE_MAX_PAGE_SIZE });
        }
        const filter = parseArticleFilter({ kind: args.kind, category: args.category, search: args.search });
        return pagedConnection(args, context, info, async (page, query) => {
          const { articles, total } = await context.services.content.list(filter, context.language, page, query);
          return { rows: articles, total };
        });
      },
    },
    ArticleConnection,
  ),
);

builder.queryField('article', (t) =>
  t.prismaField({
    type: 'Article',
    nullable: true,
    description: 'One published article by its slug, or a help article by its serial (exactly one of them); null when there is none.',
    args: { slug: t.arg.string({ description: "The article's slug (its file name)." }), serial: t.arg.int({ description: "A help article's number." }) },
    resolve: (query, _, args, context) => {
      const hasSlug = args.slug != null;
      if (hasSlug === (args.serial != null)) throw new ValidationError('slug', 'content.articleKeyRequired');
      return hasSlug ? context.services.content.bySlug(args.slug!, query) : context.services.content.bySerial(args.serial!, query);
    },
  }),
);

builder.queryField('helpCategories', (t) =>
  t.field({
    type: [HelpCategoryRef],
    description: 'The help center’s categories in order, with their number of articles (empty ones left out).',
    resolve: (_, __, context) => context.services.content.helpCategories(),
  }),
);
