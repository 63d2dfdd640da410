import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cartKeys } from '../features/cart/api';
import { mergeGuestCart, readGuestCart } from '../features/cart/guestCart';
import { selectSignedIn, useSession } from '../session/SessionProvider';
import { useApi } from '../api/useApi';
import { useFeedback } from './feedback';

/**
 * Once someone is signed in (a login, a registration, or an app opened with a session), what they
 * put in the cart as a visitor moves into their cart on the server. Lines the server refuses stay
 * on the device (and are tried again next time); the user is told which.
 */
export function GuestCartMerge() {
  const signedIn = useSession(selectSignedIn);
  const api = useApi();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const { t } = useTranslation();

  useEffect(() => {
    if (!signedIn || readGuestCart().length === 0) return;
    let current = true;
    void mergeGuestCart((productId, quantity) =>
      // Silent: one toast below names every refused line, instead of one per refusal.
      api.request('cartAdd', { productId, quantity }, { silent: true }),
    ).then(({ merged, failed }) => {
      if (merged.length > 0) {
        void queryClient.invalidateQueries({ queryKey: cartKeys.list });
        void queryClient.invalidateQueries({ queryKey: cartKeys.count });
      }
      if (current && failed.length > 0) {
        feedback.toast(t('pages.cart.mergeFailed', { names: failed.map((line) => line.name).join(', ') }), 'error');
      }
    });
    return () => {
      current = false;
    };
  }, [signedIn, api, queryClient, feedback, t]);

  return null;
}
