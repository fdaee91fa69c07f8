// The message center (/user/messageCenter): tabs trade, service, inventory and system,
// unread counts per tab, mark all read, open a message. Every reading or changing function takes
// the viewer's user id and filters by it, so a user never sees or changes another user's message
// (another user's id answers "not found"), whichever API asked.
import { randomUUID } from 'node:crypto';
import { db } from '../../db/client.ts';
import { type BatchedWrite, transaction, writeBeforeCommit } from '../../db/transaction.ts';
import { type Message, type MessageCategory, Prisma, type PrismaClient } from '../../db/generated/prisma/client.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import { isMessageKey, translate, type Language } from '../../i18n/messages.ts';
import { NO_ROW_ID, type Viewer } from '../../session/viewer.ts';
import { appendEvents, type EventLog, type NewEvent } from '../events/events.service.ts';

type Tx = Prisma.TransactionClient;
type Writer = Tx | PrismaClient;

/**
 * Puts a message in a user's message center. The text is not stored: `kind` names a translation
 * (message.<kind>.title and message.<kind>.content in api/i18n/messages.ts) and `params` fills it,
 * so each reader sees their language.
 */
export async function postMessage(
  tx: Tx,
  userId: string,
  category: MessageCategory,
  kind: string,
  params: Record<string, string | number> = {},
): Promise<void> {
  // posted at the database's time of the transaction (the row and its event alike): no clock is at hand here
  const message: NewMessage = { id: randomUUID(), user_id: userId, category, kind, params };
  await appendEvents(tx, [{ type: 'message.created', aggregateId: userId, audience: [userId], payload: { messageId: message.id, category, kind } }], null);
  // a transaction's messages are written in one statement before it commits (a purchase posts two)
  await writeBeforeCommit(tx, 'messages', [message], messagesWrite);
}

type NewMessage = { id: string; user_id: string; category: MessageCategory; kind: string; params: Record<string, string | number> };

function messagesWrite(rows: NewMessage[]): BatchedWrite {
  return {
    statement: Prisma.sql`INSERT INTO messages (id, user_id, category, kind, params, created_at)
     SELECT x.id, x.user_id, x.category::message_category, x.kind, x.params, now() AT TIME ZONE 'UTC'
     FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS x(id text, user_id text, category text, kind text, params jsonb)`,
  };
}

export const MESSAGE_CATEGORIES = ['TRADE', 'SERVICE', 'INVENTORY', 'SYSTEM'] as const satisfies readonly MessageCategory[];

/** The REST spelling of a category (trade, service, inventory, system). */
export type CategoryName = Lowercase<MessageCategory>;

export function categoryName(category: MessageCategory): CategoryName {
  return category.toLowerCase() as CategoryName;
}

/** A category from its REST spelling (any case); undefined when absent; a translated 400 when unknown. */
export function parseCategory(value: unknown): MessageCategory | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const upper = typeof value === 'string' ? value.trim().toUpperCase() : '';
  const category = MESSAGE_CATEGORIES.find((candidate) => candidate === upper);
  if (!category) throw new ValidationError('category', 'message.categoryInvalid');
  return category;
}

// ---------------------------------------------------------------------------------------------
// Rendering

function fill(template: string, params: Record<string, unknown>): string {
  // params are user data (a nickname, an item name): inserted as they are, never translated
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = params[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : placeholder;
  });
}

/**
 * The title and text of a message in a language, from its kind and params. A kind this server has
 * no text for (a message written by a newer version, say) reads as a generic notification.
 */
export function renderMessage(message: Pick<Message, 'kind' | 'params'>, language: Language): { title: string; content: string } {
  const titleKey = `message.${message.kind}.title`;
  const contentKey = `message.${message.kind}.content`;
  const params =
    message.params !== null && typeof message.params === 'object' && !Array.isArray(message.params) ? (message.params as Record<string, unknown>) : {};
  if (!isMessageKey(titleKey) || !isMessageKey(contentKey)) {
    return { title: translate(language, 'message.generic.title'), content: translate(language, 'message.generic.content') };
  }
  return { title: fill(translate(language, titleKey), params), content: fill(translate(language, contentKey), params) };
}

// ---------------------------------------------------------------------------------------------
// Reading and marking, always of the viewer's own messages

export type UnreadCounts = { trade: number; service: number; inventory: number; system: number; total: number };

async function unreadCounts(userId: string, writer: Writer = db()): Promise<UnreadCounts> {
  const groups = await writer.message.groupBy({ by: ['category'], where: { userId, readAt: null }, _count: { _all: true } });
  const counts: UnreadCounts = { trade: 0, service: 0, inventory: 0, system: 0, total: 0 };
  for (const group of groups) {
    counts[categoryName(group.category)] = group._count._all;
    counts.total += group._count._all;
  }
  return counts;
}

/** The user's messages, newest first, of one category or all, with the total. */
async function listMessages<Q extends object = object>(
  userId: string,
  options: { category?: MessageCategory; offset: number; limit: number },
  query?: Q,
): Promise<{ messages: Message[]; total: number }> {
  const where: Prisma.MessageWhereInput = { userId, ...(options.category ? { category: options.category } : {}) };
  const [messages, total] = await Promise.all([
    db().message.findMany({
      ...(query ?? {}),
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: options.offset,
      take: options.limit,
    }) as Promise<Message[]>,
    db().message.count({ where }),
  ]);
  return { messages, total };
}

/** Marks all the user's unread messages (of one category, or all) read; answers how many changed. */
async function markAllRead(events: EventLog, userId: string, category: MessageCategory | undefined, now: Date): Promise<number> {
  return transaction(async (tx) => {
    const { count } = await tx.message.updateMany({
      where: { userId, readAt: null, ...(category ? { category } : {}) },
      data: { readAt: now },
    });
    if (count > 0) await events.append(tx, [readEvent(userId, null, category ?? null, count)]);
    return count;
  });
}

function readEvent(userId: string, messageId: string | null, category: MessageCategory | null, count: number): NewEvent {
  return { type: 'messages.read', aggregateId: userId, audience: [userId], payload: { messageId, category, count } };
}

/** One of the user's messages; not found when it does not exist or belongs to someone else. */
async function findMessage(userId: string, id: string): Promise<Message> {
  const message = await db().message.findFirst({ where: { id, userId } });
  if (!message) throw new NotFoundError('message.notFound');
  return message;
}

/** Opens one of the user's messages: marks it read (once; the first reading time stays) and answers it. */
async function readMessage(events: EventLog, userId: string, id: string, now: Date): Promise<Message> {
  const message = await findMessage(userId, id);
  if (message.readAt) return message;
  return transaction(async (tx) => {
    const { count } = await tx.message.updateMany({ where: { id, userId, readAt: null }, data: { readAt: now } });
    if (count > 0) await events.append(tx, [readEvent(userId, id, message.category, count)]);
    return tx.message.findFirstOrThrow({ where: { id, userId } });
  });
}

/** The viewer's message center, for REST and GraphQL alike. */
export class MessageService {
  constructor(
    private readonly now: () => Date,
    private readonly events: EventLog,
  ) {}

  /** node(id) of a message: only its recipient's; another user's (or a visitor's lookup) finds nothing. */
  nodeWhere(viewer: Viewer | undefined, id: string): Prisma.MessageWhereUniqueInput {
    return { id, userId: viewer?.user.id ?? NO_ROW_ID };
  }

  unreadCounts(viewer: Viewer): Promise<UnreadCounts> {
    return unreadCounts(viewer.user.id);
  }

  /** The viewer's messages, newest first, of one category or all, loaded with the caller's selection. */
  list<Q extends object = object>(viewer: Viewer, options: { category?: MessageCategory; offset: number; limit: number }, query?: Q) {
    return listMessages(viewer.user.id, options, query);
  }

  markAllRead(viewer: Viewer, category?: MessageCategory): Promise<number> {
    return markAllRead(this.events, viewer.user.id, category, this.now());
  }

  find(viewer: Viewer, id: string): Promise<Message> {
    return findMessage(viewer.user.id, id);
  }

  read(viewer: Viewer, id: string): Promise<Message> {
    return readMessage(this.events, viewer.user.id, id, this.now());
  }
}
