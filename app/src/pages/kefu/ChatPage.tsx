import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ApiClient } from '@shop/api/client';
import { Empty, Page } from '@shop/ui';
import type { Conversation } from '../../features/chat/chatCache';
import { chatKeys } from '../../features/chat/api';
import { idParam } from '../../routes/params';
import { PATHS } from '../../routes/paths';
import { selectIsStaff, selectUser, useSession } from '../../session/SessionProvider';
import { useApi } from '../../api/useApi';
import { AppNavBar } from '../../shell/AppNavBar';
import { LoadFailed } from '../../shell/LoadFailed';
import { ConversationListSkeleton, usePeerName } from '../../features/chat/chatParts';
import { ConversationView } from './ConversationView';

/**
 * `kefu/chat`: one conversation. Addressed as `?id=<conversationId>`, or `?with=support` /
 * `?with=store&storeId=N`, which opens (or finds) the conversation and replaces the address with
 * its id, so back and reload land on the same conversation. `&product=<id>` or `&order=<id>`
 * offer that product or order above the composer (see README.md for what is sent).
 */
export default function ChatPage() {
  const [params] = useSearchParams();
  const id = idParam(params);
  const withWhom = params.get('with');
  if (id !== null) return <ChatById id={id} productId={idParam(params, 'product')} orderId={idParam(params, 'order')} />;
  if (withWhom === 'support' || (withWhom === 'store' && idParam(params, 'storeId') !== null)) return <OpenChat />;
  return <Missing />;
}

/** Opens the conversation the address names and moves to its `?id=` address. */
function OpenChat() {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);
  useEffect(() => {
    if (started.current === attempt) return;
    started.current = attempt;
    const storeId = idParam(params, 'storeId');
    const request = params.get('with') === 'store' && storeId !== null ? { with: 'store' as const, storeId } : { with: 'support' as const };
    api
      .request('chatOpen', request)
      .then((conversation) => {
        queryClient.setQueryData(chatKeys.conversation(conversation.id), conversation);
        const next = new URLSearchParams({ id: String(conversation.id) });
        for (const name of ['product', 'order']) {
          const value = params.get(name);
          if (value) next.set(name, value);
        }
        navigate(`${PATHS.chat}?${next.toString()}`, { replace: true });
      })
      .catch(() => setFailed(true));
  }, [api, attempt, navigate, params, queryClient]);
  return (
    <Page topBar={<AppNavBar title={t('routes.chat')} />}>
      {failed ? (
        <LoadFailed
          onRetry={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        />
      ) : (
        <ConversationListSkeleton />
      )}
    </Page>
  );
}

function Missing() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Page topBar={<AppNavBar title={t('routes.chat')} />}>
      <Empty
        description={t('pages.kefu.chat.notFound')}
        actionLabel={t('routes.chatList')}
        onAction={() => navigate(PATHS.chatList, { replace: true })}
      />
    </Page>
  );
}

/**
 * The contract has no "one conversation" endpoint: its other side (name, avatar) comes from the
 * lists the caller can see (their own, their store's, the customer-service inbox for staff).
 * Without it the page still works, titled "Chat".
 */
async function findConversation(api: ApiClient, id: number, hasStore: boolean, isStaff: boolean, signal: AbortSignal) {
  // Staff open conversations from their inbox: look there first.
  if (isStaff) {
    const inbox = await api.request('staffChatConversations', { page: 1, pageSize: 50 }, { signal, silent: true });
    const inInbox = inbox.list.find((c) => c.id === id);
    if (inInbox) return inInbox;
  }
  const own = await api.request('chatConversations', { scope: 'buyer' }, { signal, silent: true });
  const found = own.find((c) => c.id === id);
  if (found) return found;
  if (hasStore) {
    const store = await api.request('chatConversations', { scope: 'store' }, { signal, silent: true });
    const inStore = store.find((c) => c.id === id);
    if (inStore) return inStore;
  }
  return null;
}

function ChatById({ id, productId, orderId }: { id: number; productId: number | null; orderId: number | null }) {
  const { t } = useTranslation();
  const api = useApi();
  const peerName = usePeerName();
  const user = useSession(selectUser);
  const isStaff = useSession(selectIsStaff);
  const conversation = useQuery<Conversation | null>({
    queryKey: chatKeys.conversation(id),
    queryFn: ({ signal }) => findConversation(api, id, Boolean(user?.storeId), isStaff, signal),
    staleTime: Infinity,
  });
  const title = conversation.data ? peerName(conversation.data) : t('routes.chat');
  return (
    <ConversationView
      key={id}
      conversationId={id}
      title={title}
      offer={productId !== null ? { kind: 'product', id: productId } : orderId !== null ? { kind: 'order', id: orderId } : undefined}
    />
  );
}
