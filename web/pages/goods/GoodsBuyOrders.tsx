import { lazy, Suspense, useState } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { floatRangeOf } from '../../../lib/wear.ts';
import type { GoodsBuyOrders_item$key } from '../../__generated__/GoodsBuyOrders_item.graphql.ts';
import { Button } from '../../components/Button.tsx';
import { constraintsText } from '../../components/buyOrder/constraintsText.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { useLoginModal } from '../../components/LoginModal.tsx';
import { Price } from '../../components/Price.tsx';
import { useLabel } from '../../i18n/useLabel.ts';
import { useSession } from '../../session/Session.tsx';

// the form is fetched when a buyer opens it, not with the item page
const PlaceBuyOrderDialog = lazy(() => import('../../components/buyOrder/PlaceBuyOrderDialog.tsx'));

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  strong { color: ${({ theme }) => theme.colors.text}; }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.sm};
  th, td { padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)}; text-align: left; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
  th { color: ${({ theme }) => theme.colors.textFaint}; font-weight: 400; }
  td:last-child, th:last-child { text-align: right; }
`;

/** The item's buy-order book (求购) and the button that places one. */
export function GoodsBuyOrders({ item: itemKey }: { item: GoodsBuyOrders_item$key }) {
  const { t } = useTranslation();
  const { label } = useLabel();
  const { viewer } = useSession();
  const loginModal = useLoginModal();
  const [placing, setPlacing] = useState(false);
  const [item, refetch] = useRefetchableFragment(
    graphql`
      fragment GoodsBuyOrders_item on MarketItem @refetchable(queryName: "GoodsBuyOrdersRefetchQuery") {
        hashName
        name {
          zh
          en
        }
        minFloat
        maxFloat
        exterior {
          id
        }
        buyOrderBook {
          topPrice
          quantity
          entries {
            price
            quantity
            minFloat
            maxFloat
            paintSeeds
            sticker
          }
        }
      }
    `,
    itemKey,
  );
  const book = item.buyOrderBook;
  const open = () => (viewer ? setPlacing(true) : loginModal.open({ onSuccess: () => setPlacing(true) }));
  const floatRange = floatRangeOf({ minFloat: item.minFloat ?? null, maxFloat: item.maxFloat ?? null, exterior: item.exterior?.id ?? null });

  return (
    <div data-testid="goods-buy-orders">
      <Head>
        <span>
          {book.topPrice != null ? (
            <>
              {t('page.goods.buyOrders.top')} <Price cents={book.topPrice} /> · {t('page.goods.buyOrders.wanted', { count: book.quantity })}
            </>
          ) : (
            t('page.goods.buyOrders.none')
          )}
        </span>
        <Button type="button" $variant="primary" onClick={open} data-testid="place-buy-order">
          {t('page.goods.buyOrders.place')}
        </Button>
      </Head>
      {book.entries.length === 0 ? (
        <EmptyState>{t('page.goods.buyOrders.empty')}</EmptyState>
      ) : (
        <Table>
          <thead>
            <tr>
              <th>{t('page.goods.buyOrders.price')}</th>
              <th>{t('page.goods.buyOrders.constraints')}</th>
              <th>{t('page.goods.buyOrders.quantity')}</th>
            </tr>
          </thead>
          <tbody>
            {book.entries.map((entry, index) => (
              // the book names no buyer and no number: an entry is its place in the book
              // biome-ignore lint/suspicious/noArrayIndexKey: entries have no identity of their own
              <tr key={index} data-testid="buy-order-entry">
                <td>
                  <Price cents={entry.price} />
                </td>
                <td>{constraintsText(t, entry)}</td>
                <td>{entry.quantity}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {placing ? (
        <Suspense fallback={null}>
          <PlaceBuyOrderDialog
            item={{ hashName: item.hashName, name: label(item.name), floatRange }}
            onClose={() => setPlacing(false)}
            onPlaced={() => refetch({}, { fetchPolicy: 'network-only' })}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
