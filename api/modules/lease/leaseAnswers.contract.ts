import { z } from 'zod';
import { ValidationError } from '../../errors.ts';
import { isMessageKey, type Language, translate } from '../../i18n/messages.ts';
import { stringParam } from '../../rest/envelope.ts';
import { templateInfoOf } from '../../rest/order.ts';
import type { Viewer } from '../../session/viewer.ts';
import { sellerName } from '../demo/demo.service.ts';
import { nicknameIn } from '../user/user.service.ts';
import {
  LEASE_ROLES,
  LEASE_STATUS_FILTERS,
  type LeaseAction,
  type LeaseRole,
  type LeaseService,
  type LeaseStatusFilter,
  type LeaseWithDetails,
} from './lease.service.ts';

export const LEASE_MAX_LIMIT = 50;
export const TAGS = ['Leases'];
export const byNo = z.object({ leaseNo: z.string().describe('The lease number.') });

const iso = (date: Date | null) => date?.toISOString() ?? null;
const text = (language: Language, key: string, fallback: string) => (isMessageKey(key) ? translate(language, key) : fallback);

/** A lease as every REST answer gives it, for the viewer's side of it (their role and actions come from LeaseService). */
export function toRestLease(
  lease: LeaseWithDetails,
  view: {
    role: LeaseRole;
    actions: LeaseAction[];
    daysLeft: number | null;
    payUrl: string | null;
    renewalOptions: { days: number; addedRentCents: number }[];
    returnableFrom: Date | null;
    renterRefund: number | null;
  },
  language: Language,
) {
  return {
    leaseNo: lease.leaseNo,
    status: lease.status,
    statusText: text(language, `lease.status.${lease.status}`, lease.status),
    role: view.role,
    item: templateInfoOf(lease.template, language),
    assetId: lease.assetId,
    floatValue: lease.leaseListing.floatValue,
    days: lease.days,
    dailyRent: Math.floor(lease.rentCents / lease.days),
    rent: lease.rentCents,
    deposit: lease.depositCents,
    buyoutPrice: lease.buyoutPriceCents,
    held: lease.heldCents,
    payMethod: lease.payMethod === 'ALIPAY' ? ('alipay' as const) : ('balance' as const),
    createdAt: lease.createdAt.toISOString(),
    startedAt: iso(lease.startedAt),
    endsAt: iso(lease.endsAt),
    deadlineAt: iso(lease.deadlineAt),
    closedAt: iso(lease.closedAt),
    daysLeft: view.daysLeft,
    maxDays: lease.leaseListing.maxDays,
    renewalOptions: view.renewalOptions.map((option) => ({ days: option.days, addedRent: option.addedRentCents })),
    returnableFrom: iso(view.returnableFrom),
    lenderIncome: lease.lenderIncomeCents,
    fee: lease.feeCents,
    renterRefund: view.renterRefund,
    counterpart:
      view.role === 'RENTER'
        ? { nickname: sellerName(lease.lender, language), avatar: lease.lender.avatarUrl }
        : { nickname: nicknameIn(lease.renter.nickname, language), avatar: lease.renter.avatarUrl },
    lenderSteamId: lease.lenderSteamId,
    renterSteamId: lease.renterSteamId,
    offerId: lease.deliveryOfferId,
    renterAssetId: lease.renterAssetId,
    steamAccountId: view.role === 'RENTER' ? lease.renterSteamAccountId : null,
    steps: lease.steps.map((step) => {
      const detail = (step.detail ?? {}) as Record<string, unknown>;
      return {
        event: step.event,
        text: text(language, `lease.event.${step.event}`, step.event),
        from: step.fromStatus,
        to: step.toStatus,
        actor: step.actor as 'RENTER' | 'LENDER' | 'SYSTEM' | 'PARTNER' | 'STEAM',
        reason: typeof detail.reason === 'string' ? detail.reason : null,
        time: step.createdAt.toISOString(),
      };
    }),
    actions: view.actions,
    payUrl: view.payUrl,
  };
}

/** The viewer's side of a lease and what they may do with it now, as every REST answer gives them. */
export async function restLease(leases: LeaseService, viewer: Viewer, lease: LeaseWithDetails, language: Language, withPayUrl: boolean) {
  const payUrl = withPayUrl ? await leases.payUrlOf(viewer, lease) : null;
  return toRestLease(
    lease,
    {
      role: leases.roleOf(viewer, lease),
      actions: leases.actionsOf(viewer, lease),
      daysLeft: leases.daysLeft(lease),
      payUrl,
      renewalOptions: leases.renewalOptions(viewer, lease),
      returnableFrom: leases.returnableFrom(lease),
      renterRefund: leases.renterRefundOf(lease),
    },
    language,
  );
}

/** `role`: RENTER (default) or LENDER, any case. */
export function leaseRoleParam(value: unknown): LeaseRole {
  const param = stringParam(value)?.trim().toUpperCase();
  if (!param) return 'RENTER';
  const found = LEASE_ROLES.find((role) => role === param);
  if (!found) throw new ValidationError('role', 'lease.roleInvalid');
  return found;
}

/** `status`: ALL (default), OPEN, CLOSED or one lease status, any case. */
export function leaseStatusParam(value: unknown): LeaseStatusFilter {
  const param = stringParam(value)?.trim().toUpperCase();
  if (!param) return 'ALL';
  const found = LEASE_STATUS_FILTERS.find((status) => status === param);
  if (!found) throw new ValidationError('status', 'lease.statusFilterInvalid');
  return found;
}
