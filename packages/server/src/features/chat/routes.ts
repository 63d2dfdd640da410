import { supportEndpoints as s } from '@shop/api/contract';
import { route } from '../../http/route';
import { conversationMessages, listConversations, markRead, openConversation, sendMessage, unreadTotals } from './service';
import type { RouteModule } from '../../http/routeModule';

/** Support chat: conversations with customer service or a store (see features/chat/service.ts for the rules). */
export const chatRoutes: RouteModule = (app, ctx) => {
  route(app, ctx, s.chatConversations, (input, { auth, lang }) => listConversations(ctx, auth, input.scope, lang));
  route(app, ctx, s.chatOpen, (input, { auth, lang }) => openConversation(ctx, auth, input, lang));
  route(app, ctx, s.chatMessages, (input, { auth, lang }) => conversationMessages(ctx, auth, input, lang));
  route(app, ctx, s.chatSend, (input, { auth, lang }) => sendMessage(ctx, auth, input, lang));
  route(app, ctx, s.chatRead, async (input, { auth }) => {
    await markRead(ctx, auth, input.conversationId);
    return null;
  });
  route(app, ctx, s.chatUnread, (_input, { auth }) => unreadTotals(ctx, auth));
};
