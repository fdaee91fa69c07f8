import type { MessageCategory, Prisma, PrismaClient } from '../../db/generated/prisma/client.ts';

type Writer = Prisma.TransactionClient | PrismaClient;

/**
 * Puts a message in a user's message center. The text is not stored: `kind` names a translation
 * (messages.kinds.<kind> in api/i18n) and `params` fills it, so each reader sees their language.
 */
export function postMessage(
  writer: Writer,
  userId: string,
  category: MessageCategory,
  kind: string,
  params: Record<string, string | number> = {},
) {
  return writer.message.create({ data: { userId, category, kind, params } });
}
