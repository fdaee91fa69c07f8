// GraphQL of withdrawals (the REST twin: withdrawal.rest.ts): the form's settings and preview on the
// viewer, the history as a connection, and the mutations that send the SMS code and withdraw.
import { AppError, RateLimitError, ValidationError } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import { pagedConnection } from '../../graphql/pagedConnection.ts';
import { ownViewer, requireViewer } from '../../graphql/viewer.ts';
import { StepUpRequiredError } from '../../session/viewer.ts';
import { translate } from '../../i18n/messages.ts';
import { Viewer } from '../user/user.schema.ts';
import type { WithdrawalSettings, WithdrawalView } from './withdrawal.service.ts';

const WithdrawalStatus = builder.enumType('WithdrawalStatus', {
  description: 'Where a withdrawal stands.',
  values: {
    PROCESSING: { description: 'Made; the payout to Alipay is under way.' },
    SUCCESS: { description: 'Paid out.' },
    FAILURE: { description: 'The payout failed: the amount went back to withdrawable.' },
  } as const,
});

const WithdrawalRange = builder.enumType('WithdrawalRange', {
  description: 'The last week, month or three months (7, 30, 90 days).',
  values: {
    WEEK: { value: 'week', description: 'The last 7 days.' },
    MONTH: { value: 'month', description: 'The last 30 days.' },
    THREE_MONTHS: { value: '3months', description: 'The last 90 days.' },
  } as const,
});

export const WithdrawalRef = builder.objectRef<WithdrawalView>('Withdrawal').implement({
  description: "A withdrawal of the viewer's settled proceeds to their Alipay account. Only its owner can read it.",
  fields: (t) => ({
    id: t.exposeID('id', { description: "The withdrawal's id." }),
    serialNo: t.exposeString('serialNo', { description: "The withdrawal's serial number (in viewerEvents and on the page)." }),
    status: t.field({ description: 'Where it stands.', type: WithdrawalStatus, resolve: (row) => row.status }),
    statusText: t.string({
      description: "In the request's language.",
      resolve: (row, _, context) => translate(context.language, `withdraw.status.${row.status}`),
    }),
    amount: t.field({ type: 'Money', description: 'What left withdrawable.', resolve: (row) => row.amount }),
    fee: t.field({ description: 'The fee taken (0 for a failed withdrawal).', type: 'Money', resolve: (row) => row.fee }),
    actualAmount: t.field({
      type: 'Money',
      description: 'What arrives: amount less fee; 0 for a failed withdrawal (nothing arrived, no fee was taken).',
      resolve: (row) => row.actualAmount,
    }),
    account: t.exposeString('account', { description: 'The Alipay account paid.' }),
    failureReason: t.exposeString('failureReason', { description: 'Why the payout failed; null unless it did.', nullable: true }),
    createdAt: t.field({ description: 'When it was made.', type: 'DateTime', resolve: (row) => new Date(row.createTime) }),
    finishedAt: t.field({
      description: 'When it succeeded or failed; null while processing.',
      type: 'DateTime',
      nullable: true,
      resolve: (row) => (row.finishTime ? new Date(row.finishTime) : null),
    }),
  }),
});

const WithdrawalConnection = builder.connectionObject(
  {
    type: WithdrawalRef,
    name: 'WithdrawalConnection',
    description: "A page of the viewer's withdrawals.",
    fields: (t) => ({
      totalCount: t.int({
        description: 'How many there are over all the pages.',
        resolve: (connection) => (connection as unknown as { totalCount: number }).totalCount,
      }),
    }),
  },
  { name: 'WithdrawalEdge', description: 'A withdrawal of the page, with its cursor.' },
);

const WithdrawalSettingsRef = builder.objectRef<WithdrawalSettings>('WithdrawalSettings').implement({
  description: 'What the withdrawal form needs.',
  fields: (t) => ({
    enabled: t.exposeBoolean('enabled', { description: 'Whether withdrawals are open.' }),
    withdrawable: t.field({ description: "The viewer's withdrawable balance.", type: 'Money', resolve: (settings) => settings.withdrawable }),
    verified: t.exposeBoolean('verified', { description: 'Real-name verified; otherwise the first withdrawal verifies.' }),
    account: t.exposeString('account', { nullable: true, description: 'The bound Alipay account; null before the first withdrawal.' }),
    rateBps: t.exposeInt('rateBps', { description: 'The fee rate in basis points.' }),
    min: t.field({ description: 'The smallest amount one withdrawal may take.', type: 'Money', resolve: (settings) => settings.min }),
    max: t.field({ description: 'The largest amount one withdrawal may take.', type: 'Money', resolve: (settings) => settings.max }),
    phone: t.exposeString('phone', { description: 'Where the SMS code goes, masked.' }),
  }),
});

const WithdrawalPreview = builder.objectRef<{ amount: number; fee: number; actualAmount: number }>('WithdrawalPreview').implement({
  description: 'What a withdrawal of an amount would cost.',
  fields: (t) => ({
    amount: t.field({ description: 'The amount asked for.', type: 'Money', resolve: (preview) => preview.amount }),
    fee: t.field({ description: 'The fee.', type: 'Money', resolve: (preview) => preview.fee }),
    actualAmount: t.field({ description: 'What would arrive: amount less fee.', type: 'Money', resolve: (preview) => preview.actualAmount }),
  }),
});

builder.prismaObjectFields(Viewer, (t) => ({
  withdrawalSettings: t.field({
    description: "What the viewer's withdrawal form needs.",
    type: WithdrawalSettingsRef,
    authScopes: { loggedIn: true },
    resolve: (user, _, context) => context.services.withdrawals.settingsOf(ownViewer(user, context)),
  }),
  withdrawalPreview: t.field({
    type: WithdrawalPreview,
    authScopes: { loggedIn: true },
    description: 'The fee and what arrives for an amount in yuan (at most two decimals).',
    args: { amount: t.arg.string({ description: 'Yuan, a decimal string with at most two decimals.', required: true }) },
    resolve: (user, args, context) => context.services.withdrawals.preview(ownViewer(user, context), args.amount),
  }),
  withdrawals: t.connection(
    {
      type: WithdrawalRef,
      description: "The viewer's withdrawals, newest first.",
      authScopes: { loggedIn: true },
      args: {
        status: t.arg({ type: WithdrawalStatus, description: 'Only withdrawals in this status.' }),
        range: t.arg({ type: WithdrawalRange, description: 'Only those made in this range.' }),
        month: t.arg.string({ description: 'YYYY-MM (Shanghai time); wins over range.' }),
      },
      resolve: (user, args, context, info) =>
        pagedConnection(
          args,
          context,
          info,
          async (page) => {
            const filter = { status: args.status?.toLowerCase(), range: args.range ?? undefined, month: args.month ?? undefined };
            const { list, total } = await context.services.withdrawals.history(ownViewer(user, context), filter, page);
            return { rows: list, total };
          },
          { prismaNodes: false },
        ),
    },
    WithdrawalConnection,
  ),
}));

const SendWithdrawalCodePayload = builder.objectRef<{ retryAfterSeconds: number }>('SendWithdrawalCodePayload').implement({
  description: "The withdrawal's SMS code was sent.",
  fields: (t) => ({ retryAfterSeconds: t.exposeInt('retryAfterSeconds', { description: 'When another code may be asked for.' }) }),
});

builder.mutationField('sendWithdrawalCode', (t) =>
  t.field({
    type: SendWithdrawalCodePayload,
    description: "Sends the withdrawal's SMS code to the viewer's own phone.",
    authScopes: { loggedIn: true },
    errors: {
      types: [RateLimitError, AppError],
      directResult: true,
      union: { name: 'SendWithdrawalCodeResult', description: 'What sendWithdrawalCode answers: its payload, or one of its typed errors.' },
    },
    resolve: (_, __, context) => context.services.withdrawals.sendCode(requireViewer(context), context.request),
  }),
);

const WithdrawInput = builder.inputType('WithdrawInput', {
  description: 'The withdrawal to make.',
  fields: (t) => ({
    amount: t.string({ required: true, description: 'Yuan, at most two decimals (10 to 50000).' }),
    smsCode: t.string({ description: 'The code sent by sendWithdrawalCode.', required: true }),
    name: t.string({ description: 'First withdrawal: the real name to verify.' }),
    idNumber: t.string({ description: 'First withdrawal: the ID number to verify.' }),
    account: t.string({ description: 'First withdrawal: the Alipay account to bind (later ones go only there).' }),
    idempotencyKey: t.string({
      description:
        'Key chosen by the client per withdrawal (1 to 128 letters, digits, - _ . :): for 24 hours a retry with the same key and input gets the first answer again and withdraws nothing more.',
      required: true,
    }),
  }),
});

const WithdrawPayload = builder.objectRef<{ withdrawal: WithdrawalView }>('WithdrawPayload').implement({
  description: 'The withdrawal made.',
  fields: (t) => ({ withdrawal: t.field({ type: WithdrawalRef, description: 'The withdrawal, processing.', resolve: (payload) => payload.withdrawal }) }),
});

builder.mutationField('withdraw', (t) =>
  t.field({
    type: WithdrawPayload,
    description: 'Withdraws settled proceeds to the verified Alipay account (提现已发起); the payout follows.',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: WithdrawInput, required: true, description: 'What the mutation acts on.' }) },
    errors: {
      types: [StepUpRequiredError, ValidationError, AppError],
      directResult: true,
      union: { name: 'WithdrawResult', description: 'What withdraw answers: its payload, or one of its typed errors.' },
    },
    resolve: async (_, { input }, context) => ({ withdrawal: await context.services.withdrawals.withdraw(requireViewer(context), input) }),
  }),
);
