// The site's text pages and pages outside the layout: /download/app, /downloadh5.html, /openplat,
// /multiplatform, /sans and the 404 page, and the header's "more" links to them.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QRCodeSVG } from 'qrcode.react';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OutboundLinkService } from '../../api/modules/outbound/outbound.service.ts';
import { QR_SETTINGS } from '../../web/pages/download/DownloadAppPage.tsx';
import { renderApp } from './helpers/renderApp.tsx';

// the server's own check answers the /sans page's query, with the default allow-list
const outbound = new OutboundLinkService(['steamcommunity.com', 'store.steampowered.com', 'www.alipay.com']);
const respond = (operation: OperationDescriptor) =>
  operation.request.node.params.name === 'SansPageQuery' ? { data: { outboundLink: outbound.check(String(operation.request.variables.url)) } } : undefined;

const mainNavigation = () => screen.queryByRole('navigation', { name: '主导航' });

afterEach(() => vi.restoreAllMocks());

describe('/download/app', () => {
  it('says the mobile site is the app and shows a QR code of the mobile entry on this origin', async () => {
    renderApp('/download/app');
    expect(await screen.findByRole('heading', { level: 1, name: '下载 App' })).toBeTruthy();
    expect(screen.getByText(/本站没有需要从应用商店安装的 App/)).toBeTruthy();
    const mobileUrl = `${window.location.origin}/downloadh5.html`;
    const code = screen.getByRole('img', { name: `手机网页版的二维码：${mobileUrl}` });
    expect(code.tagName.toLowerCase()).toBe('svg');
    // the same modules as a code drawn for the mobile URL: it encodes exactly that address
    const expected = render(<QRCodeSVG value={mobileUrl} {...QR_SETTINGS} />).container.querySelector('svg')!;
    const modules = (svg: Element) => [...svg.querySelectorAll('path')].map((path) => path.getAttribute('d'));
    expect(modules(code)).toEqual(modules(expected));
    expect(modules(code).join('').length).toBeGreaterThan(200);
    expect(screen.getByText(mobileUrl)).toBeTruthy();
    expect(screen.getByText(/添加到主屏幕/)).toBeTruthy();
    // no app-store links: every link of the page's content stays on the site
    const content = screen.getByTestId('download-app');
    expect(within(content).queryAllByRole('link')).toHaveLength(0);
  });
});

describe('/downloadh5.html', () => {
  it('stands outside the layout with a big button to the mobile site', async () => {
    const { router } = renderApp('/downloadh5.html');
    const open = await screen.findByRole('link', { name: '打开手机网页版' });
    expect(mainNavigation()).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
    fireEvent.click(open);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('asks to open the page in the browser inside WeChat', async () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.44',
    );
    renderApp('/downloadh5.html');
    expect((await screen.findByRole('note')).textContent).toContain('在浏览器打开');
  });
});

describe('/openplat', () => {
  it('explains the capabilities, the two-step application, request signing and callbacks', async () => {
    renderApp('/openplat');
    expect(await screen.findByRole('heading', { level: 1, name: '开放平台' })).toBeTruthy();
    const apply = screen.getByRole('region', { name: '谁可以申请、如何申请' });
    expect(apply.textContent).toContain('3–5 个工作日');
    expect(apply.textContent).toContain('回调地址和 RSA 公钥提交后不能修改');
    expect(within(apply).getByRole('link', { name: '帮助中心：开放平台' }).getAttribute('href')).toBe('/help?category=openplatform');
    const signing = screen.getByRole('region', { name: '请求签名' });
    expect(signing.textContent).toContain('SHA256withRSA');
    expect(signing.textContent).toContain('超过 5 分钟');
    // the server remembers a nonce for 10 minutes, twice the timestamp's window
    expect(signing.textContent).toContain('随机串在 10 分钟内已经用过');
    const sample = within(signing).getByText(/createSign\('RSA-SHA256'\)/);
    expect(sample.textContent).toContain("'X-Nonce': nonce");
    expect(screen.getByRole('region', { name: '回调通知' }).textContent).toContain('按事件 ID（eventId）做幂等处理');
    const sandbox = screen.getByRole('region', { name: '沙箱与示例' });
    expect(sandbox.textContent).toContain('POST /open/v1/sandbox/orders/{orderNo}');
    // the hosted sandbox (SANDBOX=on) and the generated reference
    expect(sandbox.textContent).toContain('X-Sandbox: true');
    expect(
      within(sandbox)
        .getByRole('link', { name: /接口参考/ })
        .getAttribute('href'),
    ).toBe('/api-docs');
  });

  it('is in English too', async () => {
    renderApp('/openplat', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Open platform' })).toBeTruthy();
    const signing = screen.getByRole('region', { name: 'Signing requests' });
    expect(signing.textContent).toContain('more than 5 minutes');
    expect(signing.textContent).toContain('already used within 10 minutes');
    expect(
      within(screen.getByRole('region', { name: 'Sandbox and example' }))
        .getByRole('link', { name: /API reference/ })
        .getAttribute('href'),
    ).toBe('/api-docs');
  });
});

describe('/multiplatform', () => {
  it('says what happens to a listing sold elsewhere and lists the steps with their pages', async () => {
    renderApp('/multiplatform');
    expect(await screen.findByRole('heading', { level: 1, name: '多平台上架' })).toBeTruthy();
    expect(screen.getByRole('region', { name: '在本站多平台上架的规则' }).textContent).toContain('下一次刷新库存时自动下架');
    const steps = screen.getByRole('region', { name: '操作步骤' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
    expect(
      within(steps)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/user/steam', '/user/inventory', '/user/inventory', '/user/sell']);
  });
});

describe('/sans', () => {
  it('shows an allowed destination with its host, a warning and a plain continue link, outside the layout', async () => {
    const destination = 'https://steamcommunity.com/tradeoffer/new/?partner=12345&token=AbCd';
    renderApp(`/sans?url=${encodeURIComponent(destination)}`, { respond });
    expect(await screen.findByRole('heading', { name: '即将离开本站' })).toBeTruthy();
    expect(screen.getByTestId('sans-host').textContent).toBe('steamcommunity.com');
    expect(screen.getByText(destination)).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('Steam 令牌验证码');
    const go = screen.getByRole('link', { name: '继续访问' });
    expect(go.getAttribute('href')).toBe(destination);
    expect(go.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
    expect(mainNavigation()).toBeNull();
  });

  it('refuses a destination that is not on the list, without a link to it', async () => {
    renderApp(`/sans?url=${encodeURIComponent('https://evil.example/')}`, { respond });
    expect(await screen.findByRole('heading', { name: '无法打开此链接' })).toBeTruthy();
    expect(screen.getByText('该链接指向 evil.example。')).toBeTruthy();
    expect(screen.getByText(/不在本站信任的网站列表中/)).toBeTruthy();
    for (const link of screen.getAllByRole('link')) expect(link.getAttribute('href')).not.toContain('evil');
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
  });

  it('refuses a look-alike host and a disguised one, in English too', async () => {
    renderApp(`/sans?url=${encodeURIComponent('https://steamcommunity.com@evil.example/')}`, { respond, language: 'en' });
    expect(await screen.findByRole('heading', { name: 'This link cannot be opened' })).toBeTruthy();
    expect(screen.getByText('The link leads to evil.example.')).toBeTruthy();
    expect(screen.getByText(/carries a user name or password/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Continue' })).toBeNull();
  });

  it('refuses a javascript: address and a missing one', async () => {
    renderApp('/sans?url=javascript%3Aalert(1)', { respond });
    expect(await screen.findByText(/这不是一个有效的网页地址/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: '继续访问' })).toBeNull();
  });
});

describe('the 404 page', () => {
  it('keeps the site frame: the full header (navigation, search, language), the footer and a way home', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeTruthy();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('navigation', { name: '主导航' })).toBeTruthy();
    expect(within(header).getByRole('search')).toBeTruthy();
    expect(within(header).getByRole('combobox', { name: '语言' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
  });

  it('is the page of an unknown user-area path, in English too, without the user-area login guard', async () => {
    renderApp('/user/nope', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    expect(screen.queryByTestId('login-required')).toBeNull();
  });
});

describe('the header', () => {
  it('leads to information, news, help, the open platform, multi-platform listing and the app under "more"', async () => {
    const { router } = renderApp('/sellhot');
    const nav = await screen.findByRole('navigation', { name: '主导航' });
    const more = within(nav).getByRole('button', { name: '更多页面' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    const links = within(nav).getAllByRole('link').slice(-6);
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['资讯', '/information'],
      ['新闻', '/news'],
      ['帮助中心', '/help'],
      ['开放平台', '/openplat'],
      ['多平台上架', '/multiplatform'],
      ['下载 App', '/download/app'],
    ]);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    fireEvent.click(within(nav).getByRole('link', { name: '开放平台' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/openplat'));
    expect(await screen.findByRole('heading', { level: 1, name: '开放平台' })).toBeTruthy();
    expect(more.getAttribute('aria-expanded')).toBe('false');
  });
});
