import type { User } from '../../db/generated/prisma/client.ts';
import type { SecretBox } from '../../security/encryption.ts';
import { SECRET_FIELDS } from '../../security/secretFields.ts';
import { maskPhone } from '../../../lib/phone.ts';
import type { Language } from '../../i18n/messages.ts';
import { nicknameIn } from './nickname.ts';

/** Served by the API when a user has no avatar of their own (a default image, so every user has one). */
export const DEFAULT_AVATAR_URL = '/avatars/default.svg';

function maskName(name: string): string {
  const characters = [...name];
  return characters.length <= 1 ? '*' : `${characters[0]}${'*'.repeat(characters.length - 1)}`;
}

/**
 * The user object as its owner sees it: the phone and the real name masked, the default nickname
 * in the reader's language (./nickname.ts), money in cents.
 * withdrawBalance and frozenBalance are the ledger balances of the user's WITHDRAWABLE and FROZEN accounts
 * (the page shows (withdrawBalance + frozenBalance) / 100); the deposit is not withdrawable and is the wallet's.
 */
export function toProfile(user: User, secrets: SecretBox, balances: { withdrawable: number; frozen: number }, language: Language = 'zh') {
  return {
    id: user.id,
    phone: user.phone ? maskPhone(user.phone) : null,
    nickname: nicknameIn(user.nickname, language),
    avatar: user.avatarUrl ?? DEFAULT_AVATAR_URL,
    name: user.realName ? maskName(secrets.decrypt(user.realName, SECRET_FIELDS.realName, user.id)) : null,
    verifiedStatus: user.verifiedStatus,
    withdrawBalance: balances.withdrawable,
    frozenBalance: balances.frozen,
    withdrawAccount: user.withdrawAccount,
    withdrawRate: user.withdrawRateBps / 10_000,
    username: user.username,
    openPlatformEnabled: user.openPlatformEnabled,
  };
}

export type Profile = ReturnType<typeof toProfile>;
