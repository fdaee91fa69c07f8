import { useMemo, useState } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { InventoryLeaseShelf_viewer$data, InventoryLeaseShelf_viewer$key } from '../../../__generated__/InventoryLeaseShelf_viewer.graphql.ts';
import { Button } from '../../../components/Button.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { EditLeaseListingDialog } from '../../../components/lease/EditLeaseListingDialog.tsx';
import { LeaseBadge } from '../../../components/lease/LeaseBadge.tsx';
import { leasePathOf } from '../../../components/lease/leasePaths.ts';
import { useCancelLeaseListing } from '../../../components/lease/useLeaseListingChanges.ts';
import { Panel } from '../../../components/Panel.tsx';
import { showToast } from '../../../components/toast/toastStore.ts';
import { useLabel } from '../../../i18n/useLabel.ts';
import { useMoney } from '../../../money/currency.tsx';
import { typedErrorMessage } from '../../../relay/typedErrors.ts';

const fragment = graphql`
  fragment InventoryLeaseShelf_viewer on Viewer {
    leaseListings(status: ON_LEASE, first: 30) {
      totalCount
      edges {
        node {
          id
          dailyRent
          longDailyRent
          deposit
          maxDays
          buyoutPrice
          item {
            name {
              zh
              en
            }
          }
          inventoryItem {
            id
            referencePrice
          }
        }
      }
    }
    leasedOutItems {
      assetId
      name {
        zh
        en
      }
      lease {
        leaseNo
        endsAt
      }
    }
  }
`;

type OfferedListing = InventoryLeaseShelf_viewer$data['leaseListings']['edges'][number]['node'];

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(6)};
  @media (max-width: ${({ theme }) => theme.breakpoints.medium}) { grid-template-columns: minmax(0, 1fr); }
  h3 { margin: 0 0 ${({ theme }) => theme.space(2)}; font-size: ${({ theme }) => theme.fontSize.md}; font-weight: 600; }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSize.sm};
  > div:first-child { display: flex; flex-direction: column; gap: ${({ theme }) => theme.space(1)}; min-width: 0; }
  strong { font-weight: 500; overflow-wrap: anywhere; }
  small { color: ${({ theme }) => theme.colors.textMuted}; }
  button, a { height: 28px; padding: 0 ${({ theme }) => theme.space(3)}; font-size: ${({ theme }) => theme.fontSize.xs}; }
`;

const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** The viewer's assets offered for rent now, by inventory item id (the cards mark them 出租中). */
export function useOfferedInventoryItemIds(viewer: InventoryLeaseShelf_viewer$key | null): ReadonlySet<string> {
  const data = useFragment(fragment, viewer);
  const edges = data?.leaseListings.edges;
  return useMemo(() => new Set((edges ?? []).flatMap(({ node }) => (node.inventoryItem ? [node.inventoryItem.id] : []))), [edges]);
}

/**
 * 我的出租 under the inventory: the assets offered for rent with their terms (修改 changes them,
 * 下架出租 delists them), and the assets lent out (租出), which have left the inventory until they
 * come back, with their lease's end.
 */
export function InventoryLeaseShelf({ viewer, onChanged }: { viewer: InventoryLeaseShelf_viewer$key; onChanged: () => void }) {
  const { t } = useTranslation();
  const { label } = useLabel();
  const { format } = useMoney();
  const environment = useRelayEnvironment();
  const data = useFragment(fragment, viewer);
  const [editing, setEditing] = useState<OfferedListing | null>(null);
  const [cancelling, setCancelling] = useState<OfferedListing | null>(null);
  const [cancel, cancelInFlight] = useCancelLeaseListing();
  const offered = data.leaseListings.edges.map(({ node }) => node);

  const confirmCancel = () => {
    if (!cancelling) return;
    cancel({
      variables: { input: { leaseListingId: cancelling.id } },
      onCompleted: ({ cancelLeaseListing: result }) => {
        setCancelling(null);
        if (result.__typename === 'CancelLeaseListingPayload') {
          showToast(t('page.renting.shelf.cancelled'), 'success');
          onChanged();
          return;
        }
        const message = typedErrorMessage(result, environment);
        if (message) showToast(message, 'error');
      },
      onError: () => setCancelling(null),
    });
  };

  return (
    <Panel title={t('page.renting.shelf.title')} testId="inventory-lease-shelf">
      <Columns>
        <section>
          <h3>{t('page.renting.shelf.offered', { count: data.leaseListings.totalCount })}</h3>
          {offered.length === 0 ? <Empty>{t('page.renting.shelf.noneOffered')}</Empty> : null}
          <List>
            {offered.map((listing) => (
              <Entry key={listing.id} data-testid="lease-shelf-offered">
                <div>
                  <strong>{label(listing.item.name)}</strong>
                  <small>{t('page.renting.shelf.summary', { rent: format(listing.dailyRent), deposit: format(listing.deposit), days: listing.maxDays })}</small>
                </div>
                <Buttons>
                  <Button type="button" onClick={() => setEditing(listing)} data-testid="lease-listing-edit">
                    {t('page.renting.shelf.edit')}
                  </Button>
                  <Button type="button" $variant="ghost" onClick={() => setCancelling(listing)} data-testid="lease-listing-cancel">
                    {t('page.renting.shelf.cancel')}
                  </Button>
                </Buttons>
              </Entry>
            ))}
          </List>
        </section>
        <section>
          <h3>{t('page.renting.shelf.lentOut', { count: data.leasedOutItems.length })}</h3>
          {data.leasedOutItems.length === 0 ? <Empty>{t('page.renting.shelf.noneLentOut')}</Empty> : null}
          <List>
            {data.leasedOutItems.map((item) => (
              <Entry key={item.lease.leaseNo} data-testid="lease-shelf-lent-out">
                <div>
                  <strong>{label(item.name)}</strong>
                  <LeaseBadge kind="lender" endsAt={item.lease.endsAt} />
                </div>
                <Button as={Link} to={leasePathOf(item.lease.leaseNo)}>
                  {t('page.renting.shelf.leaseLink')}
                </Button>
              </Entry>
            ))}
          </List>
        </section>
      </Columns>
      {editing ? (
        <EditLeaseListingDialog
          leaseListingId={editing.id}
          name={label(editing.item.name)}
          terms={{
            dailyRentCents: editing.dailyRent,
            longDailyRentCents: editing.longDailyRent ?? null,
            depositCents: editing.deposit,
            maxDays: editing.maxDays,
            buyoutPriceCents: editing.buyoutPrice ?? null,
          }}
          referenceCents={editing.inventoryItem?.referencePrice ?? null}
          onSaved={onChanged}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {cancelling ? (
        <ConfirmDialog
          title={t('page.renting.shelf.cancelTitle')}
          confirmLabel={t('page.renting.shelf.cancelConfirm')}
          cancelLabel={t('common.cancel')}
          busy={cancelInFlight}
          confirmTestId="lease-listing-cancel-confirm"
          onConfirm={confirmCancel}
          onCancel={() => setCancelling(null)}
        >
          <p>{t('page.renting.shelf.cancelText', { name: label(cancelling.item.name) })}</p>
        </ConfirmDialog>
      ) : null}
    </Panel>
  );
}
