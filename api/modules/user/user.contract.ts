// The user's REST answers as zod schemas (api/http/contract.ts): the profile (api/modules/user/user.view.ts
// toProfile) that GET /web/user, POST /web/login and the settings routes answer.
import { z } from 'zod';
import { cents } from '../../rest/answers.ts';

export const UserProfile = z
  .object({
    id: z.string().describe('The user id.'),
    phone: z.string().nullable().describe('The phone, masked (138****8000).'),
    nickname: z.string().describe('The nickname; the default one in the language of the request.'),
    avatar: z.string().describe("The avatar's address: the user's upload, or the default image."),
    name: z.string().nullable().describe('The real name, masked (张*); null before the identity is verified.'),
    verifiedStatus: z.number().int().describe('1: the identity is verified; 0: not.'),
    withdrawBalance: cents('The withdrawable balance.'),
    frozenBalance: cents('Sale proceeds still in their hold, and withdrawals under way.'),
    withdrawAccount: z.string().nullable().describe('The Alipay account withdrawals go to; null before the first withdrawal.'),
    withdrawRate: z.number().describe('The withdrawal fee as a fraction (0.01 = 1%).'),
    username: z.string().nullable().describe('The public handle, if set.'),
    openPlatformEnabled: z.boolean().describe('The user has turned the open platform on.'),
  })
  .meta({ id: 'UserProfile', description: 'The signed-in user as they see themselves; money in cents.' });
