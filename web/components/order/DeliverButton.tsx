import { useRef } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { DeliverButton_order$key } from '../../__generated__/DeliverButton_order.graphql.ts';
import type { DeliverButtonBadgeQuery } from '../../__generated__/DeliverButtonBadgeQuery.graphql.ts';
import { Button } from '../Button.tsx';
import { showToast } from '../toast/toastStore.ts';
import { QUIET } from '../../relay/network.ts';
import { typedErrorMessage } from '../../relay/typedErrors.ts';
import { useDeliverOrder } from './useDeliverOrder.ts';

const badgeQuery = graphql`
  query DeliverButtonBadgeQuery {
    viewer {
      id
      ordersToDeliver
    }
  }
`;

/**
 * 发货: asks the platform to send the order's trade offer, says where to confirm it (the order page's
 * 确认报价 with the simulated Steam, the Steam app otherwise), then refreshes the sell tab's badge.
 */
export function DeliverButton({ order }: { order: DeliverButton_order$key }) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const data = useFragment(
    graphql`
      fragment DeliverButton_order on Order {
        orderNo
      }
    `,
    order,
  );
  const [commit, inFlight] = useDeliverOrder();
  const sending = useRef(false);
  const deliver = () => {
    if (sending.current) return;
    sending.current = true;
    commit({
      variables: { input: { orderNo: data.orderNo } },
      onCompleted: ({ deliverOrder: result }) => {
        sending.current = false;
        if (result.__typename === 'DeliverOrderPayload') {
          // with the simulated Steam the offer is confirmed on the order page (确认报价), otherwise in the Steam app
          showToast(t(result.order?.canConfirmOffer ? 'page.order.deliveredConfirmHere' : 'page.order.delivered'), 'success');
          fetchQuery<DeliverButtonBadgeQuery>(
            environment,
            badgeQuery,
            {},
            { fetchPolicy: 'network-only', networkCacheConfig: { metadata: { [QUIET]: true } } },
          ).subscribe({});
          return;
        }
        const text = typedErrorMessage(result, environment);
        if (text) showToast(text, 'error');
      },
      onError: () => {
        sending.current = false;
      },
    });
  };
  return (
    <Button type="button" $variant="primary" disabled={inFlight} onClick={deliver} data-testid="order-deliver">
      {inFlight ? t('page.order.delivering') : t('page.order.deliver')}
    </Button>
  );
}
