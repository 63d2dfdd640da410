import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@shop/ui';
import { CheckIcon, PlusIcon } from '@shop/ui/icons';
import { loginPathFor } from '../../routes/guards';
import { selectSignedIn, useSession } from '../../session/SessionProvider';
import { useApi } from '../../shell/AppProviders';
import { useFeedback } from '../../shell/feedback';
import type { StoreDetail } from './storeData';

export interface FollowButtonProps {
  storeId: number;
  /** Whether the signed-in user follows the store; undefined while that is not known yet. */
  followed: boolean | undefined;
  /** The store's name element, so the button reads "Follow, Sunrise Goods". */
  describedBy?: string;
  className?: string;
}

/**
 * Follow or unfollow a store: a toggle button (`aria-pressed`) whose name stays "Follow". A visitor
 * is sent to log in and comes back here. The answer's follower count updates every cached copy
 * of the store's header.
 */
export function FollowButton({ storeId, followed, describedBy, className }: FollowButtonProps) {
  const { t } = useTranslation();
  const api = useApi();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const signedIn = useSession(selectSignedIn);
  const toggle = useMutation({
    // Not silent: a refusal shows the server's translated message in a toast.
    mutationFn: (next: boolean) => api.request('followToggle', { storeId, followed: next }),
    onSuccess: (answer) => {
      queryClient.setQueriesData<StoreDetail>({ queryKey: ['storeDetail', storeId] }, (store) =>
        store ? { ...store, followed: answer.followed, followers: answer.followers } : store,
      );
      void queryClient.invalidateQueries({ queryKey: ['followList'] });
      void queryClient.invalidateQueries({ queryKey: ['storeStreet'] });
      feedback.toast(t(answer.followed ? 'pages.storeView.followed' : 'pages.storeView.unfollowed'), 'success');
    },
  });

  const press = () => {
    if (!signedIn) {
      navigate(loginPathFor(pathname + search));
      return;
    }
    if (followed === undefined) return;
    toggle.mutate(!followed);
  };

  const on = signedIn && followed === true;
  return (
    <Button
      size="sm"
      variant={on ? 'secondary' : 'primary'}
      className={className}
      aria-pressed={on}
      aria-describedby={describedBy}
      icon={on ? <CheckIcon /> : <PlusIcon />}
      loading={toggle.isPending}
      isDisabled={signedIn && followed === undefined}
      onPress={press}
    >
      {t('pages.storeView.follow')}
    </Button>
  );
}
