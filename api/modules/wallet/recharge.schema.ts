// GraphQL of the recharge center (the REST twin: recharge.rest.ts): the center on the viewer, and the
// mutations that sign and terminate the enterprise contract and start a recharge.
import { AppError, ValidationError } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import { ownViewer, requireViewer } from '../../graphql/viewer.ts';
import { translate } from '../../i18n/messages.ts';
import { Viewer } from '../user/user.schema.ts';
import type { ContractView, RechargeCenter, RechargeView } from './recharge.service.ts';

const RechargeContractStatus = builder.enumType('RechargeContractStatus', {
  description:
    'NONE: never signed; SIGNING: the signing at the provider is not finished; SIGNED; FAILED: refused, replaced or not finished in time; TERMINATED.',
  values: {
    NONE: { description: 'Never signed.' },
    SIGNING: { description: 'The signing at the provider is not finished.' },
    SIGNED: { description: 'Signed: recharges are open.' },
    FAILED: { description: 'Refused, replaced or not finished in time.' },
    TERMINATED: { description: 'Terminated after signing.' },
  } as const,
});

export const RechargeContractRef = builder.objectRef<ContractView>('RechargeContract').implement({
  description: "The viewer's enterprise recharge contract with the payment provider (signed or unsigned; incomplete or finished).",
  fields: (t) => ({
    status: t.field({ description: 'Where the contract stands.', type: RechargeContractStatus, resolve: (contract) => contract.status }),
    statusText: t.string({
      description: "In the request's language.",
      resolve: (contract, _, context) => translate(context.language, `recharge.contract.${contract.status}`),
    }),
    signed: t.exposeBoolean('signed', { description: 'Whether it is signed now.' }),
    finished: t.exposeBoolean('finished', { description: 'The signing is finished (signed, or terminated after signing) rather than incomplete.' }),
    companyName: t.exposeString('companyName', { description: "The company's name; null before one was given.", nullable: true }),
    creditCode: t.exposeString('creditCode', { nullable: true, description: 'The unified social credit code.' }),
    externalAgreementNo: t.exposeString('externalAgreementNo', {
      description: 'Our number of the agreement at the provider; null before signing started.',
      nullable: true,
    }),
    agreementNo: t.exposeString('agreementNo', { nullable: true, description: "The provider's agreement number, once signed." }),
    createdAt: t.field({
      description: 'When the signing was started; null when never.',
      type: 'DateTime',
      nullable: true,
      resolve: (contract) => (contract.createTime ? new Date(contract.createTime) : null),
    }),
    signedAt: t.field({
      description: 'When it was signed; null until then.',
      type: 'DateTime',
      nullable: true,
      resolve: (contract) => (contract.signTime ? new Date(contract.signTime) : null),
    }),
    endedAt: t.field({
      description: 'When it failed or was terminated; null otherwise.',
      type: 'DateTime',
      nullable: true,
      resolve: (contract) => (contract.endTime ? new Date(contract.endTime) : null),
    }),
  }),
});

const RechargeCenterRef = builder.objectRef<RechargeCenter>('RechargeCenter').implement({
  description: "The viewer's recharge center: whether it is open, its limits and the enterprise contract.",
  fields: (t) => ({
    enabled: t.exposeBoolean('enabled', { description: 'False: recharging is closed (充值暂时关闭，请联系客服).' }),
    min: t.field({ description: 'The smallest recharge.', type: 'Money', resolve: (center) => center.min }),
    max: t.field({ description: 'The largest recharge.', type: 'Money', resolve: (center) => center.max }),
    contract: t.field({ description: "The viewer's enterprise contract.", type: RechargeContractRef, resolve: (center) => center.contract }),
    demoCreditCode: t.exposeString('demoCreditCode', {
      nullable: true,
      description: "With the simulated Alipay only: a valid enterprise unified social credit code of the demo, the viewer's own, to sign the contract with.",
    }),
  }),
});

builder.prismaObjectFields(Viewer, (t) => ({
  rechargeCenter: t.field({
    description: "The viewer's recharge center.",
    type: RechargeCenterRef,
    authScopes: { loggedIn: true },
    resolve: (user, _, context) => context.services.recharges.centerOf(ownViewer(user, context)),
  }),
}));

const SignRechargeContractInput = builder.inputType('SignRechargeContractInput', {
  description: 'The company that signs the contract.',
  fields: (t) => ({
    companyName: t.string({ description: "The company's registered name.", required: true }),
    creditCode: t.string({ required: true, description: 'The 18-character unified social credit code.' }),
  }),
});

const SignRechargeContractPayload = builder.objectRef<{ contract: ContractView; signUrl: string }>('SignRechargeContractPayload').implement({
  description: 'The contract to sign, and where.',
  fields: (t) => ({
    contract: t.field({ description: 'The contract, signing.', type: RechargeContractRef, resolve: (payload) => payload.contract }),
    signUrl: t.exposeString('signUrl', { description: "The provider's signing page: open it to sign." }),
  }),
});

builder.mutationField('signRechargeContract', (t) =>
  t.field({
    type: SignRechargeContractPayload,
    description: 'Fills in the enterprise contract and answers where to sign it; a contract still signing is replaced.',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: SignRechargeContractInput, required: true, description: 'What the mutation acts on.' }) },
    errors: {
      types: [ValidationError, AppError],
      directResult: true,
      union: { name: 'SignRechargeContractResult', description: 'What signRechargeContract answers: its payload, or one of its typed errors.' },
    },
    resolve: (_, { input }, context) => context.services.recharges.signContract(requireViewer(context), input),
  }),
);

const TerminateRechargeContractPayload = builder.objectRef<{ contract: ContractView }>('TerminateRechargeContractPayload').implement({
  description: 'The contract was terminated.',
  fields: (t) => ({ contract: t.field({ description: 'The contract, terminated.', type: RechargeContractRef, resolve: (payload) => payload.contract }) }),
});

builder.mutationField('terminateRechargeContract', (t) =>
  t.field({
    description: "Terminates the viewer's signed enterprise recharge contract.",
    type: TerminateRechargeContractPayload,
    authScopes: { loggedIn: true },
    errors: {
      types: [AppError],
      directResult: true,
      union: { name: 'TerminateRechargeContractResult', description: 'What terminateRechargeContract answers: its payload, or one of its typed errors.' },
    },
    resolve: async (_, __, context) => ({ contract: await context.services.recharges.terminateContract(requireViewer(context)) }),
  }),
);

const RechargeInput = builder.inputType('RechargeInput', {
  description: 'The recharge to start.',
  fields: (t) => ({
    amount: t.string({ required: true, description: 'Yuan, at most two decimals (at least 5).' }),
    idempotencyKey: t.string({
      description:
        'Key chosen by the client per recharge (1 to 128 letters, digits, - _ . :): for 24 hours a retry with the same key and input gets the first answer again and starts nothing more.',
      required: true,
    }),
  }),
});

const RechargePayload = builder.objectRef<RechargeView>('RechargePayload').implement({
  description: 'The recharge started: pay it at the cashier.',
  fields: (t) => ({
    outTradeNo: t.exposeString('outTradeNo', { description: "The recharge's payment number." }),
    amount: t.field({ description: 'The amount to pay, credited to the deposit.', type: 'Money', resolve: (recharge) => recharge.amount }),
    payUrl: t.exposeString('payUrl', { description: "The cashier's address: the deposit is credited once the provider confirms the payment." }),
    expiresAt: t.field({ description: 'When the payment closes if not paid.', type: 'DateTime', resolve: (recharge) => new Date(recharge.expireTime) }),
  }),
});

builder.mutationField('recharge', (t) =>
  t.field({
    type: RechargePayload,
    description: 'Starts a recharge of the deposit at the cashier; needs a signed enterprise contract.',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: RechargeInput, required: true, description: 'What the mutation acts on.' }) },
    errors: {
      types: [ValidationError, AppError],
      directResult: true,
      union: { name: 'RechargeResult', description: 'What recharge answers: its payload, or one of its typed errors.' },
    },
    resolve: (_, { input }, context) => context.services.recharges.recharge(requireViewer(context), input),
  }),
);
