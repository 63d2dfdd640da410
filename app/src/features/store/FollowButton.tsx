import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@shop/ui';
import { CheckIcon, PlusIcon } from '@shop/ui/icons';
import { loginPathFor } from '../../routes/guards';
import { selectSignedIn, useSession } from '../../session/SessionProvider';
import { useApi } from '../../api/useApi';
import { useFeedback } from '../../shell/feedback';
import type { StoreDetail } from './storeData';
import { storeKeys } from './api';

export interface FollowButtonProps {
  storeId: number;
  /** The store's name, for the button's accessible name ("Follow Sunrise Goods"). */
  storeName: string;
  /** Whether the signed-in user follows the store; undefined while that is not known yet. */
  followed: boolean | undefined;
  className?: string;
}

/**
 * Follow or unfollow a store. The button shows the state: "Follow" (filled), or "Following" with a
 * tick (outlined) once followed. Because its text changes with the state, it is an action button,
 * not a toggle (`aria-pressed` on a label that changes would read "Following, pressed", then
 * "Follow, not pressed"): its name says what a press does, starting with the words on it so voice
 * control finds it by what it shows ("Follow Sunrise Goods"; "Following, unfollow Sunrise Goods").
 *
 * While the state is not known yet, or a change is on its way, it is pending (a spinner, presses
 * ignored, react-aria announces it) in its own colours rather than disabled, so it stays readable.
 * A visitor is sent to log in and comes back here. The answer's follower count updates every
 * cached copy of the store's header.
 */
export function FollowButton({ storeId, storeName, followed, className }: FollowButtonProps) {
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
      queryClient.setQueriesData<StoreDetail>({ queryKey: storeKeys.detailOf(storeId) }, (store) =>
        store ? { ...store, followed: answer.followed, followers: answer.followers } : store,
      );
      void queryClient.invalidateQueries({ queryKey: storeKeys.followList });
      void queryClient.invalidateQueries({ queryKey: storeKeys.street });
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
  const unknown = signedIn && followed === undefined;
  return (
    <Button
      size="sm"
      variant={on ? 'secondary' : 'primary'}
      className={className}
      aria-label={t(on ? 'pages.storeView.followingName' : 'pages.storeView.followName', { name: storeName })}
      icon={on ? <CheckIcon /> : <PlusIcon />}
      loading={toggle.isPending || unknown}
      onPress={press}
    >
      {t(on ? 'pages.storeView.following' : 'pages.storeView.follow')}
    </Button>
  );
}
