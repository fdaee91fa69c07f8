import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { InventoryItemCard_item$key } from '../../__generated__/InventoryItemCard_item.graphql.ts';
import { ItemImage } from '../ItemImage.tsx';
import { Price } from '../Price.tsx';
import { TagChip } from '../TagChip.tsx';
import { WearBar } from '../WearBar.tsx';
import { useLabel } from '../../i18n/useLabel.ts';
import { DEFAULT_ITEM_COLOR, exteriorColor } from '../../theme/theme.ts';
import { BargainTermsButton } from './BargainTermsButton.tsx';
import { LeaseBadge } from '../lease/LeaseBadge.tsx';
import { useOfferedForRent } from '../lease/offeredForRent.ts';
import { unavailableReason, type Selection } from './selling.ts';

export const Card = styled.li<{ $selected: boolean; $disabled: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => theme.space(2.5)};
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.colors.accent : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  opacity: ${({ $disabled }) => ($disabled ? 0.75 : 1)};
  font-size: ${({ theme }) => theme.fontSize.sm};
  /* whole words wrap to the next line ("Minimal Wear", never "Minim al Wear"); only a word longer than the card breaks */
  strong { font-weight: 500; line-height: 1.4; word-break: normal; overflow-wrap: break-word; hyphens: auto; }
`;

export const Picture = styled.div<{ $color: string }>`
  position: relative;
  height: 96px;
  border-radius: ${({ theme }) => theme.radius.small};
  background: linear-gradient(180deg, ${({ theme }) => theme.colors.surface} 40%, ${({ $color }) => $color}55);
  border-bottom: 2px solid ${({ $color }) => $color};
`;

export const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  input { margin: 0; accent-color: ${({ theme }) => theme.colors.accent}; }
  input:disabled + span { cursor: not-allowed; }
`;

export const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Reason = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

export const inventoryItemCardFragment = graphql`
  fragment InventoryItemCard_item on InventoryItem {
    id
    name {
      zh
      en
    }
    marketHashName
    floatValue
    paintSeed
    tradable
    neverTradable
    cooldownEndsAt
    referencePrice
    stickers {
      slot
    }
    item {
      id
      iconUrl
      rarityColor
      type {
        id
      }
      subType {
        id
      }
      exterior {
        id
        label {
          zh
          en
        }
        color
      }
    }
    listing {
      id
      price
    }
    lease {
      role
      endsAt
    }
    steamAccount {
      id
      accountName
      status
    }
  }
`;

/** One asset (paging by quantity): picture, name, its lease (租入/租出, or 出租中), wear, reference and listing prices (on sale: its offer settings), why it cannot be sold, its checkbox. */
export function InventoryItemCard({ item, selection }: { item: InventoryItemCard_item$key; selection: Selection }) {
  const { t } = useTranslation();
  const { label } = useLabel();
  const data = useFragment(inventoryItemCardFragment, item);
  const name = label(data.name);
  const offeredForRent = useOfferedForRent(data.id);
  const rentedIn = data.lease?.role === 'RENTER';
  // a rented item goes back to its lender: it can be neither sold nor rented out
  const leaseReason = rentedIn && selection.purpose === 'list' ? t('page.renting.badge.rentedInReason') : null;
  const reason =
    leaseReason ??
    unavailableReason(
      t,
      {
        listed: Boolean(data.listing),
        tradable: data.tradable,
        neverTradable: data.neverTradable,
        cooldownEndsAt: data.cooldownEndsAt,
        accountStatus: data.steamAccount.status,
        knownItem: Boolean(data.item),
      },
      selection.purpose,
    );
  const selected = selection.isSelected(data.id);
  const color = data.item?.rarityColor ?? DEFAULT_ITEM_COLOR;
  return (
    <Card $selected={selected} $disabled={reason !== null} data-testid="inventory-item" data-hash-name={data.marketHashName} data-selectable={reason === null}>
      <Picture $color={color}>
        <ItemImage src={data.item?.iconUrl} alt={name} typeId={data.item?.type.id} subTypeId={data.item?.subType?.id} />
      </Picture>
      <strong>{name}</strong>
      {data.item?.exterior ? (
        <div>
          <TagChip $color={exteriorColor(data.item.exterior)}>{label(data.item.exterior.label)}</TagChip>
        </div>
      ) : null}
      {data.lease ? <LeaseBadge kind={rentedIn ? 'renter' : 'lender'} endsAt={data.lease.endsAt} /> : offeredForRent ? <LeaseBadge kind="offered" /> : null}
      {data.floatValue !== null && data.floatValue !== undefined ? <WearBar floatValue={data.floatValue} /> : null}
      <Line>
        <span title={t('page.inventory.card.referenceHint')}>{t('page.inventory.card.reference')}</span>
        {data.referencePrice !== null && data.referencePrice !== undefined ? <Price cents={data.referencePrice} /> : <span>—</span>}
      </Line>
      {data.listing ? (
        <Line data-testid="listing-price">
          <span>{t('page.inventory.card.listingPrice')}</span>
          <Price cents={data.listing.price} />
        </Line>
      ) : null}
      {data.listing && selection.purpose === 'listed' ? <BargainTermsButton listingId={data.listing.id} name={name} /> : null}
      <Line>
        <span>{data.steamAccount.accountName}</span>
      </Line>
      {reason && selection.purpose === 'list' ? <Reason data-testid="unavailable-reason">{reason}</Reason> : null}
      <Check>
        <input
          type="checkbox"
          checked={selected}
          disabled={reason !== null}
          aria-label={t('page.inventory.card.select', { name })}
          data-testid="select-item"
          onChange={(event) =>
            selection.toggle(
              [{ id: data.id, name, referencePrice: data.referencePrice ?? null, listingPrice: data.listing?.price ?? null }],
              event.target.checked,
            )
          }
        />
        <span>{t('page.inventory.card.selectShort')}</span>
      </Check>
    </Card>
  );
}
