import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@shop/ui';
import { updatePages } from '../api/pagedQuery';
import { useFeedback } from './feedback';

interface Removal {
  /** The paged list the row is in. */
  queryKey: QueryKey;
  /** The row's item. */
  id: number;
  /** Tells the server; not silent, so a refusal shows the server's translated message. */
  request: () => Promise<unknown>;
  /** The confirmation's question, its button, and the toast once it is done. */
  question: string;
  actionLabel: string;
  done: string;
}

/**
 * A row of a paged list the user can take out (a favourite, a followed store): asks first, then
 * takes the row away at once and reloads what is shown, because later pages shift by one and a
 * row would otherwise be skipped.
 */
export function useListRemoval({ queryKey, id, request, question, actionLabel, done }: Removal) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const removal = useMutation({
    mutationFn: request,
    onSuccess: () => {
      updatePages<{ list: { id: number }[]; total: number }>(queryClient, queryKey, (page) => ({
        ...page,
        list: page.list.filter((item) => item.id !== id),
        total: Math.max(0, page.total - 1),
      }));
      void queryClient.invalidateQueries({ queryKey });
      feedback.toast(done, 'success');
    },
  });

  const ask = async () => {
    const sure = await confirm({
      title: t('messages.tip'),
      message: question,
      confirmLabel: actionLabel,
      cancelLabel: t('common.cancel'),
      tone: 'danger',
    });
    if (sure) removal.mutate();
  };

  return { ask: () => void ask(), pending: removal.isPending };
}
