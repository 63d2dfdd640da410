import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Page } from '@shop/ui';
import { chatKeys } from '../../features/chat/api';
import { useChatListUpdates } from '../../features/chat/chatData';
import { useChatConnection } from '../../features/chat/useChatConnection';
import { useApi } from '../../api/useApi';
import { AppNavBar } from '../../shell/AppNavBar';
import { PagedList } from '../../shell/PagedList';
import { ConnectionBanner, ConversationList, ConversationListSkeleton } from '../../features/chat/chatParts';
import { pagedQuery } from '../../api/pagedQuery';

const PAGE_SIZE = 20;

/**
 * The customer-service inbox of the operations console (`staff/chat`): conversations buyers wrote
 * in, unread first, then newest. A conversation opens in the chat screen (`kefu/chat?id=`), where
 * staff are the other side (`mine` is theirs); one staff member reading it marks it read for all.
 * New messages and reads by colleagues reach the list through the chat socket.
 */
export default function StaffChatPage() {
  const { t } = useTranslation();
  const api = useApi();
  const { connection, snapshot } = useChatConnection();
  useChatListUpdates(connection, snapshot.state);
  const inbox = useInfiniteQuery({
    ...pagedQuery(chatKeys.conversations('staff'), (page, signal) =>
      api.request('staffChatConversations', { page, pageSize: PAGE_SIZE }, { signal, silent: true })
    ),
    refetchOnWindowFocus: 'always',
  });
  const title = t('routes.staffChat');
  return (
    <Page topBar={<AppNavBar title={title} />}>
      <ConnectionBanner state={snapshot.state} />
      <PagedList query={inbox} skeleton={<ConversationListSkeleton />} empty={{ description: t('pages.kefu.staff.empty') }}>
        {(items, loadedAt) => <ConversationList conversations={items} label={title} now={loadedAt} />}
      </PagedList>
    </Page>
  );
}
