// The client's pages as data: the path of each, the layout it is drawn in and the page module it
// loads on demand. The router builds its routes from this table (routes.tsx); build tooling reads it
// without running the app: the build's first-load manifest (vite.config.ts), `npm run bench:web`
// and the end-to-end tests. No imports: Vite's config and Node load it as it is.

/** The main layout (the public pages), the user area's layout (behind login), or neither. */
export type PageArea = 'main' | 'user' | 'outside';

export type PageRoute = {
  area: PageArea;
  /** As react-router writes it, under its area (`help/:serial?`; `setting` is /user/setting); '' is the area's index, '*' the catch-all. */
  path: string;
  /** The page's module, under web/. */
  module: string;
};

export const PAGE_ROUTES = [
  { area: 'main', path: '', module: 'pages/home/HomePage.tsx' },
  { area: 'main', path: 'market', module: 'pages/market/MarketPage.tsx' },
  { area: 'main', path: 'goods', module: 'pages/goods/GoodsPage.tsx' },
  { area: 'main', path: 'sellhot', module: 'pages/sellhot/SellHotPage.tsx' },
  { area: 'main', path: 'information', module: 'pages/information/InformationPage.tsx' },
  { area: 'main', path: 'notice', module: 'pages/notice/NoticePage.tsx' },
  { area: 'main', path: 'help/:serial?', module: 'pages/help/HelpPage.tsx' },
  { area: 'main', path: 'news', module: 'pages/news/NewsPage.tsx' },
  { area: 'main', path: 'news/:slug', module: 'pages/news/NewsArticlePage.tsx' },
  { area: 'main', path: 'agreement/:slug', module: 'pages/agreement/AgreementPage.tsx' },
  { area: 'main', path: 'download/app', module: 'pages/download/DownloadAppPage.tsx' },
  { area: 'main', path: 'openplat', module: 'pages/openplat/OpenPlatPage.tsx' },
  { area: 'main', path: 'multiplatform', module: 'pages/multiplatform/MultiPlatformPage.tsx' },
  { area: 'main', path: 'serverError', module: 'pages/serverError/ServerErrorPage.tsx' },
  { area: 'user', path: 'setting', module: 'pages/user/setting/SettingPage.tsx' },
  { area: 'user', path: 'messageCenter', module: 'pages/user/messageCenter/MessageCenterPage.tsx' },
  { area: 'user', path: 'steam', module: 'pages/user/steam/SteamPage.tsx' },
  { area: 'user', path: 'inventory', module: 'pages/user/inventory/InventoryPage.tsx' },
  { area: 'user', path: 'sell', module: 'pages/user/sell/SellPage.tsx' },
  { area: 'user', path: 'wallet', module: 'pages/user/wallet/WalletPage.tsx' },
  { area: 'user', path: 'order', module: 'pages/user/order/OrderPage.tsx' },
  { area: 'user', path: 'buyOrder', module: 'pages/user/buyOrder/BuyOrderPage.tsx' },
  { area: 'user', path: 'bargain', module: 'pages/user/bargain/BargainPage.tsx' },
  { area: 'user', path: 'lease', module: 'pages/user/lease/LeasePage.tsx' },
  { area: 'user', path: 'openapi', module: 'pages/user/openapi/OpenApiPage.tsx' },
  { area: 'user', path: 'orderDetail', module: 'pages/user/orderDetail/OrderDetailPage.tsx' },
  { area: 'outside', path: 'sans', module: 'pages/sans/SansPage.tsx' },
  { area: 'outside', path: 'downloadh5.html', module: 'pages/downloadh5/DownloadH5Page.tsx' },
  { area: 'outside', path: '*', module: 'pages/notFound/NotFoundPage.tsx' },
] as const satisfies readonly PageRoute[];

export type PageModulePath = (typeof PAGE_ROUTES)[number]['module'];

/** A route's whole path as react-router writes it (`/help/:serial?`, `/user/setting`), or `/<unknown path>` for the catch-all. */
export type RouteModule = { route: string; module: PageModulePath };

export const ROUTE_MODULES: readonly RouteModule[] = PAGE_ROUTES.map(({ area, path, module }) => ({
  route: path === '*' ? '/<unknown path>' : area === 'user' ? `/user/${path}` : `/${path}`,
  module,
}));
