import { useEffect, useId, useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { StaffDecisionRecord, StaffQueue, StaffReviewRights } from '@shop/api/contract';
import { isApiError, type ApiClient } from '@shop/api/client';
import { clean, isBlank, REVIEW_STATUS } from '@shop/domain';
import { Button, Empty, formatPrice, ImagePreview, Page, Popup, Skeleton, SkeletonGroup, TextArea, useConfirm } from '@shop/ui';
import { PATHS } from '../../routes/paths';
import { useApi } from '../../api/useApi';
import { AppNavBar } from '../../shell/AppNavBar';
import { useFeedback } from '../../shell/feedback';

import { usePrivateImage } from '../../features/uploads/privateImage';
import { staffKeys } from '../../features/staff/api';
import { decisionKey, idFrom, QUEUE, REASON_MAX, stateKey, type QueueTab } from './staffQueues';
import * as styles from './Staff.css';
import { useImagePreviewLabels } from '../../shell/imageLabels';
import { intlLocale } from '../../i18n/intlLocale';

/**
 * What every detail of the console shares: loading the item named by `?id=`, its state banner,
 * sections of label/value rows, private photos that open full size, the audit trail, the
 * decision bar (approve after a confirm, reject with a required reason) with what a colleague's
 * earlier decision (`alreadyDecided`) shows, and who may decide (`RightsNotice`).
 */

/* ---------- loading the item ---------- */

interface DetailScreenProps<T> {
  queue: StaffQueue;
  load: (api: ApiClient, id: number, signal: AbortSignal) => Promise<T>;
  children: (item: T, id: number) => ReactNode;
}

export function DetailScreen<T>({ queue, load, children }: DetailScreenProps<T>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idFrom(params.get('id'));
  const title = t(`routes.${QUEUE[queue].view}`);
  if (id === null) {
    return (
      <Page topBar={<AppNavBar title={title} />}>
        <Empty
          illustration="error"
          description={t('pages.staff.detail.notFound')}
          actionLabel={t(`routes.${QUEUE[queue].list}`)}
          onAction={() => navigate(PATHS[QUEUE[queue].list])}
        />
      </Page>
    );
  }
  return <DetailLoader key={id} queue={queue} id={id} load={load} title={title} render={children} />;
}

function DetailLoader<T>({
  queue,
  id,
  load,
  title,
  render,
}: {
  queue: StaffQueue;
  id: number;
  load: DetailScreenProps<T>['load'];
  title: string;
  render: DetailScreenProps<T>['children'];
}) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const item = useQuery({ queryKey: staffKeys.detail(queue, id), queryFn: ({ signal }) => load(api, id, signal) });
  const topBar = <AppNavBar title={title} />;
  if (item.isPending) {
    return (
      <Page topBar={topBar}>
        <SkeletonGroup label={t('common.loading')} className={styles.skeleton}>
          <Skeleton shape="block" height={88} />
          <Skeleton shape="block" height={160} />
          <Skeleton shape="block" height={120} />
        </SkeletonGroup>
      </Page>
    );
  }
  if (item.isError) {
    const missing = isApiError(item.error) && item.error.reason === 'notFound';
    return (
      <Page topBar={topBar}>
        {missing ? (
          <Empty
            illustration="error"
            description={t('pages.staff.detail.notFound')}
            actionLabel={t(`routes.${QUEUE[queue].list}`)}
            onAction={() => navigate(PATHS[QUEUE[queue].list])}
          />
        ) : (
          <Empty
            illustration="error"
            description={t('messages.pageLoadFailed')}
            actionLabel={t('common.retry')}
            onAction={() => void item.refetch()}
          />
        )}
      </Page>
    );
  }
  return <>{render(item.data, id)}</>;
}

/* ---------- layout ---------- */

export function useDateTime() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium', timeStyle: 'short' });
  return (at: string) => <time dateTime={at}>{format.format(new Date(at))}</time>;
}

/** The item's state at the top: "Waiting for review", or what was decided, by whom and when, and why. */
export function StateBanner({
  queue,
  tab,
  history,
  itemId,
  reason,
}: {
  queue: StaffQueue;
  tab: QueueTab | undefined;
  history: StaffDecisionRecord[];
  itemId: number;
  /** The decision's reason as the item carries it (the trail has it too). */
  reason?: string | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const when = useDateTime();
  const decided = history.filter((d) => d.itemId === itemId).at(-1);
  return (
    <section className={styles.banner} aria-labelledby={id}>
      <h2 id={id} className={styles.bannerTitle}>
        {tab ? t(stateKey(queue, tab)) : null}
      </h2>
      {tab === 'pending' ? <p className={styles.bannerText}>{t(`pages.staff.detail.waiting.${queue}`)}</p> : null}
      {tab !== 'pending' && decided ? (
        <p className={styles.bannerText}>
          {t(`pages.staff.history.${decisionKey(queue, decided.decision)}`, { name: who(decided.decidedBy) })}{' '}
          {when(decided.decidedAt)}
        </p>
      ) : null}
      {tab !== 'pending' && (reason ?? decided?.reason) ? (
        <p className={styles.bannerText} dir="auto">
          {t('pages.staff.history.reason', { reason: reason ?? decided?.reason })}
        </p>
      ) : null}
    </section>
  );
}

const who = (member: StaffDecisionRecord['decidedBy']) => member.nickname || member.username;

export function Section({ title, last = false, children }: { title: ReactNode; last?: boolean; children: ReactNode }) {
  const id = useId();
  return (
    <section className={`${styles.section} ${last ? styles.lastSection : ''}`} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function Rows({ children }: { children: ReactNode }) {
  return <dl className={styles.rows}>{children}</dl>;
}

export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <dt className={styles.rowLabel}>{label}</dt>
      <dd className={styles.rowValue}>{children}</dd>
    </div>
  );
}

/* ---------- photos ---------- */

export interface Photo {
  src: string;
  /** What the photo is ("Front of the ID card"): its caption and the name of its button. */
  label: string;
}

/**
 * Photos as tiles that open full size in the kit's viewer (Escape or the close button leaves it,
 * arrows move between them). Private uploads load through the signed client.
 */
export function Photos({ photos }: { photos: Photo[] }) {
  const previewLabels = useImagePreviewLabels();
  const [open, setOpen] = useState<number | null>(null);
  const [urls, setUrls] = useState<Record<number, string>>({});
  const ready = photos.flatMap((photo, index) => (urls[index] ? [{ index, src: urls[index], alt: photo.label }] : []));
  const shown = ready.findIndex((photo) => photo.index === open);
  return (
    <>
      <ul className={styles.photos}>
        {photos.map((photo, index) => (
          <li key={`${index}:${photo.src}`} className={styles.photo}>
            <PhotoTile
              photo={photo}
              onReady={(url) => setUrls((current) => (current[index] === url ? current : { ...current, [index]: url }))}
              onOpen={() => setOpen(index)}
            />
          </li>
        ))}
      </ul>
      <ImagePreview
        images={ready.map(({ src, alt }) => ({ src, alt }))}
        isOpen={open !== null && shown >= 0}
        onOpenChange={(isOpen) => !isOpen && setOpen(null)}
        index={Math.max(0, shown)}
        onIndexChange={(index) => setOpen(ready[index]?.index ?? null)}
        {...previewLabels}
      />
    </>
  );
}

function PhotoTile({ photo, onReady, onOpen }: { photo: Photo; onReady: (url: string) => void; onOpen: () => void }) {
  const { t } = useTranslation();
  const image = usePrivateImage(photo.src);
  const captionId = useId();
  const readyUrl = image.status === 'ready' ? image.url : null;
  useEffect(() => {
    if (readyUrl) onReady(readyUrl);
    // The gallery's setter ignores an address it has already; a new address is told again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [readyUrl]);
  return (
    <>
      {image.status === 'ready' ? (
        <button
          type="button"
          className={styles.photoButton}
          aria-label={t('pages.staff.detail.openPhoto', { name: photo.label })}
          onClick={onOpen}
        >
          <img src={image.url} alt="" className={styles.photoImage} />
        </button>
      ) : image.status === 'loading' ? (
        <span className={styles.photoState} role="status" aria-describedby={captionId}>
          {t('common.loading')}
        </span>
      ) : (
        <button type="button" className={`${styles.photoButton} ${styles.photoState}`} onClick={image.retry} aria-describedby={captionId}>
          {t('pages.staff.detail.photoFailed')}
        </button>
      )}
      <span id={captionId} className={styles.photoCaption}>
        {photo.label}
      </span>
    </>
  );
}

/* ---------- the audit trail ---------- */

/** Every decision on the item (and its earlier requests), oldest first, newest last. */
export function History({ queue, itemId, history }: { queue: StaffQueue; itemId: number; history: StaffDecisionRecord[] }) {
  const { t } = useTranslation();
  const when = useDateTime();
  return (
    <Section title={t('pages.staff.history.title')} last>
      {history.length === 0 ? (
        <p className={styles.secondary}>{t('pages.staff.history.empty')}</p>
      ) : (
        <ol className={styles.history}>
          {history.map((entry) => (
            <li key={entry.id} className={styles.entry}>
              <span>
                {t(`pages.staff.history.${decisionKey(queue, entry.decision)}`, { name: who(entry.decidedBy) })}
              </span>
              <span className={styles.entryMeta}>
                {when(entry.decidedAt)}
                {entry.itemId !== itemId ? ` · ${t('pages.staff.history.earlier', { id: entry.itemId })}` : null}
              </span>
              {entry.reason ? (
                <span dir="auto">{t('pages.staff.history.reason', { reason: entry.reason })}</span>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}

/* ---------- deciding ---------- */

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
      return api.request('staffReviewApplication', decision.approve ? { id, approve: true } : { id, approve: false, reason: decision.reason }, options);
    case 'deposit':
      return api.request('staffReviewDeposit', decision.approve ? { id, approve: true } : { id, approve: false, reason: decision.reason }, options);
    case 'withdrawal':
      return api.request('staffReviewWithdrawal', decision.approve ? { id, approve: true } : { id, approve: false, reason: decision.reason }, options);
    case 'afterSales':
      return api.request(
        'staffReviewAfterSales',
        decision.approve ? { id, decision: 'refund' } : { id, decision: 'reject', reason: decision.reason },
        options,
      );
  }
}

const asConflict = (params: Record<string, string | number> | undefined): Conflict | null =>
  params && typeof params.decidedBy === 'string' && typeof params.decision === 'string' && typeof params.decidedAt === 'string'
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
      if (decision.approve && (answer as { status?: number } | null)?.status === REVIEW_STATUS.underReview) {
        feedback.toast(t('pages.staff.fourEyes.firstRecorded'), 'success');
        return;
      }
      const done: QueueTab = decision.approve ? (queue === 'afterSales' ? 'refunded' : 'approved') : 'rejected';
      feedback.toast(t(stateKey(queue, done)), 'success');
    },
    onError: async (error) => {
      if (isApiError(error) && error.reason === 'alreadyDecided') {
        setConflict(asConflict(error.params) ?? { decidedBy: '', decision: '', decidedAt: '' });
        await refresh();
        return;
      }
      if (isApiError(error) && (error.kind === 'sessionExpired' || error.kind === 'aborted')) return;
      feedback.toast(isApiError(error) ? error.message : t('messages.somethingWentWrong'), 'error');
    },
  });
  return { decide: (decision: Decision) => !mutation.isPending && mutation.mutate(decision), pending: mutation.isPending, mutation, conflict };
}

/** What a colleague decided first, with who and when, above the item. */
export function ConflictNotice({ queue, conflict }: { queue: StaffQueue; conflict: Conflict }) {
  const { t } = useTranslation();
  const when = useDateTime();
  const decision = (['approved', 'rejected', 'refunded'] as const).find((d) => d === conflict.decision);
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
            {rights.firstApprovalIsYours ? t('pages.staff.fourEyes.yoursFirst') : t('pages.staff.fourEyes.firstBy', { name: who(first.decidedBy) })}{' '}
            {when(first.decidedAt)}
          </p>
          <p className={styles.conflictText}>{t('pages.staff.fourEyes.secondNeeded')}</p>
        </>
      ) : (
        <p className={styles.conflictText}>
          {t('pages.staff.fourEyes.needsTwo', { amount: formatPrice(rights.fourEyesAboveCents, intlLocale(i18n.language)) })}
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
export function DecisionBar({ queue, decision, canApprove = true, approveLabel, approveQuestion, rejectHint }: DecisionBarProps) {
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
            { onSettled: (_data, error) => (!error || isApiError(error, 'refused')) && setRejecting(false) },
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
      <form
        className={styles.sheet}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
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
      </form>
    </Popup>
  );
}

/** The tab (state) of an item from its status code. */
export const tabOf = (queue: StaffQueue, code: number) => QUEUE[queue].tabOf(code);
