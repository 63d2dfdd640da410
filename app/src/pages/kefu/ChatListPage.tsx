import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Empty, Page } from '@shop/ui';
import { chatQueries } from '../../features/chat/api';
import { useChatListUpdates } from '../../features/chat/chatData';
import { useChatConnection } from '../../features/chat/useChatConnection';
import { PATHS } from '../../routes/paths';
import { useApi } from '../../api/useApi';
import { AppNavBar } from '../../shell/AppNavBar';
import { LoadFailed } from '../../shell/LoadFailed';
import { ConnectionBanner, ConversationList, ConversationListSkeleton } from '../../features/chat/chatParts';

/**
 * `kefu/index`: the buyer's conversations, customer service pinned first, then stores by their
 * last message. Kept current by the chat socket (see README.md in this folder).
 */
export default function ChatListPage() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const { connection, snapshot } = useChatConnection();
  useChatListUpdates(connection, snapshot.state);
  const conversations = useQuery(chatQueries.conversations(api, 'buyer'));
  const title = t('routes.chatList');
  return (
    <Page topBar={<AppNavBar title={title} />}>
      <ConnectionBanner state={snapshot.state} />
      {conversations.isPending ? (
        <ConversationListSkeleton />
      ) : conversations.isError ? (
        <LoadFailed onRetry={() => void conversations.refetch()} />
      ) : conversations.data.length === 0 ? (
        <Empty
          illustration="box"
          description={t('pages.kefu.list.empty')}
          actionLabel={t('pages.kefu.contactSupport')}
          onAction={() => navigate(`${PATHS.chat}?with=support`)}
        />
      ) : (
        <ConversationList conversations={conversations.data} label={title} now={conversations.dataUpdatedAt} pinSupport />
      )}
    </Page>
  );
}
