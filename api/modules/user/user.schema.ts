import { builder } from '../../graphql/builder.ts';
import { toProfile } from './user.view.ts';
import { nicknameIn } from './nickname.ts';

/** The profile's fields that do not come from the ledger (withdrawBalance and frozenBalance are the wallet's: wallet.schema.ts). */
const NO_BALANCES = { withdrawable: 0, frozen: 0 };

/** The signed-in user's own account, as only its owner sees it. */
export const Viewer = builder.prismaNode('User', {
  variant: 'Viewer',
  description:
    "The signed-in user's own account: profile, balances and everything under /user. Only its owner can read it (another user's Viewer id finds nothing).",
  nullable: true,
  id: { field: 'id' },
  findUnique: (id, context) => context.services.user.nodeWhere(context.viewer, id),
  fields: (t) => {
    const profile =
      <K extends Exclude<keyof ReturnType<typeof toProfile>, 'withdrawBalance' | 'frozenBalance'>>(key: K) =>
      (user: Parameters<typeof toProfile>[0], _: unknown, context: { services: { secrets: Parameters<typeof toProfile>[1] } }) =>
        toProfile(user, context.services.secrets, NO_BALANCES)[key];
    return {
      phone: t.string({ nullable: true, description: 'Masked: 138****8000.', resolve: profile('phone') }),
      nickname: t.string({
        description: "The nickname; a user's default one (玩家 and four digits) in the reader's language.",
        resolve: (user, _, context) => nicknameIn(user.nickname, context.language),
      }),
      sellerId: t.globalID({
        description:
          "The viewer's own id as a `Seller` (and lender): a listing whose `seller.id` (a lease listing whose `lender.id`) equals it is the viewer's own.",
        resolve: (user) => ({ type: 'Seller', id: user.id }),
      }),
      username: t.exposeString('username', { description: 'The public handle shown in the user area; null when none was chosen.', nullable: true }),
      avatarUrl: t.string({ description: 'The default avatar when none was uploaded.', resolve: profile('avatar') }),
      realName: t.string({ nullable: true, description: 'Masked real name once verified.', resolve: profile('name') }),
      verifiedStatus: t.exposeInt('verifiedStatus', { description: '0 unverified, 1 verified.' }),
      withdrawAccount: t.exposeString('withdrawAccount', {
        description: 'The Alipay account withdrawals go to, bound by the first withdrawal; null before it.',
        nullable: true,
      }),
      withdrawRate: t.float({ description: 'Withdrawal fee rate, 0.01 = 1%.', resolve: profile('withdrawRate') }),
      openPlatformEnabled: t.exposeBoolean('openPlatformEnabled', { description: 'Whether the open platform (partner API) switch is on in the settings.' }),
      createdAt: t.expose('createdAt', { description: 'When the account was created.', type: 'DateTime' }),
    };
  },
});
