// GraphQL of the settings page (SPEC §2 /user/setting): profile, real-name verification,
// statistics, open-platform switch. Avatar uploads go through REST (POST /web/user/avatar, multipart);
// the new picture shows in Viewer.avatarUrl.
import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { AppError, ValidationError } from '../../errors.ts';
import { ownViewer, requireViewer } from '../../graphql/viewer.ts';
import { StepUpRequiredError } from '../../session/viewer.ts';
import type { StatisticsRange as StatisticsRangeValue } from './statistics.ts';
import type { PeriodTotals, UserStatistics } from './user.service.ts';
import { Viewer } from './user.schema.ts';

type ViewerRow = NonNullable<GraphQLContext['viewer']>['user'];

export const StatisticsRange = builder.enumType('StatisticsRange', {
  description: 'Calendar ranges in Asia/Shanghai; weeks start on Monday; the running ones end today.',
  values: {
    THIS_MONTH: { value: 'thisMonth' },
    THIS_WEEK: { value: 'thisWeek' },
    LAST_WEEK: { value: 'lastWeek' },
    LAST_7_DAYS: { value: 'last7Days' },
    LAST_30_DAYS: { value: 'last30Days' },
    LAST_90_DAYS: { value: 'last90Days' },
    CUSTOM: { value: 'custom' },
  } satisfies Record<string, { value: StatisticsRangeValue }>,
});

const PeriodTotalsType = builder.objectRef<PeriodTotals>('PeriodTotals').implement({
  fields: (t) => ({
    count: t.exposeInt('count'),
    amount: t.field({ type: 'Money', description: 'Sum in cents.', resolve: (totals) => totals.amount }),
  }),
});

const UserStatisticsType = builder.objectRef<UserStatistics>('UserStatistics').implement({
  description: 'Sales and withdrawals of the viewer over a range of calendar days.',
  fields: (t) => ({
    range: t.field({ type: StatisticsRange, resolve: (statistics) => statistics.range }),
    from: t.exposeString('from', { description: 'First day, YYYY-MM-DD (Shanghai).' }),
    to: t.exposeString('to', { description: 'Last day, included, YYYY-MM-DD (Shanghai).' }),
    sales: t.field({
      type: PeriodTotalsType,
      description: "The viewer's sales paid in the range and not failed since, at what the buyers paid (the orders' prices, the seller's fee not deducted).",
      resolve: (statistics) => statistics.sales,
    }),
    withdrawals: t.field({
      type: PeriodTotalsType,
      description: 'Withdrawals in the range (zero until the wallet exists).',
      resolve: (statistics) => statistics.withdrawals,
    }),
  }),
});

builder.prismaObjectFields(Viewer, (t) => ({
  statistics: t.field({
    type: UserStatisticsType,
    authScopes: { loggedIn: true },
    args: {
      range: t.arg({ type: StatisticsRange, defaultValue: 'thisMonth' }),
      from: t.arg.string({ description: 'CUSTOM only: first day, YYYY-MM-DD.' }),
      to: t.arg.string({ description: 'CUSTOM only: last day, YYYY-MM-DD; at most 366 days, not after today.' }),
    },
    errors: {
      types: [ValidationError],
      directResult: true,
      union: { name: 'ViewerStatisticsResult', description: 'What Viewer.statistics answers: the statistics, or a ValidationError.' },
    },
    resolve: (user, args, context) =>
      context.services.user.statistics(ownViewer(user, context), { range: args.range ?? 'thisMonth', from: args.from, to: args.to }),
  }),
}));

const ViewerPayload = (name: string) =>
  builder.objectRef<{ viewer: ViewerRow }>(name).implement({
    fields: (t) => ({ viewer: t.field({ type: Viewer, resolve: (payload) => payload.viewer }) }),
  });

const UpdateProfileInput = builder.inputType('UpdateProfileInput', {
  fields: (t) => ({ nickname: t.string({ required: true, description: 'Trimmed; 1 to 20 characters, no control characters.' }) }),
});

builder.mutationField('updateProfile', (t) =>
  t.field({
    type: ViewerPayload('UpdateProfilePayload'),
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: UpdateProfileInput, required: true, description: 'What the mutation acts on.' }) },
    errors: {
      types: [ValidationError],
      directResult: true,
      union: { name: 'UpdateProfileResult', description: 'What updateProfile answers: its payload, or one of its typed errors.' },
    },
    resolve: async (_, { input }, context) => ({ viewer: await context.services.user.updateProfile(requireViewer(context), input) }),
  }),
);

const VerifyIdentityInput = builder.inputType('VerifyIdentityInput', {
  fields: (t) => ({
    name: t.string({ required: true, description: 'Real name: 2 to 30 Chinese characters (with ·) or letters and spaces.' }),
    idNumber: t.string({ required: true, description: 'Mainland 18-character ID card number.' }),
  }),
});

builder.mutationField('verifyIdentity', (t) =>
  t.field({
    type: ViewerPayload('VerifyIdentityPayload'),
    description: 'Real-name verification, once (an already verified viewer gets a BaseError with code ALREADY_VERIFIED).',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: VerifyIdentityInput, required: true, description: 'What the mutation acts on.' }) },
    errors: {
      types: [StepUpRequiredError, ValidationError, AppError],
      directResult: true,
      union: { name: 'VerifyIdentityResult', description: 'What verifyIdentity answers: its payload, or one of its typed errors.' },
    },
    resolve: async (_, { input }, context) => ({ viewer: await context.services.user.verifyIdentity(requireViewer(context), input) }),
  }),
);

const SetOpenPlatformInput = builder.inputType('SetOpenPlatformInput', {
  fields: (t) => ({ enabled: t.boolean({ required: true }) }),
});

builder.mutationField('setOpenPlatform', (t) =>
  t.field({
    type: ViewerPayload('SetOpenPlatformPayload'),
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: SetOpenPlatformInput, required: true, description: 'What the mutation acts on.' }) },
    errors: {
      types: [ValidationError],
      directResult: true,
      union: { name: 'SetOpenPlatformResult', description: 'What setOpenPlatform answers: its payload, or one of its typed errors.' },
    },
    resolve: async (_, { input }, context) => ({ viewer: await context.services.user.setOpenPlatform(requireViewer(context), input.enabled) }),
  }),
);
