import type { DataOf, ParsedRequestOf, ProductCard, staffEndpoints, supportEndpoints } from '@shop/api/contract';
import { validateChatMessage } from '@shop/domain';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { ChatEvent } from './bus';
import { windowCountSql, windowVerdict } from '../../http/rateLimit';
import type { AppContext } from '../../context';
import { queryRows, type Db } from '../../db/client';
import { chatConversations, chatMessages, products, stores, users } from '../../db/schema';
import type { AuthUser } from '../../http/env';
import { ApiError, fieldError, notFound } from '../../http/errors';
import { translate } from '../../http/i18n';
import { storeOf } from '../merchant';
import { ownedUpload, uploadUrl } from '../uploads';
import { offsetOf, pageOf } from '../../http/paging';
import { cardColumns, localCardColumns, toCard } from '../catalogue';

/**
 * Support chat: a buyer's conversations with customer service or with one store.
 *
 * Model
 * - A conversation has two sides. The buyer side is the user who opened it. The other side is a
 *   store (answered by the store's owner) or customer service (`store_id` NULL, answered by any
 *   staff account). There is one conversation per buyer and counterpart: opening twice, or two
 *   opens racing, finds the same row (partial unique indexes).
 * - Each message records its side (`from_buyer`) and its sender. `mine` in an answer is relative
 *   to the caller's side; `read` tells whether the receiving side has marked it read (for the
 *   caller's own messages: seen by the other side; for the other side's: seen by the caller).
 * - `unread` counts the other side's messages not yet read; `chatRead` marks them read for the
 *   caller's side (for customer service, one staff member reading marks them read for all staff).
 *
 * Who may do what
 * - `chatConversations` scope `buyer`: the caller's own conversations, newest first, including a
 *   just-opened one without messages. Scope `store`: conversations addressed to the caller's
 *   store; callers without a store are refused with `notMerchant` (as the merchant area does).
 *   Conversations nobody has written in yet are not shown to the store.
 * - `chatOpen`: any signed-in user, with customer service or an existing store (404 otherwise).
 *   A merchant cannot open a chat with their own store (validation error on `storeId`).
 * - `chatMessages`, `chatSend`, `chatRead`: only the conversation's participants (the buyer, the
 *   store's owner, or staff for a customer-service conversation). Everyone else gets `notFound`,
 *   never telling "not yours" from "absent", and changes nothing.
 * - `chatUnread`: the caller's unread totals, as a buyer and for their store (0 without one).
 * - Staff list customer-service conversations through the staff endpoint `staffChatConversations`
 *   (`staffInbox` below: those with at least one message, unread first, then newest) and answer
 *   them through the endpoints above as the peer side.
 * - `chatSend` is limited per sender to `config.chatSendLimit` messages per
 *   `CHAT_SEND_WINDOW_SECONDS`, counted in PostgreSQL so the limit holds across processes; past it,
 *   `tooManyRequests` with the seconds until the window ends.
 *
 * Messages
 * - text: trimmed, something visible, at most LIMITS.chatMessageMax graphemes, no control
 *   characters (the domain's `validateChatMessage`, the app's form rule).
 * - image: the address of one of the sender's own uploads with purpose `chat` (stored as our
 *   canonical address); anything else is `validation.ownUploadRequired` on `content`.
 * - product: a product id as text; the product must exist (404 otherwise). The answer carries its
 *   current product card.
 * - Text stays text: it is stored as typed and answered as a JSON string; nothing on the server
 *   or in the app renders it as HTML.
 * - Pages go backwards: `before` is a message id, the page holds the newest `pageSize` messages
 *   older than it, oldest first; `hasMore` says whether older ones remain. `after` catches up
 *   forwards (after a reconnect): the oldest `pageSize` messages newer than it, `hasMore` saying
 *   newer ones remain. Both at once is a validation error on `after`.
 *
 * Real time: every message written and every read that changed something is announced on the
 * chat bus (features/chat/bus.ts) atomically with the write (a message in the same statement, a read in
 * the same transaction); the socket servers (features/chat/sockets.ts) push it to the participants' open
 * sockets.
 */

type Conversation = DataOf<typeof supportEndpoints.chatOpen>;
type ChatMessage = DataOf<typeof supportEndpoints.chatSend>;
type SendInput = ParsedRequestOf<typeof supportEndpoints.chatSend>;
type MessageQuery = ParsedRequestOf<typeof supportEndpoints.chatMessages>;
type MessageRow = typeof chatMessages.$inferSelect;
type InboxQuery = ParsedRequestOf<typeof staffEndpoints.staffChatConversations>;

/** The window of the per-sender send limit. */
export const CHAT_SEND_WINDOW_SECONDS = 10;

/** The caller's side of a conversation: the buyer who opened it, or the store / customer service. */
type Side = 'buyer' | 'peer';

/** A list has no paging in the contract; the newest this many conversations are answered. */
export const CONVERSATION_LIST_MAX = 200;

const conversationColumns = {
  id: chatConversations.id,
  buyerId: chatConversations.buyerId,
  storeId: chatConversations.storeId,
  lastMessageId: chatConversations.lastMessageId,
  updatedAt: chatConversations.updatedAt,
  storeName: stores.name,
  storeLogo: stores.logo,
  storeOwnerId: stores.ownerId,
  buyerName: users.nickname,
  buyerAvatar: users.avatar,
};

const selectConversations = (db: Db) =>
  db
    .select(conversationColumns)
    .from(chatConversations)
    .innerJoin(users, eq(users.id, chatConversations.buyerId))
    .leftJoin(stores, eq(stores.id, chatConversations.storeId));

type ConversationRow = Awaited<ReturnType<typeof selectConversations>>[number];

/** The caller's side in a conversation, or null when they are not part of it. */
function sideOf(row: Pick<ConversationRow, 'buyerId' | 'storeId' | 'storeOwnerId'>, auth: AuthUser): Side | null {
  if (row.buyerId === auth.userId) return 'buyer';
  if (row.storeId !== null) return row.storeOwnerId === auth.userId ? 'peer' : null;
  return auth.role === 'staff' ? 'peer' : null;
}

/** A conversation the caller takes part in, with their side; 404 for anyone else. */
async function participation(db: Db, auth: AuthUser, conversationId: number) {
  const [row] = await selectConversations(db).where(eq(chatConversations.id, conversationId));
  const side = row ? sideOf(row, auth) : null;
  if (!row || !side) throw notFound();
  return { row, side };
}

/**
 * Product cards of the product messages among `rows`, by product id, named in `lang` (falling back
 * to the original). Without `lang` (socket pushes, which carry no language) in the original.
 */
async function cardsFor(db: Db, rows: readonly MessageRow[], lang?: string): Promise<Map<number, ProductCard>> {
  const ids = [...new Set(rows.flatMap((row) => (row.productId === null ? [] : [row.productId])))];
  if (!ids.length) return new Map();
  const cards = await db
    .select(lang === undefined ? cardColumns : localCardColumns(lang))
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(inArray(products.id, ids));
  return new Map(cards.map((card) => [card.id, toCard(card)]));
}

function toMessage(row: MessageRow, side: Side, cards: Map<number, ProductCard>): ChatMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    mine: row.fromBuyer === (side === 'buyer'),
    kind: row.kind,
    content: row.content,
    product: row.productId === null ? null : (cards.get(row.productId) ?? null),
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}

/** Messages of the other side not yet read: from the buyer when the caller is the peer, and back. */
const unreadFor = (side: Side): SQL => and(eq(chatMessages.fromBuyer, side === 'peer'), isNull(chatMessages.readAt))!;

/** Conversations as `side` sees them: peer, last message, unread count. */
async function toConversations(
  db: Db,
  rows: readonly ConversationRow[],
  side: Side,
  lang: string,
): Promise<Conversation[]> {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const lastIds = rows.flatMap((row) => (row.lastMessageId === null ? [] : [row.lastMessageId]));
  const [lastRows, unreadRows] = await Promise.all([
    lastIds.length ? db.select().from(chatMessages).where(inArray(chatMessages.id, lastIds)) : Promise.resolve([]),
    db
      .select({ conversationId: chatMessages.conversationId, n: sql<number>`count(*)::int` })
      .from(chatMessages)
      .where(and(inArray(chatMessages.conversationId, ids), unreadFor(side)))
      .groupBy(chatMessages.conversationId),
  ]);
  const cards = await cardsFor(db, lastRows, lang);
  const last = new Map(lastRows.map((row) => [row.id, toMessage(row, side, cards)]));
  const unread = new Map(unreadRows.map((row) => [row.conversationId, row.n]));
  return rows.map((row) => ({
    id: row.id,
    peer: peerOf(row, side, lang),
    lastMessage: row.lastMessageId === null ? null : (last.get(row.lastMessageId) ?? null),
    unread: unread.get(row.id) ?? 0,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

function peerOf(row: ConversationRow, side: Side, lang: string): Conversation['peer'] {
  if (side === 'peer') return { kind: 'user', id: row.buyerId, name: row.buyerName, avatar: row.buyerAvatar };
  if (row.storeId === null) {
    return { kind: 'support', id: null, name: translate(lang, 'routes.serviceInfo'), avatar: null };
  }
  return { kind: 'store', id: row.storeId, name: row.storeName ?? '', avatar: row.storeLogo };
}

export async function listConversations(
  ctx: AppContext,
  auth: AuthUser,
  scope: 'buyer' | 'store',
  lang: string,
): Promise<Conversation[]> {
  const { db } = ctx;
  const where =
    scope === 'buyer'
      ? eq(chatConversations.buyerId, auth.userId)
      : and(eq(chatConversations.storeId, (await storeOf(db, auth.userId)).id), isNotNull(chatConversations.lastMessageId));
  const rows = await selectConversations(db)
    .where(where)
    .orderBy(desc(chatConversations.updatedAt), desc(chatConversations.id))
    .limit(CONVERSATION_LIST_MAX);
  return toConversations(db, rows, scope === 'buyer' ? 'buyer' : 'peer', lang);
}

export async function openConversation(
  ctx: AppContext,
  auth: AuthUser,
  input: ParsedRequestOf<typeof supportEndpoints.chatOpen>,
  lang: string,
): Promise<Conversation> {
  const { db } = ctx;
  let storeId: number | null = null;
  if (input.with === 'store') {
    const [store] = await db.select({ id: stores.id, ownerId: stores.ownerId }).from(stores).where(eq(stores.id, input.storeId));
    if (!store) throw notFound();
    if (store.ownerId === auth.userId) throw fieldError('storeId', 'validation.chooseOne');
    storeId = store.id;
  }
  const now = ctx.clock.now();
  // A second open (or a racing one) hits the unique index and finds the first one's row.
  await db
    .insert(chatConversations)
    .values({ buyerId: auth.userId, storeId, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  const rows = await selectConversations(db).where(
    and(
      eq(chatConversations.buyerId, auth.userId),
      storeId === null ? isNull(chatConversations.storeId) : eq(chatConversations.storeId, storeId),
    ),
  );
  return (await toConversations(db, rows, 'buyer', lang))[0]!;
}

export async function conversationMessages(ctx: AppContext, auth: AuthUser, query: MessageQuery, lang: string) {
  const { db } = ctx;
  if (query.before !== undefined && query.after !== undefined) throw fieldError('after', 'validation.chooseOne');
  const { side } = await participation(db, auth, query.conversationId);
  const forwards = query.after !== undefined;
  const rows = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, query.conversationId),
        query.before === undefined ? undefined : lt(chatMessages.id, query.before),
        query.after === undefined ? undefined : gt(chatMessages.id, query.after),
      ),
    )
    .orderBy(forwards ? asc(chatMessages.id) : desc(chatMessages.id))
    .limit(query.pageSize + 1);
  const page = forwards ? rows.slice(0, query.pageSize) : rows.slice(0, query.pageSize).reverse();
  const cards = await cardsFor(db, page, lang);
  return { list: page.map((row) => toMessage(row, side, cards)), hasMore: rows.length > query.pageSize };
}

/** What a message stores for its kind, checked against the sender: content, and a product id for products. */
async function messageBody(db: Db, senderId: number, input: SendInput) {
  if (input.kind === 'text') {
    const checked = validateChatMessage(input.content);
    if (!checked.ok) throw fieldError('content', checked.errors.content?.key ?? 'validation.messageInvalid', checked.errors.content?.values);
    return { content: checked.value, productId: null };
  }
  if (input.kind === 'image') {
    const upload = await ownedUpload(db, input.content, senderId, ['chat'], 'content');
    return { content: uploadUrl(upload), productId: null };
  }
  if (!/^[1-9]\d{0,9}$/.test(input.content) || Number(input.content) > 2_147_483_647) {
    throw fieldError('content', 'validation.productRequired');
  }
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, Number(input.content)));
  if (!product) throw notFound();
  return { content: String(product.id), productId: product.id };
}

/** Who an event about `row` concerns: the buyer, and the store owner or (null) all staff. */
const sidesOf = (row: Pick<ConversationRow, 'id' | 'buyerId' | 'storeId' | 'storeOwnerId'>) => ({ conversationId: row.id, buyerId: row.buyerId, ownerId: row.storeId === null ? null : row.storeOwnerId });

export async function sendMessage(ctx: AppContext, auth: AuthUser, input: SendInput, lang: string): Promise<ChatMessage> {
  const body = await messageBody(ctx.db, auth.userId, input);
  const clock = ctx.clock.now();
  const now = clock.toISOString();
  const policy = { limit: ctx.config.chatSendLimit, windowSeconds: CHAT_SEND_WINDOW_SECONDS };
  const participant = sql`(p.buyer_id = ${auth.userId}
    OR (p.store_id IS NOT NULL AND p.owner_id = ${auth.userId})
    OR (p.store_id IS NULL AND ${auth.role === 'staff'}))`;
  const payload = sql`json_build_object('type', 'message', 'conversationId', m.conversation_id, 'messageId', m.id,
    'buyerId', p.buyer_id, 'ownerId', CASE WHEN p.store_id IS NULL THEN NULL ELSE p.owner_id END)::text`;
  // One statement, so one round trip and atomic without a transaction (sending is the chat's
  // hot path). In order:
  // - `p` finds the conversation and locks it before the message takes its id, so within a
  //   conversation ids commit in order: a client catching up `after` the newest id it holds can
  //   never skip an older message that committed later.
  // - `t` counts the send against the sender's limit.
  // - only for a participant within the limit: the message, the conversation's last message
  //   (GREATEST: never moves back) and, on PostgreSQL, the announcement, delivered on commit.
  const [raw] = await queryRows<
    Partial<MessageRow> & { count: number; started: string | Date; conversationBuyerId: number | null; conversationStoreId: number | null; storeOwnerId: number | null }
  >(
    ctx.db,
    sql`WITH p AS (
        SELECT c.id, c.buyer_id, c.store_id, s.owner_id
        FROM ${chatConversations} c LEFT JOIN ${stores} s ON s.id = c.store_id
        WHERE c.id = ${input.conversationId}
        FOR UPDATE OF c
      ),
      t AS (${windowCountSql(`chat-send:${auth.userId}`, clock, policy)}),
      m AS (
        INSERT INTO ${chatMessages} (conversation_id, from_buyer, sender_id, kind, content, product_id, created_at)
        SELECT p.id, p.buyer_id = ${auth.userId}, ${auth.userId}, ${input.kind}, ${body.content}, ${body.productId}::int, ${now}::timestamptz
        FROM t, p WHERE t.count <= ${policy.limit} AND ${participant}
        RETURNING *
      ), c AS (
        UPDATE ${chatConversations}
        SET last_message_id = GREATEST(COALESCE(last_message_id, 0), m.id),
            updated_at = GREATEST(updated_at, ${now}::timestamptz)
        FROM m WHERE ${chatConversations.id} = m.conversation_id
      )
      SELECT t.count, t.started, p.buyer_id AS "conversationBuyerId", p.store_id AS "conversationStoreId", p.owner_id AS "storeOwnerId",
        m.id, m.conversation_id AS "conversationId", m.from_buyer AS "fromBuyer", m.sender_id AS "senderId", m.kind, m.content,
        m.product_id AS "productId", m.created_at AS "createdAt", m.read_at AS "readAt",
        CASE WHEN m.id IS NOT NULL THEN ${ctx.chat.notifySql(payload)} END AS announced
      FROM t LEFT JOIN p ON true LEFT JOIN m ON true`,
  );
  const conversation = {
    id: input.conversationId,
    buyerId: raw!.conversationBuyerId!,
    storeId: raw!.conversationStoreId,
    storeOwnerId: raw!.storeOwnerId,
  };
  // Not yours and absent answer alike (nothing was written for either).
  const side = raw!.conversationBuyerId === null ? null : sideOf(conversation, auth);
  if (!side) throw notFound();
  const verdict = windowVerdict(raw!, clock, policy);
  if (!verdict.allowed || raw!.id == null) throw new ApiError('tooManyRequests', { seconds: verdict.retryAfterSeconds });
  const row = { ...raw, createdAt: new Date(raw!.createdAt!), readAt: raw!.readAt ? new Date(raw!.readAt) : null } as MessageRow;
  ctx.chat.afterCommit({ type: 'message', ...sidesOf(conversation), messageId: row.id });
  return toMessage(row, side, await cardsFor(ctx.db, [row], lang));
}

export async function markRead(ctx: AppContext, auth: AuthUser, conversationId: number): Promise<void> {
  const { row, side } = await participation(ctx.db, auth, conversationId);
  const event: ChatEvent = { type: 'read', ...sidesOf(row), side };
  // Announced only when something was unread: reading an open conversation again is silent.
  const changed = await ctx.db.transaction(async (tx) => {
    const marked = await tx
      .update(chatMessages)
      .set({ readAt: ctx.clock.now() })
      .where(and(eq(chatMessages.conversationId, conversationId), unreadFor(side)))
      .returning({ id: chatMessages.id });
    if (marked.length) await ctx.chat.inTransaction(tx, event);
    return marked.length > 0;
  });
  if (changed) ctx.chat.afterCommit(event);
}

/** Unread messages addressed to the caller: as a buyer, and to their store (0 without one). */
export async function unreadTotals(ctx: AppContext, auth: AuthUser): Promise<{ buyer: number; store: number }> {
  const count = (where: SQL) =>
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(chatMessages)
      .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
      .where(where);
  const [[buyer], [store]] = await Promise.all([
    count(and(eq(chatConversations.buyerId, auth.userId), unreadFor('buyer'))!),
    count(
      and(
        eq(chatConversations.storeId, sql`(SELECT ${stores.id} FROM ${stores} WHERE ${stores.ownerId} = ${auth.userId})`),
        unreadFor('peer'),
      )!,
    ),
  ]);
  return { buyer: buyer?.n ?? 0, store: store?.n ?? 0 };
}

/**
 * The staff inbox: customer-service conversations someone wrote in, as the staff side sees them
 * (the buyer as the peer, the buyer's unread messages). Unread ones first, then newest.
 */
export async function staffInbox(ctx: AppContext, query: InboxQuery, lang: string) {
  const { db } = ctx;
  const unread = sql<number>`(SELECT count(*)::int FROM ${chatMessages} WHERE ${chatMessages.conversationId} = ${chatConversations.id} AND ${unreadFor('peer')})`;
  const where = and(
    isNull(chatConversations.storeId),
    isNotNull(chatConversations.lastMessageId),
    // `unread: false` is no filter, as in the mocks: the whole inbox.
    query.unread ? sql`${unread} > 0` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectConversations(db)
      .where(where)
      .orderBy(desc(sql`${unread} > 0`), desc(chatConversations.updatedAt), desc(chatConversations.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: sql<number>`count(*)::int` }).from(chatConversations).where(where),
  ]);
  return pageOf(await toConversations(db, rows, 'peer', lang), total?.n ?? 0, query);
}

/**
 * Messages as each side sees them (`mine` differs), for the socket servers: loaded once per
 * process, in one query for a whole batch, however many sockets receive them. Gone ones are absent.
 */
export async function messagesForBothSides(db: Db, messageIds: number[]): Promise<Map<number, { buyer: ChatMessage; peer: ChatMessage }>> {
  const rows = await db.select().from(chatMessages).where(inArray(chatMessages.id, messageIds));
  const cards = await cardsFor(db, rows);
  return new Map(rows.map((row) => [row.id, { buyer: toMessage(row, 'buyer', cards), peer: toMessage(row, 'peer', cards) }]));
}
