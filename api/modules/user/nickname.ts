// The nickname a new user starts with, and how it reads in the reader's language. A user who never
// chose a nickname has 玩家 and the last four digits of their phone, stored as such (the nickname
// column is required); it is that user's name in Chinese only, so every way out of the API (the
// viewer and the order parties in GraphQL, GET /web/user, a seller's name on listings and orders)
// writes it in the request's language: "Player 8000" in English. A nickname the user typed is shown
// as typed, in every language (one typed exactly as 玩家 and four digits reads as the default does).
import { type Language, translate } from '../../i18n/messages.ts';

const DEFAULT_NICKNAME = /^玩家(\d{4})$/;

/** A new user's nickname: 玩家 and the phone's last four digits. */
export function defaultNickname(phone: string): string {
  return `玩家${phone.slice(-4)}`;
}

/** The nickname as the reader sees it: the default one in their language, any other as typed. */
export function nicknameIn(nickname: string, language: Language): string {
  const digits = DEFAULT_NICKNAME.exec(nickname)?.[1];
  return digits === undefined ? nickname : translate(language, 'user.defaultNickname', { digits });
}
