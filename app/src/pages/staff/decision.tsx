import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StaffQueue, StaffReviewRights } from '@shop/api/contract';
import { isApiError, type ApiClient } from '@shop/api/client';
import { clean, isBlank, REVIEW_STATUS } from '@shop/domain';
import { Button, formatPrice, Popup, TextArea, useConfirm } from '@shop/ui';
import { useApi } from '../../api/useApi';
import { useFeedback } from '../../shell/feedback';

import { staffKeys } from '../../features/staff/api';
import { decisionKey, REASON_MAX, stateKey, type QueueTab } from './staffQueues';
import * as styles from './Staff.css';
import { intlLocale } from '../../i18n/intlLocale';
import { useDateTime, who } from './detailParts';
import { SubmitForm } from '../../shell/SubmitForm';

export type Decision = { approve: true } | { approve: false; reason: string };

/** Who decided first, as `alreadyDecided` names them. */
export interface Conflict {
  decidedBy: string;
  decision: string;
  decidedAt: string;
}

function send(api: ApiClient, queue: StaffQueue, id: number, decision: Decision): Promise<unknown> {
  const options = { silent: true };
  switch (queue) {
    case 'application':
      return api.request(
        'staffReviewApplication',
        decision.approve ? { id, approve: true } : { id, approve: false, reason: decision.reason },
        options,
      );
    case 'deposit':
      return api.request(
        'staffReviewDeposit',
        decision.approve ? { id, approve: true } : { id, approve: false, reason: decision.reason },
        options,
      );
    case 'withdrawal':
      return api.request(
        'staffReviewWithdrawal',
        decision.approve ? { id, approve: true } : { id, approve: false, reason: decision.reason },
        options,
      );
    case 'afterSales':
      return api.request(
        'staffReviewAfterSales',
        decision.approve
          ? { id, decision: 'refund' }
          : { id, decision: 'reject', reason: decision.reason },
        options,
      );
  }
}

const asConflict = (params: Record<string, string | number> | undefined): Conflict | null =>
  params &&
  typeof params.decidedBy === 'string' &&
  typeof params.decision === 'string' &&
  typeof params.decidedAt === 'string'
    ? { decidedBy: params.decidedBy, decision: params.decision, decidedAt: params.decidedAt }
    : null;

/**
 * Sends a decision once (the mutation ignores presses while one runs), then loads the item, the
 * lists and the overview again, so the page shows the decided state. A colleague's earlier decision
 * becomes `conflict` (and the item loads again to show it); any other failure is a toast.
 */
export function useDecision(queue: StaffQueue, id: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const { t } = useTranslation();
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: staffKeys.detail(queue, id) }),
      queryClient.invalidateQueries({ queryKey: staffKeys.lists(queue) }),
      queryClient.invalidateQueries({ queryKey: staffKeys.overview }),
    ]);
  const mutation = useMutation({
    mutationFn: (decision: Decision) => send(api, queue, id, decision),
    onSuccess: async (answer, decision) => {
      await refresh();
      // Above the four-eyes threshold the first approval leaves the item waiting for a second person.
      if (
        decision.approve &&
        (answer as { status?: number } | null)?.status === REVIEW_STATUS.underReview
      ) {
        feedback.toast(t('pages.staff.fourEyes.firstRecorded'), 'success');
        return;
      }
      const done: QueueTab = decision.approve
        ? queue === 'afterSales'
          ? 'refunded'
          : 'approved'
        : 'rejected';
      feedback.toast(t(stateKey(queue, done)), 'success');
    },
    onError: async (error) => {
      if (isApiError(error) && error.reason === 'alreadyDecided') {
        setConflict(asConflict(error.params) ?? { decidedBy: '', decision: '', decidedAt: '' });
        await refresh();
        return;
      }
      if (isApiError(error) && (error.kind === 'sessionExpired' || error.kind === 'aborted'))
        return;
      feedback.toast(isApiError(error) ? error.message : t('messages.somethingWentWrong'), 'error');
    },
  });
  return {
    decide: (decision: Decision) => !mutation.isPending && mutation.mutate(decision),
    pending: mutation.isPending,
    mutation,
    conflict,
  };
}

/** What a colleague decided first, with who and when, above the item. */
export function ConflictNotice({ queue, conflict }: { queue: StaffQueue; conflict: Conflict }) {
  const { t } = useTranslation();
  const when = useDateTime();
  const decision = (['approved', 'rejected', 'refunded'] as const).find(
    (d) => d === conflict.decision,
  );
  return (
    <div className={styles.conflict} role="alert">
      <p className={styles.conflictTitle}>{t('pages.staff.conflict.title')}</p>
      {decision && conflict.decidedBy ? (
        <p className={styles.conflictText}>
          {t(`pages.staff.history.${decisionKey(queue, decision)}`, { name: conflict.decidedBy })}{' '}
          {when(conflict.decidedAt)}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Who may decide, above a waiting item: the viewer's own item is decided by someone else (and
 * no decision bar is offered), and above the four-eyes threshold it says how far the two
 * approvals have come.
 */
export function RightsNotice({ queue, rights }: { queue: StaffQueue; rights: StaffReviewRights }) {
  const { t, i18n } = useTranslation();
  const when = useDateTime();
  const titleId = useId();
  if (rights.ownItem) {
    return (
      <div className={styles.rightsNotice} role="note" aria-labelledby={titleId}>
        <p id={titleId} className={styles.conflictTitle}>
          {t('pages.staff.fourEyes.ownTitle')}
        </p>
        <p className={styles.conflictText}>{t(`pages.staff.fourEyes.own.${queue}`)}</p>
      </div>
    );
  }
  if (rights.approvalsNeeded === 1) return null;
  const first = rights.firstApproval;
  return (
    <div className={styles.rightsNotice} role="note" aria-labelledby={titleId}>
      <p id={titleId} className={styles.conflictTitle}>
        {t('pages.staff.fourEyes.title')}
      </p>
      {first ? (
        <>
          <p className={styles.conflictText}>
            {rights.firstApprovalIsYours
              ? t('pages.staff.fourEyes.yoursFirst')
              : t('pages.staff.fourEyes.firstBy', { name: who(first.decidedBy) })}{' '}
            {when(first.decidedAt)}
          </p>
          <p className={styles.conflictText}>{t('pages.staff.fourEyes.secondNeeded')}</p>
        </>
      ) : (
        <p className={styles.conflictText}>
          {t('pages.staff.fourEyes.needsTwo', {
            amount: formatPrice(rights.fourEyesAboveCents, intlLocale(i18n.language)),
          })}
        </p>
      )}
    </div>
  );
}

interface DecisionBarProps {
  queue: StaffQueue;
  decision: ReturnType<typeof useDecision>;
  /** False when the viewer gave the first of two approvals: only a colleague can give the second. */
  canApprove?: boolean;
  /** The approve button's label ("Approve", "Mark paid", "Refund"). */
  approveLabel: string;
  /** What approving does, asked before it is sent. */
  approveQuestion: string;
  /** Who the reason is for ("The applicant sees it"). */
  rejectHint: string;
}

/** Approve (after a confirm) or reject (with a reason), at the bottom of a waiting item. */
export function DecisionBar({
  queue,
  decision,
  canApprove = true,
  approveLabel,
  approveQuestion,
  rejectHint,
}: DecisionBarProps) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const [rejecting, setRejecting] = useState(false);
  const [asking, setAsking] = useState(false);
  const approve = async () => {
    if (decision.pending || asking) return;
    setAsking(true);
    const sure = await confirm({
      title: approveLabel,
      message: approveQuestion,
      confirmLabel: approveLabel,
      cancelLabel: t('common.cancel'),
    }).finally(() => setAsking(false));
    if (sure) decision.decide({ approve: true });
  };
  const pendingApprove = decision.pending && decision.mutation.variables?.approve === true;
  const pendingReject = decision.pending && decision.mutation.variables?.approve === false;
  return (
    <>
      <div className={styles.actionsBar}>
        <Button
          variant="secondary"
          className={styles.actionGrow}
          loading={pendingReject}
          isDisabled={decision.pending && !pendingReject}
          onPress={() => setRejecting(true)}
        >
          {t('pages.staff.actions.reject')}
        </Button>
        {canApprove ? (
          <Button
            className={styles.actionGrow}
            loading={pendingApprove}
            isDisabled={decision.pending && !pendingApprove}
            onPress={() => void approve()}
          >
            {approveLabel}
          </Button>
        ) : null}
      </div>
      <RejectSheet
        key={String(rejecting)}
        queue={queue}
        isOpen={rejecting}
        hint={rejectHint}
        sending={pendingReject}
        onClose={() => setRejecting(false)}
        onSend={(reason) =>
          decision.mutation.mutate(
            { approve: false, reason },
            {
              onSettled: (_data, error) =>
                (!error || isApiError(error, 'refused')) && setRejecting(false),
            },
          )
        }
      />
    </>
  );
}

/** Why the item is rejected: required, at most 200 characters; the person it is about reads it. */
function RejectSheet({
  queue,
  isOpen,
  hint,
  sending,
  onClose,
  onSend,
}: {
  queue: StaffQueue;
  isOpen: boolean;
  hint: string;
  sending: boolean;
  onClose: () => void;
  onSend: (reason: string) => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  // As the server counts it (the contract's trimmed string of at most 200); the field stops at 200 anyway.
  const issue = isBlank(reason)
    ? t('pages.staff.reject.reasonRequired')
    : clean(reason).length > REASON_MAX
      ? t('validation.tooLong', { max: REASON_MAX })
      : null;
  const submit = () => {
    setTried(true);
    if (issue || sending) return;
    onSend(clean(reason));
  };
  return (
    <Popup
      isOpen={isOpen}
      onOpenChange={(open) => !open && !sending && onClose()}
      title={t(`pages.staff.reject.title.${queue}`)}
      closeLabel={t('common.close')}
    >
      <SubmitForm
        className={styles.sheet}
        onSubmit={submit}
      >
        <p className={styles.sheetText}>{hint}</p>
        <TextArea
          label={t('pages.orderView.reason')}
          placeholder={t('pages.staff.reject.placeholder')}
          value={reason}
          onChange={setReason}
          maxLength={REASON_MAX}
          countLabel={(count, max) => t('kit.textArea.count', { count, max })}
          isRequired
          validationBehavior="aria"
          isInvalid={tried && issue !== null}
          errorMessage={tried && issue ? issue : undefined}
        />
        <Button type="submit" block loading={sending}>
          {t('pages.staff.actions.reject')}
        </Button>
      </SubmitForm>
    </Popup>
  );
}
