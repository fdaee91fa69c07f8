// The one policy for what a request must bring before an operation runs (docs/security.md "Sensitive
// actions"). Every state-changing operation of every face (each /web/* route but GET/HEAD, each GraphQL
// mutation, each /open/v1 and /ops route) has a class here, and a few reads that reveal a secret do
// too. The class decides what the request needs: nothing, a session, a session verified by SMS within
// STEP_UP_WINDOW_SECONDS, a partner's signature or the operator token. The REST faces enforce it per
// route (api/http/operationPolicyHooks.ts) and GraphQL per field (api/graphql/operationPolicyPlugin.ts);
// a route or mutation missing from the table stops the app from starting. Where only part of an
// operation is sensitive (paying from the balance, a price far under the reference), the operation is
// `benign` here and names its condition; the service that knows the condition asks requireStepUpFor.
import { STEP_UP_PRICE_PERCENT } from '../../lib/pricing.ts';
import { isStepUpFresh, StepUpRequiredError, type Viewer } from '../session/viewer.ts';

export type Requirement = 'nothing' | 'session' | 'step-up' | 'partner-signature' | 'provider-signature' | 'operator-token';

export const OPERATION_CLASSES = {
  public: { needs: 'nothing', meaning: 'signing in and out: works without a session' },
  read: { needs: 'nothing', meaning: 'reads: each answers what its caller may see (GET routes and queries not listed)' },
  benign: { needs: 'session', meaning: 'changes only what is the user’s own and moves no money or item away from them' },
  'money-out': { needs: 'step-up', meaning: 'spends, holds or withdraws the balance' },
  'items-out': { needs: 'step-up', meaning: 'sells an item or sends it away from the user’s Steam account' },
  'account-security': { needs: 'step-up', meaning: 'changes who can act for the account or where its money and items go, or reveals a secret' },
  'partner-signed': { needs: 'partner-signature', meaning: 'an approved partner app’s RSA-signed request: the signature is the proof' },
  'provider-signed': { needs: 'provider-signature', meaning: 'a payment provider’s notification, checked against its key by the payment module' },
  'provider-page': { needs: 'nothing', meaning: 'the simulated Alipay’s own pages (Alipay’s site in production): the payer confirms there' },
  operator: { needs: 'operator-token', meaning: 'the operator API: `Authorization: Bearer <OPS_TOKEN>`' },
  graphql: { needs: 'nothing', meaning: 'the GraphQL endpoint: each mutation has its own class' },
} as const satisfies Record<string, { needs: Requirement; meaning: string }>;

export type OperationClass = keyof typeof OPERATION_CLASSES;

/** Parts of otherwise benign operations that need a fresh verification; the service deciding the condition asks for it. */
export const STEP_UP_CONDITIONS = {
  payFromBalance: { class: 'money-out', when: 'when paid from the balance (an Alipay checkout is confirmed at the cashier)' },
  priceUnderReference: {
    class: 'items-out',
    when: `when a price is under ${STEP_UP_PRICE_PERCENT} % of the item’s reference price`,
  },
} as const satisfies Record<string, { class: OperationClass; when: string }>;

export type StepUpCondition = keyof typeof STEP_UP_CONDITIONS;

export type OperationRule = { class: OperationClass; stepUpWhen?: StepUpCondition; note?: string };

const benign: OperationRule = { class: 'benign' };
const itemsOut: OperationRule = { class: 'items-out' };
const accountSecurity: OperationRule = { class: 'account-security' };
const partnerSigned: OperationRule = { class: 'partner-signed' };
const operator: OperationRule = { class: 'operator' };
const pricedUnderReference: OperationRule = { class: 'benign', stepUpWhen: 'priceUnderReference' };

/**
 * Every operation by face: REST as `METHOD path` with Fastify's `:parameters`, GraphQL as
 * `mutation name` or `Type.field` for a read that needs more than a session.
 */
export const OPERATION_POLICY = {
  // signing in and out, and the step-up verification itself
  'POST /web/sms': { class: 'public', note: 'a login code; a step-up code only to the signed-in user’s own phone' },
  'POST /web/login': { class: 'public' },
  'DELETE /web/user': { class: 'public', note: 'logout' },
  'POST /web/user/verify': { class: 'benign', note: 'the step-up verification itself' },
  'mutation sendLoginCode': { class: 'public' },
  'mutation login': { class: 'public' },
  'mutation logout': { class: 'public' },
  'mutation sendStepUpCode': benign,
  'mutation verifyStepUp': benign,

  // profile, settings, messages and notices
  'PUT /web/user': benign,
  'PUT /web/user/openPlatform': { class: 'benign', note: 'shows or hides the open platform; applying and keys are classed below' },
  'POST /web/user/avatar': benign,
  'POST /web/user/verification': accountSecurity,
  'POST /web/messages/read': benign,
  'POST /web/messages/:id/read': benign,
  'POST /web/notice/read': benign,
  'POST /web/notice/:id/read': benign,
  'mutation updateProfile': benign,
  'mutation setOpenPlatform': { class: 'benign', note: 'shows or hides the open platform; applying and keys are classed below' },
  'mutation verifyIdentity': accountSecurity,
  'mutation readMessage': benign,
  'mutation markAllMessagesRead': benign,
  'mutation markNoticeRead': benign,
  'mutation markAllNoticesRead': benign,

  // Steam accounts
  'POST /web/steam/accounts': accountSecurity,
  'POST /web/steam/accounts/batch': accountSecurity,
  'DELETE /web/steam/accounts/:id': accountSecurity,
  'PUT /web/steam/accounts/:id': { class: 'account-security', note: 'the type: on a robot account the platform sends the offers itself' },
  'POST /web/steam/accounts/:id/token': { class: 'account-security', note: 'a sign-in at Steam that stores the trade link anew' },
  'GET /web/steam/accounts/:id/guardCode': { class: 'account-security', note: 'the live Steam Guard code' },
  'POST /web/steam/simulated-account': { class: 'benign', note: 'creates an account at the simulated Steam; binding it is classed above' },
  'mutation bindSteamAccount': accountSecurity,
  'mutation bindSteamAccounts': accountSecurity,
  'mutation unbindSteamAccount': accountSecurity,
  'mutation setSteamAccountType': { class: 'account-security', note: 'on a robot account the platform sends the offers itself' },
  'mutation refreshSteamToken': { class: 'account-security', note: 'a sign-in at Steam that stores the trade link anew' },
  'SteamAccount.guardCode': { class: 'account-security', note: 'the live Steam Guard code' },
  'mutation createSimulatedSteamAccount': { class: 'benign', note: 'creates an account at the simulated Steam; binding it is classed above' },

  // inventory and listings
  'POST /web/inventory/refresh': benign,
  'POST /web/inventory/list': pricedUnderReference,
  'POST /web/inventory/reprice': pricedUnderReference,
  'POST /web/inventory/unlist': benign,
  'POST /web/inventory/sellToBuyOrder': itemsOut,
  'POST /web/inventory/bargainTerms': { class: 'benign', note: 'whether a listing takes offers; answering one is classed below' },
  'mutation refreshInventory': benign,
  'mutation listItems': pricedUnderReference,
  'mutation repriceItems': pricedUnderReference,
  'mutation unlistItems': benign,
  'mutation sellToBuyOrders': itemsOut,
  'mutation setBargainTerms': { class: 'benign', note: 'whether a listing takes offers; answering one is classed below' },

  // offering for rent (renting, delivery and return are classed with the lease)
  'POST /web/lease/listings': {
    class: 'benign',
    note: 'as listing for sale: nothing leaves the account until a renter rents it, and no term can be under the reference price (deposit ≥ 140 % of it, buyout ≥ deposit)',
  },
  'PATCH /web/lease/listings/:id': { class: 'benign', note: 'new terms, checked as an offer’s: never under the reference price' },
  'DELETE /web/lease/listings/:id': benign,
  'mutation offerForRent': {
    class: 'benign',
    note: 'as listing for sale: nothing leaves the account until a renter rents it, and no term can be under the reference price (deposit ≥ 140 % of it, buyout ≥ deposit)',
  },
  'mutation updateLeaseListing': { class: 'benign', note: 'new terms, checked as an offer’s: never under the reference price' },
  'mutation cancelLeaseListing': benign,

  // orders and delivery
  'POST /web/order': { class: 'benign', stepUpWhen: 'payFromBalance' },
  'POST /web/order/:orderNo/cancel': { class: 'benign', note: 'an unpaid order, or a refund to where the money came from' },
  'POST /web/order/:orderNo/deliver': itemsOut,
  'POST /web/order/:orderNo/confirm-offer': { class: 'items-out', note: 'the Steam app’s confirmation of the offer, as the demo gives it' },
  'mutation createOrder': { class: 'benign', stepUpWhen: 'payFromBalance' },
  'mutation cancelOrder': { class: 'benign', note: 'an unpaid order, or a refund to where the money came from' },
  'mutation deliverOrder': itemsOut,
  'mutation confirmOrderOffer': { class: 'items-out', note: 'the Steam app’s confirmation of the offer, as the demo gives it' },

  // buy orders and price offers
  'POST /web/buyOrder': { class: 'money-out', note: 'holds the whole amount' },
  'POST /web/buyOrder/:buyOrderNo/cancel': { class: 'benign', note: 'gives back what is still held' },
  'POST /web/bargain': { class: 'money-out', note: 'holds the offered amount' },
  'POST /web/bargain/:bargainNo/counter': { class: 'items-out', note: 'the seller offers to sell at the counter price' },
  'POST /web/bargain/:bargainNo/accept': { class: 'items-out', note: 'the seller sells; the buyer pays the counter price from the hold and the balance' },
  'POST /web/bargain/:bargainNo/decline': { class: 'benign', note: 'the hold goes back to the buyer' },
  'POST /web/bargain/:bargainNo/cancel': { class: 'benign', note: 'the hold goes back to the buyer' },
  'mutation placeBuyOrder': { class: 'money-out', note: 'holds the whole amount' },
  'mutation cancelBuyOrder': { class: 'benign', note: 'gives back what is still held' },
  'mutation makeBargain': { class: 'money-out', note: 'holds the offered amount' },
  'mutation counterBargain': { class: 'items-out', note: 'the seller offers to sell at the counter price' },
  'mutation acceptBargain': { class: 'items-out', note: 'the seller sells; the buyer pays the counter price from the hold and the balance' },
  'mutation declineBargain': { class: 'benign', note: 'the hold goes back to the buyer' },
  'mutation cancelBargain': { class: 'benign', note: 'the hold goes back to the buyer' },

  // leases
  'POST /web/lease': { class: 'benign', stepUpWhen: 'payFromBalance', note: 'holds rent and deposit, or opens an Alipay payment' },
  'POST /web/lease/:leaseNo/deliver': { class: 'items-out', note: 'the lender’s 发货: the offer gives the item to the renter' },
  'POST /web/lease/:leaseNo/cancel': { class: 'benign', note: 'before the offer: what was held goes back to the renter' },
  'POST /web/lease/:leaseNo/renew': { class: 'money-out', note: 'holds the added rent' },
  'POST /web/lease/:leaseNo/buyout': { class: 'money-out', note: 'holds the buyout price less the deposit, and pays the lender' },
  'POST /web/lease/:leaseNo/return': {
    class: 'benign',
    note: 'gives back to the lender what the renter rented: the item goes where it came from, checked against the asset and both Steam IDs',
  },
  'mutation renewLease': { class: 'money-out', note: 'holds the added rent' },
  'mutation buyoutLease': { class: 'money-out', note: 'holds the buyout price less the deposit, and pays the lender' },
  'mutation returnLease': { class: 'benign', note: 'gives back to the lender what the renter rented' },
  'mutation rentItem': { class: 'benign', stepUpWhen: 'payFromBalance', note: 'holds rent and deposit, or opens an Alipay payment' },
  'mutation deliverLease': { class: 'items-out', note: 'the lender’s 发货: the offer gives the item to the renter' },
  'mutation cancelLease': { class: 'benign', note: 'before the offer: what was held goes back to the renter' },

  // wallet
  'POST /web/withdraw/code': { class: 'benign', note: 'an SMS code to the user’s own phone' },
  'POST /web/withdraw': { class: 'money-out', note: 'also needs its own SMS code' },
  'POST /web/recharge': { class: 'benign', note: 'money in, paid at the cashier' },
  'POST /web/recharge/contract': { class: 'benign', note: 'signed at Alipay' },
  'DELETE /web/recharge/contract': benign,
  'mutation sendWithdrawalCode': { class: 'benign', note: 'an SMS code to the user’s own phone' },
  'mutation withdraw': { class: 'money-out', note: 'also needs its own SMS code' },
  'mutation recharge': { class: 'benign', note: 'money in, paid at the cashier' },
  'mutation signRechargeContract': { class: 'benign', note: 'signed at Alipay' },
  'mutation terminateRechargeContract': benign,

  // payment provider
  'POST /web/pay/notify/alipay': { class: 'provider-signed' },
  'POST /web/pay/sim/cashier/:outTradeNo': { class: 'provider-page', note: 'same-origin form posts only' },
  'POST /web/pay/sim/agreement/:externalAgreementNo': { class: 'provider-page', note: 'same-origin form posts only' },

  // the open platform, as a user
  'POST /web/openapi/apply': { class: 'benign', note: 'reviewed by an operator' },
  'POST /web/openapi/attachment': benign,
  'POST /web/openapi/keys': { class: 'account-security', note: 'step 2: the callback URL and the key a partner signs with' },
  'POST /web/openapi/suspend': { class: 'benign', note: 'stops the app' },
  'POST /web/openapi/deliveries/:id/resend': benign,
  'mutation applyOpenPlatform': { class: 'benign', note: 'reviewed by an operator' },
  'mutation submitOpenPlatformKeys': { class: 'account-security', note: 'step 2: the callback URL and the key a partner signs with' },
  'mutation suspendOpenPlatformApp': { class: 'benign', note: 'stops the app' },
  'mutation resendPartnerCallback': benign,

  // the probes of load balancers and orchestrators: never rate-limited, no detail of a failure
  'GET /healthz': { class: 'read', note: 'the process is alive: no I/O' },
  'GET /readyz': { class: 'read', note: 'each part up or down: the database, the migrations, the job workers, Redis when configured' },

  // GraphQL itself
  'POST /graphql': { class: 'graphql', note: 'a partner’s signed request acts as the app’s user; its signature stands for the step-up' },

  // the partner API
  'POST /open/v1/inventory/refresh': partnerSigned,
  'POST /open/v1/listings': partnerSigned,
  'PATCH /open/v1/listings/:id': partnerSigned,
  'DELETE /open/v1/listings/:id': partnerSigned,
  'POST /open/v1/listings/:id/bargainTerms': partnerSigned,
  'POST /open/v1/orders': partnerSigned,
  'POST /open/v1/orders/:orderNo/deliver': partnerSigned,
  'POST /open/v1/orders/:orderNo/cancel': partnerSigned,
  'POST /open/v1/sandbox/orders/:orderNo': partnerSigned,
  'POST /open/v1/leases': partnerSigned,
  'POST /open/v1/leases/:leaseNo/renew': partnerSigned,
  'POST /open/v1/leases/:leaseNo/return': partnerSigned,
  'POST /open/v1/leases/:leaseNo/buyout': partnerSigned,
  'POST /open/v1/leases/:leaseNo/cancel': partnerSigned,
  'POST /open/v1/leases/:leaseNo/deliver': partnerSigned,
  'POST /open/v1/sandbox/leases/:leaseNo': partnerSigned,
  'POST /open/v1/lease/listings': partnerSigned,
  'PATCH /open/v1/lease/listings/:id': partnerSigned,
  'DELETE /open/v1/lease/listings/:id': partnerSigned,
  'POST /open/v1/buyOrders': partnerSigned,
  'POST /open/v1/buyOrders/:buyOrderNo/cancel': partnerSigned,
  'POST /open/v1/bargains': partnerSigned,
  'POST /open/v1/bargains/:bargainNo/counter': partnerSigned,
  'POST /open/v1/bargains/:bargainNo/accept': partnerSigned,
  'POST /open/v1/bargains/:bargainNo/decline': partnerSigned,
  'POST /open/v1/bargains/:bargainNo/cancel': partnerSigned,
  'POST /open/v1/events/:eventId/redeliver': partnerSigned,
  'POST /open/v1/events/redeliver': partnerSigned,
  'PUT /open/v1/webhooks': partnerSigned,
  'POST /open/v1/webhooks/ping': partnerSigned,
  'POST /open/v1/prices': { class: 'partner-signed', note: 'a read: the names it prices are its body' },

  // the operator API, and the metrics on the public port (METRICS_PORT serves them on a port of their own instead)
  'GET /metrics': { class: 'operator', note: 'the Prometheus metrics' },
  'POST /ops/openplat/applications/:id/approve': operator,
  'POST /ops/openplat/applications/:id/reject': operator,
  'POST /ops/openplat/apps/:appId/reset': operator,
} as const satisfies Record<string, OperationRule>;

export type OperationKey = keyof typeof OPERATION_POLICY;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The rule of an operation; undefined when it is not in the table. */
export function ruleOf(operation: string): OperationRule | undefined {
  return (OPERATION_POLICY as Record<string, OperationRule>)[operation];
}

/** The rule of a REST route: its entry, or `read` for an unlisted GET/HEAD/OPTIONS; undefined for an unlisted state change. */
export function routeRuleOf(method: string, url: string): OperationRule | undefined {
  // a HEAD request runs its GET route's handler
  if (method === 'HEAD') return routeRuleOf('GET', url);
  return ruleOf(`${method} ${url}`) ?? (SAFE_METHODS.has(method) ? { class: 'read' } : undefined);
}

/** The rule of a GraphQL field: its entry, or `read` for an unlisted query field; undefined for an unlisted mutation. */
export function fieldRuleOf(parentType: string, field: string): OperationRule | undefined {
  if (parentType === 'Mutation') return ruleOf(`mutation ${field}`);
  return ruleOf(`${parentType}.${field}`) ?? { class: 'read' };
}

export const needsOf = (rule: OperationRule): Requirement => OPERATION_CLASSES[rule.class].needs;

/**
 * The step-up rule: a session verified by SMS within the window (a login counts). A partner's signed
 * request carries a verification for its own few minutes (api/modules/openplatform/partnerAuth.ts):
 * the signature is the proof.
 */
export function assertStepUp(viewer: Viewer, now: Date): void {
  if (viewer.partner) return;
  if (!isStepUpFresh(viewer, now)) throw new StepUpRequiredError();
}

/** For a service that decides one of STEP_UP_CONDITIONS holds: refuses (StepUpRequiredError) unless the session is freshly verified. */
export function requireStepUpFor(viewer: Viewer, condition: StepUpCondition, now: Date): void {
  if (OPERATION_CLASSES[STEP_UP_CONDITIONS[condition].class].needs === 'step-up') assertStepUp(viewer, now);
}

/** The policy as a Markdown table (docs/security.md prints it; a test keeps the two equal). */
export function policyTable(): string {
  const classes = Object.entries(OPERATION_CLASSES)
    .map(([name, { needs, meaning }]) => `| \`${name}\` | ${needs} | ${meaning} |`)
    .join('\n');
  const operations = Object.entries(OPERATION_POLICY as Record<string, OperationRule>)
    .map(([operation, rule]) => {
      const condition = rule.stepUpWhen ? `; \`${STEP_UP_CONDITIONS[rule.stepUpWhen].class}\` ${STEP_UP_CONDITIONS[rule.stepUpWhen].when}` : '';
      return `| \`${operation}\` | \`${rule.class}\`${condition} | ${rule.note ?? ''} |`;
    })
    .join('\n');
  return ['| class | needs | what it covers |', '|---|---|---|', classes, '', '| operation | class | note |', '|---|---|---|', operations].join('\n');
}
