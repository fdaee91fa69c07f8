import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Tab, TabList } from '../../components/Tabs.tsx';

export type GoodsTab = 'sale' | 'lease';

/** The item page's tab in its URL: tab=lease (租赁), else the listings on sale. */
export function readGoodsTab(params: URLSearchParams): GoodsTab {
  return params.get('tab') === 'lease' ? 'lease' : 'sale';
}

/** 在售 | 租赁 over the item's listings; the choice is kept in the URL (back and forward restore it). */
export function GoodsTabs({ tab, saleCount, leaseCount }: { tab: GoodsTab; saleCount: number; leaseCount: number }) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const choose = (next: GoodsTab) =>
    setParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'lease') params.set('tab', 'lease');
        else params.delete('tab');
        return params;
      },
      { preventScrollReset: true },
    );
  return (
    <TabList role="tablist" aria-label={t('page.renting.goods.tabsLabel')}>
      <Tab type="button" role="tab" aria-selected={tab === 'sale'} $active={tab === 'sale'} onClick={() => choose('sale')} data-testid="goods-tab-sale">
        {t('page.renting.goods.saleTab')} {saleCount}
      </Tab>
      <Tab type="button" role="tab" aria-selected={tab === 'lease'} $active={tab === 'lease'} onClick={() => choose('lease')} data-testid="goods-tab-lease">
        {t('page.renting.goods.leaseTab')} {leaseCount}
      </Tab>
    </TabList>
  );
}
