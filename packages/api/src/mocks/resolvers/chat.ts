import type { chatEndpoints } from '../../contract/endpoints/chat';
import { refuse } from '../engine';
import * as f from '../fixtures';
import { type AreaResolvers, now } from './shared';

/** Staff answering a customer-service conversation: its stored messages read from the other side. */
const staffAnswers = (user: { roles: readonly string[] } | null, conversation: { peer: { kind: string } }) =>
  Boolean(user?.roles.includes('staff')) && conversation.peer.kind === 'support';

export const chatResolvers: AreaResolvers<typeof chatEndpoints> = {
  // Messages are stored from the side that holds the conversation in the fixtures (the buyer, or
  // the store for `user` peers); staff answering customer service see them from the other side.
  chatConversations: ({ params, user, state }) => {
    if (params.scope === 'store') {
      if (!user?.storeId) return refuse('notMerchant');
      return state.data.conversations.filter((c) => c.peer.kind === 'user' && c.lastMessage !== null);
    }
    return state.data.conversations.filter((c) => c.peer.kind !== 'user');
  },
  chatOpen: ({ params, user, state }) => {
    if (params.with === 'store' && user?.storeId === params.storeId) return refuse('validation', undefined, { storeId: 'validation.chooseOne' });
    const found = state.data.conversations.find((c) =>
      params.with === 'support' ? c.peer.kind === 'support' : c.peer.kind === 'store' && c.peer.id === params.storeId,
    );
    if (found) return found;
    if (params.with === 'support') return refuse('notFound');
    const store = f.stores.find((s) => s.id === params.storeId);
    if (!store) return refuse('notFound');
    const conversation = { id: state.nextId(), peer: { kind: 'store' as const, id: store.id, name: store.name, avatar: store.logo }, lastMessage: null, unread: 0, updatedAt: now() };
    state.data.conversations.unshift(conversation);
    return conversation;
  },
  chatMessages: ({ params, user, state }) => {
    const conversation = state.data.conversations.find((c) => c.id === params.conversationId);
    if (!conversation) return refuse('notFound');
    if (params.before !== undefined && params.after !== undefined) return refuse('validation', undefined, { after: 'validation.chooseOne' });
    const all = state.data.messages.filter(
      (m) =>
        m.conversationId === params.conversationId &&
        (params.before === undefined || m.id < params.before) &&
        (params.after === undefined || m.id > params.after),
    );
    const list = params.after === undefined ? all.slice(-params.pageSize) : all.slice(0, params.pageSize);
    const flip = staffAnswers(user, conversation);
    return { list: flip ? list.map((m) => ({ ...m, mine: !m.mine })) : list, hasMore: all.length > list.length };
  },
  chatSend: ({ params, user, state }) => {
    const conversation = state.data.conversations.find((c) => c.id === params.conversationId);
    if (!conversation) return refuse('notFound');
    const product = params.kind === 'product' ? f.productById(Number(params.content)) : undefined;
    if (params.kind === 'product' && !product) return refuse('notFound');
    const flip = staffAnswers(user, conversation);
    const message = {
      id: state.nextId(),
      conversationId: conversation.id,
      mine: !flip,
      kind: params.kind,
      content: params.content,
      product: product ? f.productCard(product) : null,
      createdAt: now(),
      read: false,
    };
    state.data.messages.push(message);
    Object.assign(conversation, { lastMessage: message, updatedAt: message.createdAt });
    return { ...message, mine: true };
  },
  chatUnread: ({ user, state }) => ({
    buyer: state.data.conversations.filter((c) => c.peer.kind !== 'user').reduce((sum, c) => sum + c.unread, 0),
    store: user?.storeId ? state.data.conversations.filter((c) => c.peer.kind === 'user').reduce((sum, c) => sum + c.unread, 0) : 0,
  }),
  chatRead: ({ params, user, state }) => {
    const conversation = state.data.conversations.find((c) => c.id === params.conversationId);
    if (!conversation) return refuse('notFound');
    // The caller reads the other side's messages: stored `mine: false` ones, or for staff the buyer's.
    const readsStored = staffAnswers(user, conversation);
    for (const m of state.data.messages) if (m.conversationId === conversation.id && m.mine === readsStored) m.read = true;
    if (!readsStored) conversation.unread = 0;
    return null;
  },
};
