// The news, the agreements, and the ways to them: the login modal's agreement links (a new tab,
// the checkbox left alone) and the footer's links.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './helpers/renderApp.tsx';

const newsNode = (index: number) => ({
  __typename: 'Article',
  id: `QXJ0aWNsZTpuZXdz${index}`,
  kind: 'NEWS',
  slug: ['recharge-center', 'withdrawals-open'][index],
  title: ['充值中心上线', '提现功能上线'][index],
  summary: ['企业用户签约后即可充值', '出售所得可提现到支付宝'][index],
  body: ['充值中心今天上线。', '从今天起可以提现。'][index],
  publishedAt: ['2026-11-18T02:00:00.000Z', '2026-11-10T02:00:00.000Z'][index],
  serial: null,
  category: null,
});

const newsResolvers = {
  ArticleConnection: () => ({
    totalCount: 2,
    edges: [0, 1].map((index) => ({ cursor: `cursor-${index}`, node: newsNode(index) })),
    pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: 'cursor-1' },
  }),
  Article: (context: { args?: Record<string, unknown> | null }) => {
    const slug = context.args?.slug;
    if (slug === 'recharge-center') return newsNode(0);
    if (slug === 'service') return { __typename: 'Article', kind: 'AGREEMENT', title: '用户服务协议', body: '## 一、服务内容\n\n本平台提供饰品交易服务。' };
    return undefined;
  },
};

describe('news', () => {
  it('/news lists the news with dates and summaries; an item opens its page with a way back', async () => {
    const { router } = renderApp('/news', { resolvers: newsResolvers });
    expect(await screen.findByRole('heading', { level: 1, name: '新闻动态' })).toBeTruthy();
    const items = screen.getAllByTestId('news-item');
    expect(items.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual(['充值中心上线', '提现功能上线']);
    expect(within(items[0]).getByText('企业用户签约后即可充值')).toBeTruthy();
    expect(within(items[0]).getByText(/^2026-11-18$/)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('新闻动态 - CS2 饰品交易平台'));

    fireEvent.click(within(items[0]).getByRole('link', { name: '充值中心上线' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/news/recharge-center'));
    const article = await screen.findByTestId('news-article');
    expect(within(article).getByRole('heading', { level: 1, name: '充值中心上线' })).toBeTruthy();
    expect(within(article).getByText('充值中心今天上线。')).toBeTruthy();
    expect(within(article).getByText('发布于 2026-11-18')).toBeTruthy();
    expect(
      within(article)
        .getByRole('link', { name: /返回新闻列表/ })
        .getAttribute('href'),
    ).toBe('/news');
  });

  it('shows the 404 content for an unknown news article, or an article that is not news', async () => {
    renderApp('/news/service', { resolvers: newsResolvers });
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeTruthy();
  });
});

describe('agreements', () => {
  it('/agreement/service shows the agreement, with a link to the other one', async () => {
    renderApp('/agreement/service', { resolvers: newsResolvers });
    const agreement = await screen.findByTestId('agreement');
    expect(within(agreement).getByRole('heading', { level: 1, name: '用户服务协议' })).toBeTruthy();
    expect(within(agreement).getByRole('heading', { level: 2, name: '一、服务内容' })).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: '平台协议' });
    expect(within(tabs).getByRole('link', { name: '隐私政策' }).getAttribute('href')).toBe('/agreement/privacy');
    expect(within(tabs).getByRole('link', { name: '用户服务协议' }).getAttribute('aria-current')).toBe('page');
    await waitFor(() => expect(document.title).toBe('用户服务协议 - CS2 饰品交易平台'));
  });

  it("the login modal's 《用户服务协议》 and 《隐私政策》 open the agreement pages in a new tab without ticking the box", async () => {
    renderApp('/news', { resolvers: newsResolvers });
    fireEvent.click(await screen.findByRole('button', { name: '登录' }));
    const dialog = screen.getByRole('dialog', { name: '登录' });
    const service = within(dialog).getByRole('link', { name: '《用户服务协议》' });
    const privacy = within(dialog).getByRole('link', { name: '《隐私政策》' });
    expect(service.getAttribute('href')).toBe('/agreement/service');
    expect(privacy.getAttribute('href')).toBe('/agreement/privacy');
    for (const link of [service, privacy]) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    const agree = within(dialog).getByRole('checkbox', { name: /我已阅读并同意/ }) as HTMLInputElement;
    // the browser opens the tab; the click must not reach the checkbox
    const opened: string[] = [];
    const stopNavigation = (event: MouseEvent) => {
      const anchor = (event.target as Element).closest('a');
      if (anchor) opened.push(anchor.getAttribute('href') ?? '');
    };
    document.addEventListener('click', stopNavigation);
    try {
      fireEvent.click(service);
      fireEvent.click(privacy);
    } finally {
      document.removeEventListener('click', stopNavigation);
    }
    expect(opened).toEqual(['/agreement/service', '/agreement/privacy']);
    expect(agree.checked).toBe(false);
    fireEvent.click(agree);
    expect(agree.checked).toBe(true);
  });

  it('the footer links to the help center, the news, the agreements and customer service', async () => {
    renderApp('/news', { resolvers: newsResolvers });
    const footer = await screen.findByRole('navigation', { name: '帮助与协议' });
    const links = within(footer)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['帮助中心', '/help'],
      ['新闻动态', '/news'],
      ['用户服务协议', '/agreement/service'],
      ['隐私政策', '/agreement/privacy'],
      ['联系客服', '/help/902'],
    ]);
  });
});
