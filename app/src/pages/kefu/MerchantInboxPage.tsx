import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '@shop/api/client';
import { Empty, Page } from '@shop/ui';
import { chatQueries } from '../../features/chat/api';
import { useChatListUpdates } from '../../features/chat/chatData';
import { useChatConnection } from '../../features/chat/useChatConnection';
import { PATHS } from '../../routes/paths';
import { selectUser, useSession } from '../../session/SessionProvider';
import { useApi } from '../../api/useApi';
import { AppNavBar } from '../../shell/AppNavBar';
import { LoadFailed } from '../../shell/LoadFailed';
import { ConnectionBanner, ConversationList, ConversationListSkeleton } from '../../features/chat/chatParts';

/**
 * `kefu/mer`: the merchant's store inbox, buyers who wrote to the store, newest first. Someone
 * without a store (the server's `notMerchant`, or no store in the session) is offered to open
 * one, as the store centre does.
 */
export default function MerchantInboxPage() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const user = useSession(selectUser);
  const hasStore = Boolean(user?.storeId);
  const { connection, snapshot } = useChatConnection();
  useChatListUpdates(connection, snapshot.state);
  const conversations = useQuery({
    ...chatQueries.conversations(api, 'store'),
    enabled: hasStore,
  });
  const title = t('routes.chatMerchant');
  const notMerchant =
    !hasStore || (conversations.isError && isApiError(conversations.error) && conversations.error.reason === 'notMerchant');
  return (
    <Page topBar={<AppNavBar title={title} />}>
      {notMerchant ? null : <ConnectionBanner state={snapshot.state} />}
      {notMerchant ? (
        <Empty
          description={t('pages.kefu.merchant.notMerchant')}
          actionLabel={t('pages.kefu.merchant.apply')}
          onAction={() => navigate(PATHS.applyStore)}
        />
      ) : conversations.isPending ? (
        <ConversationListSkeleton />
      ) : conversations.isError ? (
        <LoadFailed onRetry={() => void conversations.refetch()} />
      ) : conversations.data.length === 0 ? (
        <Empty description={t('pages.kefu.merchant.empty')} />
      ) : (
        <ConversationList conversations={conversations.data} label={title} now={conversations.dataUpdatedAt} />
      )}
    </Page>
  );
}
