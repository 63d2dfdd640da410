import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, type ButtonProps } from '@shop/ui';
import { PATHS } from '../../routes/paths';
import { selectUser, useSession } from '../../session/SessionProvider';

/** Where "chat with the store" leads: the conversation with that store, offering a product or an order. */
export function storeChatPath(storeId: number, about?: { product?: number; order?: number }) {
  const params = new URLSearchParams({ with: 'store', storeId: String(storeId) });
  if (about?.product) params.set('product', String(about.product));
  if (about?.order) params.set('order', String(about.order));
  return `${PATHS.chat}?${params.toString()}`;
}

/**
 * "Chat with the store" on the product, store and order screens. A visitor is sent to sign in
 * by the chat route's guard; a merchant does not see it on their own store (the server refuses
 * a chat with oneself).
 */
export function ChatWithStoreButton({
  storeId,
  product,
  order,
  ...buttonProps
}: { storeId: number; product?: number; order?: number } & Omit<ButtonProps, 'children' | 'onPress'>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSession(selectUser);
  if (user?.storeId === storeId) return null;
  return (
    <Button variant="secondary" size="sm" {...buttonProps} onPress={() => navigate(storeChatPath(storeId, { product, order }))}>
      {t('pages.kefu.chatWithStore')}
    </Button>
  );
}
