import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CallbackDeliveryRow_callback$key, PartnerCallbackStatus } from '../../../__generated__/CallbackDeliveryRow_callback.graphql.ts';
import { Button } from '../../../components/Button.tsx';
import { showToast } from '../../../components/toast/toastStore.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { useResendPartnerCallback } from './useResendPartnerCallback.ts';

/** How much of the last error a row shows (the whole text is its title). */
export const ERROR_SHOWN = 40;

/** The callback types (docs/open-platform.md §5) and their i18n keys; "expired": the event left the log. */
const TYPE_KEYS: Record<string, 'order' | 'listing' | 'buyOrder' | 'bargain' | 'lease' | 'ping' | 'expired'> = {
  'order.transitioned': 'order',
  'listing.transitioned': 'listing',
  'buyOrder.changed': 'buyOrder',
  'bargain.changed': 'bargain',
  'lease.changed': 'lease',
  ping: 'ping',
  expired: 'expired',
};

const STATUS_COLOR = { PENDING: 'accent', DELIVERED: 'success', FAILED: 'danger' } as const;

const Status = styled.span<{ $status: PartnerCallbackStatus }>`
  color: ${({ theme, $status }) => theme.colors[STATUS_COLOR[$status as keyof typeof STATUS_COLOR] ?? 'text']};
  font-weight: 600;
  white-space: nowrap;
`;

const EventId = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textFaint};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

/** Every attempt of the delivery, oldest first, one a line. */
const AttemptList = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

/** How much of an attempt's answer (or error) its line shows (the whole excerpt is its title). */
const EXCERPT_SHOWN = 24;

/** What an attempt heard: the start of the receiver's answer, or why there was none; null for an empty answer. */
const attemptDetail = (attempt: { answerExcerpt: string | null | undefined; error: string | null | undefined }) =>
  attempt.answerExcerpt?.trim() || attempt.error || null;

/** The first `max` characters of a text, with an ellipsis when there was more. */
export function shorten(text: string, max = ERROR_SHOWN): string {
  const characters = Array.from(text);
  return characters.length > max ? `${characters.slice(0, max).join('')}…` : text;
}

/**
 * One delivery of the log: when the event was created, its type and id, the status (coloured),
 * the attempts, the last answer (HTTP status and latency), the next attempt of a pending one, the
 * last error (shortened), every attempt (time, HTTP status, latency, the start of its answer or its
 * error) and a resend button, which makes a new delivery (a new row at the top; this one keeps its attempts).
 * An expired event (gone from the log) cannot be sent again, nor can anything while the app is
 * suspended (every attempt would fail).
 */
export function CallbackDeliveryRow({
  callback,
  suspended,
  appRecordId,
}: {
  callback: CallbackDeliveryRow_callback$key;
  suspended: boolean;
  /** the store record of the app whose log lists the row: a resend puts its new delivery at the top */
  appRecordId: string;
}) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment CallbackDeliveryRow_callback on PartnerCallback {
        callbackId
        eventId
        type
        status
        attempts
        lastStatusCode
        lastLatencyMs
        lastError
        nextAttemptAt
        createdAt
        attemptLog {
          number
          attemptedAt
          statusCode
          latencyMs
          answerExcerpt
          error
        }
      }
    `,
    callback,
  );
  const [resend, resending] = useResendPartnerCallback();
  const typeKey = TYPE_KEYS[data.type];
  const none = t('page.openapi.deliveries.none');

  const onResend = () =>
    resend(
      { callbackId: data.callbackId, appRecordId },
      {
        onSuccess: () => showToast(t('page.openapi.deliveries.resent'), 'success'),
        onFailure: (_, message) => {
          if (message) showToast(message, 'error');
        },
      },
    );

  const response =
    data.lastStatusCode === null && data.lastLatencyMs === null
      ? none
      : t('page.openapi.deliveries.response', {
          status: data.lastStatusCode ?? t('page.openapi.deliveries.noAnswer'),
          latency: data.lastLatencyMs ?? 0,
        });

  return (
    <tr data-testid="openapi-delivery" data-callback-id={data.callbackId}>
      <td className="time">{formatDateTime(data.createdAt)}</td>
      <td>
        <span data-testid="openapi-delivery-type">{typeKey ? t(`page.openapi.deliveries.types.${typeKey}`) : data.type}</span>
        <EventId data-testid="openapi-delivery-event">{data.eventId}</EventId>
      </td>
      <td>
        <Status $status={data.status} data-testid="openapi-delivery-status">
          {data.status in STATUS_COLOR ? t(`page.openapi.deliveries.statuses.${data.status as keyof typeof STATUS_COLOR}`) : data.status}
        </Status>
      </td>
      <td className="number" data-testid="openapi-delivery-attempts">
        {data.attempts}
      </td>
      <td className="number" data-testid="openapi-delivery-response">
        {response}
      </td>
      <td className="time" data-testid="openapi-delivery-next">
        {data.status === 'PENDING' && data.nextAttemptAt ? formatDateTime(data.nextAttemptAt) : none}
      </td>
      <td data-testid="openapi-delivery-error" title={data.lastError ?? undefined}>
        {data.lastError ? shorten(data.lastError) : none}
      </td>
      <td data-testid="openapi-delivery-history">
        {data.attemptLog.length === 0 ? (
          none
        ) : (
          <AttemptList>
            {data.attemptLog.map((attempt) => {
              const detail = attemptDetail(attempt);
              return (
                <li key={attempt.number} data-testid="openapi-delivery-attempt" title={detail ?? undefined}>
                  {t('page.openapi.deliveries.attempt', {
                    time: formatDateTime(attempt.attemptedAt),
                    status: attempt.statusCode ?? t('page.openapi.deliveries.noAnswer'),
                    latency: attempt.latencyMs,
                  })}
                  {detail ? ` · ${shorten(detail, EXCERPT_SHOWN)}` : null}
                </li>
              );
            })}
          </AttemptList>
        )}
      </td>
      <td>
        <Button
          type="button"
          $variant="secondary"
          disabled={resending || suspended || typeKey === 'expired'}
          aria-label={t('page.openapi.deliveries.resendEvent', { eventId: data.eventId })}
          onClick={onResend}
          data-testid="openapi-delivery-resend"
        >
          {resending ? t('page.openapi.deliveries.resending') : t('page.openapi.deliveries.resend')}
        </Button>
      </td>
    </tr>
  );
}
