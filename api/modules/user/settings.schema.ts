// GraphQL of the settings page (/user/setting): profile, real-name verification,
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
    THIS_MONTH: { value: 'thisMonth', description: 'From the first day of this month to today.' },
    THIS_WEEK: { value: 'thisWeek', description: 'From this Monday to today.' },
    LAST_WEEK: { value: 'lastWeek', description: 'Last week, Monday to Sunday.' },
    LAST_7_DAYS: { value: 'last7Days', description: 'The last 7 days, today included.' },
    LAST_30_DAYS: { value: 'last30Days', description: 'The last 30 days, today included.' },
    LAST_90_DAYS: { value: 'last90Days', description: 'The last 90 days, today included.' },
    CUSTOM: { value: 'custom', description: 'The days given by `from` and `to`.' },
  } satisfies Record<string, { value: StatisticsRangeValue; description: string }>,
});

const PeriodTotalsType = builder.objectRef<PeriodTotals>('PeriodTotals').implement({
  description: 'A number of operations and their sum.',
  fields: (t) => ({
    count: t.exposeInt('count', { description: 'How many.' }),
    amount: t.field({ type: 'Money', description: 'Sum in cents.', resolve: (totals) => totals.amount }),
  }),
});

const UserStatisticsType = builder.objectRef<UserStatistics>('UserStatistics').implement({
  description: 'Sales and withdrawals of the viewer over a range of calendar days.',
  fields: (t) => ({
    range: t.field({ type: StatisticsRange, description: 'The range asked for.', resolve: (statistics) => statistics.range }),
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
    description: "The viewer's sales and withdrawals over a range of days.",
    type: UserStatisticsType,
    authScopes: { loggedIn: true },
    args: {
      range: t.arg({ type: StatisticsRange, description: 'The range of days (this month by default).', defaultValue: 'thisMonth' }),
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
    description: "The viewer's account after the change.",
    fields: (t) => ({ viewer: t.field({ type: Viewer, description: "The viewer's account, as it is now.", resolve: (payload) => payload.viewer }) }),
  });

const UpdateProfileInput = builder.inputType('UpdateProfileInput', {
  description: "The viewer's new profile.",
  fields: (t) => ({ nickname: t.string({ required: true, description: 'Trimmed; 1 to 20 characters, no control characters.' }) }),
});

builder.mutationField('updateProfile', (t) =>
  t.field({
    description: "Changes the viewer's nickname.",
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
  description: 'The real name and ID card number to verify.',
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
  description: 'The open platform switch.',
  fields: (t) => ({ enabled: t.boolean({ description: 'On or off.', required: true }) }),
});

builder.mutationField('setOpenPlatform', (t) =>
  t.field({
    description: "Turns the open platform (partner API) switch of the viewer's settings on or off.",
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
