import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { BargainRow_bargain$key } from '../../../__generated__/BargainRow_bargain.graphql.ts';
import { Button } from '../../../components/Button.tsx';
import { ItemImage } from '../../../components/ItemImage.tsx';
import { Price } from '../../../components/Price.tsx';
import { useLabel } from '../../../i18n/useLabel.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { BargainActions } from './BargainActions.tsx';
import { BargainHistory } from './BargainHistory.tsx';

/** The columns of the offer table: item, list price, offer, counter-offer, status and time, actions. */
export const BARGAIN_COLUMNS = 'minmax(220px, 2fr) 100px 110px 100px 160px minmax(150px, 1fr)';
/** The table's columns, named by their i18n keys under page.bargain.columns, in order. */
export const BARGAIN_HEADERS = ['item', 'listPrice', 'offer', 'counter', 'status', 'actions'] as const;

const Row = styled.tr`
  small { display: block; color: ${({ theme }) => theme.colors.textFaint}; }
`;

const Item = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  color: inherit;
  > span { display: flex; flex-direction: column; min-width: 0; }
  strong { font-weight: 500; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  small { overflow-wrap: anywhere; }
  &:hover strong { color: ${({ theme }) => theme.colors.accent}; }
`;

const Picture = styled.div`
  flex: none;
  display: flex;
  width: 64px;
  height: 48px;
`;

const Status = styled.span<{ $open: boolean }>`
  color: ${({ theme, $open }) => ($open ? theme.colors.accent : theme.colors.textMuted)};
  font-weight: 500;
`;

const OrderLink = styled(Link)`
  color: ${({ theme }) => theme.colors.accent};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

const Actions = styled.td`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(1.5)};
`;

/** The offer's history, across the row under its cells. */
const Details = styled.td`
  grid-column: 1 / -1;
`;

const Toggle = styled(Button)`
  height: auto;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
  &:hover { color: ${({ theme }) => theme.colors.accent}; background: none; }
`;

/** One offer the viewer made or received: the item, the prices, its status and deadline, its order once accepted, what the viewer may do, and its history. */
export function BargainRow({ bargain: key }: { bargain: BargainRow_bargain$key }) {
  const { t } = useTranslation();
  const { label } = useLabel();
  const [showHistory, setShowHistory] = useState(false);
  const bargain = useFragment(
    graphql`
      fragment BargainRow_bargain on Bargain {
        bargainNo
        role
        status
        listPrice
        price
        counterPrice
        held
        expiresAt
        createdAt
        closedAt
        item {
          hashName
          iconUrl
          name {
            zh
            en
          }
        }
        order {
          orderNo
        }
        ...BargainActions_bargain
        ...BargainHistory_bargain
      }
    `,
    key,
  );
  const waiting = bargain.status === 'OPEN' || bargain.status === 'COUNTERED';
  // the history is a row of its own under the offer's, spanning every column
  const historyId = `bargain-history-${bargain.bargainNo}`;

  return (
    <>
      <Row data-testid="bargain-row" data-bargain-no={bargain.bargainNo}>
        <td>
          <Item to={`/goods?${new URLSearchParams({ hashName: bargain.item.hashName })}`}>
            <Picture>
              <ItemImage src={bargain.item.iconUrl} alt="" />
            </Picture>
            <span>
              <strong data-testid="bargain-name">{label(bargain.item.name)}</strong>
              <small data-testid="bargain-no">{bargain.bargainNo}</small>
            </span>
          </Item>
        </td>
        <td data-label={t('page.bargain.columns.listPrice')}>
          <span data-testid="bargain-list-price">
            <Price cents={bargain.listPrice} tone="plain" />
          </span>
        </td>
        <td data-label={t('page.bargain.columns.offer')} data-testid="bargain-offer">
          <Price cents={bargain.price} />
          {waiting ? (
            <small>
              {t('page.bargain.held')} <Price cents={bargain.held} tone="plain" />
            </small>
          ) : null}
        </td>
        <td data-label={t('page.bargain.columns.counter')}>
          <span data-testid="bargain-counter-price">{bargain.counterPrice != null ? <Price cents={bargain.counterPrice} /> : t('page.bargain.noCounter')}</span>
        </td>
        <td data-label={t('page.bargain.columns.status')}>
          <Status $open={waiting} data-testid="bargain-status">
            {t(`page.bargain.statuses.${bargain.status as 'OPEN'}`)}
          </Status>
          <small>
            {waiting
              ? t('page.bargain.expires', { time: formatDateTime(String(bargain.expiresAt)) })
              : formatDateTime(String(bargain.closedAt ?? bargain.createdAt))}
          </small>
          {bargain.order ? (
            <OrderLink to={`/user/orderDetail?orderNo=${encodeURIComponent(bargain.order.orderNo)}`} data-testid="bargain-order">
              {t('page.bargain.order', { orderNo: bargain.order.orderNo })}
            </OrderLink>
          ) : null}
        </td>
        <Actions>
          <BargainActions bargain={bargain} />
          <Toggle
            type="button"
            aria-expanded={showHistory}
            aria-controls={historyId}
            onClick={() => setShowHistory((shown) => !shown)}
            data-testid="bargain-history-toggle"
          >
            {showHistory ? t('page.bargain.history.hide') : t('page.bargain.history.show')}
          </Toggle>
        </Actions>
      </Row>
      {showHistory ? (
        <tr id={historyId} data-testid="bargain-history-row">
          <Details colSpan={BARGAIN_HEADERS.length}>
            <BargainHistory bargain={bargain} />
          </Details>
        </tr>
      ) : null}
    </>
  );
}
