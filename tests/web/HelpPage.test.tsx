// The help center (/help, /help/{serial}): categories, a debounced search, the list or the article,
// its Markdown rendered without raw HTML, and the 404 content for an unknown serial.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { type MockResolvers, renderApp } from './helpers/renderApp.tsx';

type TestArticle = { serial: number; title: string; summary: string; category: string; body: string };

const CATEGORIES = [
  { __typename: 'HelpCategory', id: 'buying', label: '购买饰品', articleCount: 2 },
  { __typename: 'HelpCategory', id: 'withdrawal', label: '提现', articleCount: 1 },
];

const ARTICLES: TestArticle[] = [
  { serial: 101, title: '如何购买饰品', summary: '购买的每一步', category: 'buying', body: '## 下单\n\n点击 **购买**，详见 [如何提现](/help/701)。' },
  { serial: 102, title: '如何接收饰品', summary: '核对并接受报价', category: 'buying', body: '在 Steam 中接受报价。' },
  {
    serial: 701,
    title: '如何提现',
    summary: '单笔 10 至 50,000 元',
    category: 'withdrawal',
    body: '单笔 **10 元至 50,000 元**，一般 1 个工作日到账。\n\n| 金额 | 手续费 |\n|---|---|\n| ¥10.00 | ¥0.10 |',
  },
];

const node = (article: TestArticle) => ({
  __typename: 'Article',
  id: `QXJ0aWNsZTo${article.serial}`,
  kind: 'HELP',
  slug: `article-${article.serial}`,
  publishedAt: '2026-11-01T00:00:00.000Z',
  ...article,
});

const operationName = (operation: OperationDescriptor) => operation.request.node.params.name;

/** The help center's data: `article(serial:)` finds one of `articles`, the connection filters by category and search. */
function helpResolvers(articles: TestArticle[] = ARTICLES): MockResolvers {
  return {
    Query: () => ({ helpCategories: CATEGORIES }),
    // article(serial:); the connection's nodes come as the connection gives them
    Article: (context) => {
      const serial = context.args?.serial as number | undefined;
      const found = serial === undefined ? undefined : articles.find((article) => article.serial === serial);
      return found ? node(found) : undefined;
    },
    ArticleConnection: (context) => {
      const { category, search } = (context.args ?? {}) as { category?: string | null; search?: string | null };
      const matching = articles.filter(
        (article) => (!category || article.category === category) && (!search || `${article.title}${article.summary}${article.body}`.includes(search)),
      );
      return {
        totalCount: matching.length,
        edges: matching.map((article, index) => ({ cursor: `cursor-${index}`, node: node(article) })),
        pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
      };
    },
  };
}

const pageQueries = (sent: OperationDescriptor[]) => sent.filter((operation) => operationName(operation) === 'HelpPageQuery');

describe('help center', () => {
  it('/help/{serial} shows that article under its category, its Markdown rendered', async () => {
    renderApp('/help/701', { resolvers: helpResolvers() });
    const article = await screen.findByTestId('help-article');
    expect(within(article).getByRole('heading', { level: 1, name: '如何提现' }).textContent).toBe('如何提现');
    expect(within(article).getByText('编号 701')).toBeTruthy();
    const body = within(article).getByTestId('article-body');
    expect(within(body).getByText('10 元至 50,000 元').tagName).toBe('STRONG');
    expect(within(body).getByRole('table')).toBeTruthy();
    expect(within(body).getByRole('cell', { name: '¥0.10' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('如何提现 - CS2 饰品交易平台'));
    // the side navigation marks the article's category
    const nav = screen.getByRole('navigation', { name: '帮助分类' });
    expect(within(nav).getByRole('link', { name: /提现/ }).getAttribute('aria-current')).toBe('page');
    expect(within(article).getByRole('link', { name: '提现' }).getAttribute('href')).toBe('/help?category=withdrawal');
  });

  it('never renders raw HTML of a body, and keeps only safe link addresses', async () => {
    const hostile: TestArticle = {
      serial: 103,
      title: '含有 HTML 的文章',
      summary: '',
      category: 'buying',
      body: [
        '正文开始。',
        '<script>window.__hacked = true</script>',
        '<img src="x" onerror="window.__hacked = true">',
        'Inline <b onmouseover="window.__hacked = true">bold</b> text.',
        '[坏链接](javascript:window.__hacked=true) [外部链接](https://store.steampowered.com/) [站内链接](/help/101) [邮件](mailto:a@b.c)',
      ].join('\n\n'),
    };
    renderApp('/help/103', { resolvers: helpResolvers([...ARTICLES, hostile]) });
    const body = await screen.findByTestId('article-body');
    expect(within(body).getByText('正文开始。')).toBeTruthy();
    expect(body.querySelector('script, img, b, [onerror], [onmouseover]')).toBeNull();
    expect(body.innerHTML).not.toContain('<script');
    expect((window as { __hacked?: boolean }).__hacked).toBeUndefined();
    expect(within(body).queryByRole('link', { name: '坏链接' })).toBeNull();
    expect(within(body).getByText('坏链接')).toBeTruthy();
    const external = within(body).getByRole('link', { name: '外部链接' });
    expect(external.getAttribute('href')).toBe('https://store.steampowered.com/');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(body).getByRole('link', { name: '站内链接' }).getAttribute('href')).toBe('/help/101');
    expect(within(body).getByRole('link', { name: '站内链接' }).getAttribute('target')).toBeNull();
    expect(within(body).getByRole('link', { name: '邮件' }).getAttribute('href')).toBe('mailto:a@b.c');
  });

  it('/help lists every article under its category; a category link narrows the list', async () => {
    const { router } = renderApp('/help', { resolvers: helpResolvers() });
    const list = await screen.findByTestId('help-article-list');
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['购买饰品', '提现']);
    expect(
      within(list)
        .getByRole('link', { name: /如何接收饰品/ })
        .getAttribute('href'),
    ).toBe('/help/102');
    expect(screen.getByRole('heading', { level: 1, name: '帮助中心' })).toBeTruthy();

    fireEvent.click(within(screen.getByRole('navigation', { name: '帮助分类' })).getByRole('link', { name: /提现/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=withdrawal'));
    await waitFor(() => expect(screen.getAllByTestId('help-article-entry')).toHaveLength(1));
    expect(screen.getByTestId('help-article-entry').textContent).toContain('如何提现');

    fireEvent.click(within(screen.getByTestId('help-article-entry')).getByRole('link'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/help/701'));
    expect(await screen.findByRole('heading', { level: 1, name: '如何提现' })).toBeTruthy();
  });

  it('searches 500 ms after the typing stops, once, and shows the results', async () => {
    const { router, environment } = renderApp('/help/101', { resolvers: helpResolvers() });
    await screen.findByRole('heading', { level: 1, name: '如何购买饰品' });
    const box = screen.getByRole('searchbox', { name: '搜索帮助文章' });
    fireEvent.change(box, { target: { value: '提' } });
    fireEvent.change(box, { target: { value: '提现' } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(router.state.location.pathname).toBe('/help/101');

    await waitFor(() => expect(router.state.location.search).toBe(`?search=${encodeURIComponent('提现')}`));
    expect(router.state.location.pathname).toBe('/help');
    expect(await screen.findByText('找到 2 篇与「提现」相关的文章')).toBeTruthy();
    const entries = screen.getAllByTestId('help-article-entry').map((entry) => entry.textContent);
    expect(entries).toHaveLength(2);
    expect(entries.join()).toContain('如何提现');
    const searches = pageQueries(environment.sent).filter((operation) => operation.request.variables.search !== null);
    expect(searches.map((operation) => operation.request.variables.search)).toEqual(['提现']);

    // no match: a clear message
    fireEvent.change(box, { target: { value: '不存在的问题' } });
    expect(await screen.findByText('没有找到与「不存在的问题」相关的文章，换个关键词试试。')).toBeTruthy();
    // clearing the search goes back to the whole help center
    fireEvent.click(screen.getByRole('button', { name: '清除搜索' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(screen.getAllByTestId('help-article-entry')).toHaveLength(3));
  });

  it('shows the 404 content for an unknown serial or category', async () => {
    renderApp('/help/9999', { resolvers: { ...helpResolvers(), Query: () => ({ helpCategories: CATEGORIES, article: null }) } });
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeTruthy();
    expect(screen.queryByTestId('help-article')).toBeNull();
    await waitFor(() => expect(document.title).toBe('页面不存在 - CS2 饰品交易平台'));
  });

  it('shows the 404 content for a category the help center does not have', async () => {
    renderApp('/help?category=games', { resolvers: helpResolvers() });
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeTruthy();
  });

  it('is in English with the English texts of the API', async () => {
    renderApp('/help', {
      language: 'en',
      resolvers: { ...helpResolvers(), Query: () => ({ helpCategories: [{ __typename: 'HelpCategory', id: 'buying', label: 'Buying', articleCount: 2 }] }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Help center' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search the help center' })).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Help categories' })).getByText('2 articles')).toBeTruthy();
  });
});
