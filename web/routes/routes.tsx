import type { RouteObject } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import { PageSpinner } from '../components/Spinner.tsx';
import { MainLayout, mainLayoutLoader } from '../layout/MainLayout.tsx';
import { GoodsPage, goodsLoader } from '../pages/goods/GoodsPage.tsx';
import { HomePage, homeLoader } from '../pages/home/HomePage.tsx';
import { MarketPage, marketLoader } from '../pages/market/MarketPage.tsx';
import { NotFoundPage } from '../pages/notFound/NotFoundPage.tsx';
import { RouteErrorPage } from '../pages/RouteErrorPage.tsx';
import { SellHotPage, sellHotLoader } from '../pages/sellhot/SellHotPage.tsx';
import { ServerErrorPage } from '../pages/serverError/ServerErrorPage.tsx';

/**
 * The routes of the main layout that exist so far (SPEC §2): /, /market, /goods, /sellhot,
 * /serverError and the 404 catch-all. Each page's loader loads its query before it renders.
 */
export function createRoutes(environment: IEnvironment): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      element: <MainLayout />,
      loader: mainLayoutLoader(environment),
      shouldRevalidate: () => false,
      HydrateFallback: PageSpinner,
      errorElement: <RouteErrorPage />,
      children: [
        {
          errorElement: <RouteErrorPage />,
          children: [
            { index: true, element: <HomePage />, loader: homeLoader(environment) },
            { path: 'market', element: <MarketPage />, loader: marketLoader(environment) },
            { path: 'goods', element: <GoodsPage />, loader: goodsLoader(environment) },
            { path: 'sellhot', element: <SellHotPage />, loader: sellHotLoader(environment) },
            { path: 'serverError', element: <ServerErrorPage /> },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}
