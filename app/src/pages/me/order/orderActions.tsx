import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { OrderDetail, OrderSummary } from '@shop/api/contract';
import { UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES } from '@shop/api/contract';
import type { TFunction } from 'i18next';
import { clean, isBlank, LIMITS, rules, validateComment, type Issue } from '@shop/domain';
import {
  Button,
  Popup,
  Radio,
  RadioGroup,
  Rate,
  TextArea,
  Uploader,
  useConfirm,
  type UploaderErrorReason,
  type UploaderItem,
} from '@shop/ui';
import { PATHS } from '../../../routes/paths';
import { useApi } from '../../../api/useApi';
import { invalidateOrderLists, orderKeys } from '../../../features/orders/api';
import { useFeedback } from '../../../shell/feedback';
import { asksFirst, buyerActions, PRIMARY_ACTIONS, type OrderAction } from '../../../features/orders/orderStatus';
import * as styles from '../../../features/orders/Orders.css';
import { useUploaderLabels } from '../../../shell/imageLabels';
import { SubmitForm } from '../../../shell/SubmitForm';

/**
 * Why a buyer asks for after-sales. The wire's `reason` is free text (at most 64 characters); these
 * screens send the code, which the merchant's and buyer's screens translate, and show any other
 * text as it is.
 */
export const AFTER_SALES_REASONS = [
  'damaged',
  'wrongItem',
  'notAsDescribed',
  'missingParts',
  'qualityIssue',
  'changedMind',
  'other',
] as const;
export type AfterSalesReason = (typeof AFTER_SALES_REASONS)[number];

export const isAfterSalesReason = (value: string): value is AfterSalesReason =>
  AFTER_SALES_REASONS.some((reason) => reason === value);

type Purpose = 'comment' | 'afterSales';

/** The products one review covers: those not reviewed yet (every one, on a first review), once each. */
function reviewTargets(order: OrderSummary): number[] {
  const open = order.items.filter((item) => !item.commented);
  return [...new Set((open.length > 0 ? open : order.items).map((item) => item.productId))];
}

/** What the buyer has written in a sheet so far; kept while the sheet is closed and reopened. */
interface Draft {
  rating: number;
  reason: AfterSalesReason | null;
  content: string;
  photos: UploaderItem[];
}

const EMPTY_DRAFT: Draft = { rating: 0, reason: null, content: '', photos: [] };

/** The photos ready to send, or the issue that stops sending (some still uploading or failed). */
function photosOf(photos: readonly UploaderItem[]): { urls: string[]; issue?: 'uploading' | 'failed' } {
  if (photos.some((photo) => photo.status === 'uploading')) return { urls: [], issue: 'uploading' };
  if (photos.some((photo) => photo.status === 'failed')) return { urls: [], issue: 'failed' };
  return { urls: photos.flatMap((photo) => (photo.url ? [photo.url] : [])) };
}

/**
 * After any action: the answer is the order's new state; every list, the tab counts and the
 * order's own page load again, and a toast says it is done.
 */
function useSettle() {
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  return (next: OrderDetail, message: string) => {
    queryClient.setQueryData(orderKeys.detail(next.id), next);
    invalidateOrderLists(queryClient);
    void queryClient.invalidateQueries({ queryKey: orderKeys.detail(next.id) });
    feedback.toast(message, 'success');
  };
}

/**
 * The buttons an order's status allows (the domain's order machine decides), for a list card and
 * for the detail page's bottom bar, with what they open: the confirm dialogs, the review sheet and
 * the after-sales sheet. Failures are toasted by the API client in the user's language; what the
 * buyer typed stays in the sheet.
 */
export function OrderActions({ order, block = false }: { order: OrderSummary; block?: boolean }) {
  const { t } = useTranslation();
  const api = useApi();
  const confirm = useConfirm();
  const settle = useSettle();
  const [sheet, setSheet] = useState<Purpose | null>(null);
  const [commentDraft, setCommentDraft] = useState<Draft>(EMPTY_DRAFT);
  const [afterSalesDraft, setAfterSalesDraft] = useState<Draft>(EMPTY_DRAFT);

  const cancel = useMutation({
    mutationFn: () => api.request('orderCancel', { id: order.id }),
    onSuccess: (next) => settle(next, t('pages.orders.done.cancelled')),
  });
  const receive = useMutation({
    mutationFn: () => api.request('orderConfirmReceipt', { id: order.id }),
    onSuccess: (next) => settle(next, t('pages.orders.done.received')),
  });
  const comment = useMutation({
    mutationFn: (value: { rating: number; content: string; images: string[] }) =>
      api.request('orderComment', {
        id: order.id,
        // One review for the order's products not reviewed yet (all of them, on a first review).
        items: reviewTargets(order).map((productId) => ({ productId, ...value })),
      }),
    onSuccess: (next) => {
      setSheet(null);
      setCommentDraft(EMPTY_DRAFT);
      settle(next, t('pages.orders.done.commented'));
    },
  });
  const afterSales = useMutation({
    mutationFn: (value: { reason: AfterSalesReason; description: string; images: string[] }) =>
      api.request('orderAfterSales', { id: order.id, ...value }),
    onSuccess: (next) => {
      setSheet(null);
      setAfterSalesDraft(EMPTY_DRAFT);
      settle(next, t('pages.orders.done.afterSales'));
    },
  });

  const actions = buyerActions(order.status);
  if (actions.length === 0) return null;

  const ask = async (action: 'cancel' | 'confirmReceipt') => {
    if (!asksFirst(action)) return true;
    return confirm(
      action === 'cancel'
        ? {
            title: t('messages.tip'),
            message: t('pages.orders.ask.cancel'),
            confirmLabel: t('pages.orders.actions.cancel'),
            cancelLabel: t('pages.orders.ask.keepOrder'),
            tone: 'danger',
          }
        : {
            title: t('messages.tip'),
            message: t('pages.orders.ask.confirmReceipt'),
            confirmLabel: t('pages.orders.actions.confirmReceipt'),
            cancelLabel: t('pages.orders.ask.notYet'),
          },
    );
  };

  const press: Record<Exclude<OrderAction, 'pay'>, () => void> = {
    cancel: () => void ask('cancel').then((sure) => sure && cancel.mutate()),
    confirmReceipt: () => void ask('confirmReceipt').then((sure) => sure && receive.mutate()),
    comment: () => setSheet('comment'),
    afterSales: () => setSheet('afterSales'),
  };
  const pending: Partial<Record<OrderAction, boolean>> = {
    cancel: cancel.isPending,
    confirmReceipt: receive.isPending,
  };

  return (
    <>
      <div className={block ? styles.actionsBar : styles.actions}>
        {actions.map((action) =>
          action === 'pay' ? (
            <Link
              key={action}
              to={`${PATHS.orderPay}?id=${order.id}`}
              className={`${styles.linkButton} ${block ? styles.actionGrow : ''}`}
            >
              {t('common.payNow')}
            </Link>
          ) : (
            <Button
              key={action}
              size="sm"
              variant={PRIMARY_ACTIONS.has(action) ? 'primary' : 'secondary'}
              loading={pending[action]}
              onPress={press[action]}
              className={block ? styles.actionGrow : undefined}
            >
              {t(`pages.orders.actions.${action}`)}
            </Button>
          ),
        )}
      </div>
      {actions.includes('comment') ? (
        <CommentSheet
          isOpen={sheet === 'comment'}
          onClose={() => setSheet(null)}
          draft={commentDraft}
          onDraft={setCommentDraft}
          sending={comment.isPending}
          onSend={(value) => comment.mutate(value)}
        />
      ) : null}
      {actions.includes('afterSales') ? (
        <AfterSalesSheet
          isOpen={sheet === 'afterSales'}
          onClose={() => setSheet(null)}
          draft={afterSalesDraft}
          onDraft={setAfterSalesDraft}
          sending={afterSales.isPending}
          onSend={(value) => afterSales.mutate(value)}
        />
      ) : null}
    </>
  );
}

interface SheetProps<V> {
  isOpen: boolean;
  onClose: () => void;
  draft: Draft;
  onDraft: (update: (draft: Draft) => Draft) => void;
  sending: boolean;
  onSend: (value: V) => void;
}

/** A review: stars (at least one), text (1 to 140 characters) and up to nine photos. */
function CommentSheet({ isOpen, onClose, draft, onDraft, sending, onSend }: SheetProps<{ rating: number; content: string; images: string[] }>) {
  const { t } = useTranslation();
  const [tried, setTried] = useState(false);
  const checked = validateComment({ rating: draft.rating, content: draft.content });
  const photos = photosOf(draft.photos);
  const errors = tried && !checked.ok ? checked.errors : {};
  const photoIssue = tried ? photos.issue : undefined;

  const submit = () => {
    setTried(true);
    if (!checked.ok || photos.issue) return;
    onSend({ ...checked.value, images: photos.urls });
  };

  return (
    <Popup
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title={t('pages.orders.comment.title')}
      closeLabel={t('common.close')}
    >
      <SubmitForm
        className={styles.sheet}
        onSubmit={submit}
      >
        <div className={styles.field}>
          <span className={styles.fieldLabel} aria-hidden="true">
            {t('pages.orders.comment.rating')}
          </span>
          <Rate
            label={t('pages.orders.comment.rating')}
            value={draft.rating}
            onChange={(rating) => onDraft((d) => ({ ...d, rating }))}
            valueLabel={(value, max) => t('kit.rate.value', { value, max })}
          />
          {errors.rating ? (
            <p className={styles.error} role="alert">
              {t('pages.orders.comment.ratingRequired')}
            </p>
          ) : null}
        </div>
        <TextArea
          label={t('pages.orders.comment.content')}
          placeholder={t('pages.orders.comment.placeholder')}
          value={draft.content}
          onChange={(content) => onDraft((d) => ({ ...d, content }))}
          maxLength={LIMITS.commentMax}
          countLabel={(count, max) => t('kit.textArea.count', { count, max })}
          isInvalid={Boolean(errors.content)}
          errorMessage={issueText(t, errors.content)}
        />
        <PhotoField purpose="comment" draft={draft} onDraft={onDraft} issue={photoIssue} />
        <Button type="submit" block loading={sending}>
          {t('common.submit')}
        </Button>
      </SubmitForm>
    </Popup>
  );
}

/** After-sales: a reason from the list (required), optional details and up to nine photos. */
function AfterSalesSheet({
  isOpen,
  onClose,
  draft,
  onDraft,
  sending,
  onSend,
}: SheetProps<{ reason: AfterSalesReason; description: string; images: string[] }>) {
  const { t } = useTranslation();
  const [tried, setTried] = useState(false);
  const reasonIssue = rules.chosen(draft.reason);
  const descriptionIssue = isBlank(draft.content) ? null : rules.text(LIMITS.textareaMax)(draft.content);
  const photos = photosOf(draft.photos);

  const submit = () => {
    setTried(true);
    if (reasonIssue || descriptionIssue || photos.issue || !draft.reason) return;
    onSend({ reason: draft.reason, description: clean(draft.content), images: photos.urls });
  };

  return (
    <Popup
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title={t('pages.orders.afterSales.title')}
      closeLabel={t('common.close')}
    >
      <SubmitForm
        className={styles.sheet}
        onSubmit={submit}
      >
        <RadioGroup
          label={t('pages.orders.afterSales.reason')}
          value={draft.reason}
          onChange={(value) => onDraft((d) => ({ ...d, reason: isAfterSalesReason(value) ? value : null }))}
          isInvalid={tried && Boolean(reasonIssue)}
          errorMessage={tried ? issueText(t, reasonIssue ?? undefined) : undefined}
        >
          {AFTER_SALES_REASONS.map((reason) => (
            <Radio key={reason} value={reason}>
              {t(`pages.orders.afterSales.reasons.${reason}`)}
            </Radio>
          ))}
        </RadioGroup>
        <TextArea
          label={t('pages.orders.afterSales.description')}
          placeholder={t('pages.orders.afterSales.placeholder')}
          value={draft.content}
          onChange={(content) => onDraft((d) => ({ ...d, content }))}
          maxLength={LIMITS.textareaMax}
          countLabel={(count, max) => t('kit.textArea.count', { count, max })}
          isInvalid={tried && Boolean(descriptionIssue)}
          errorMessage={tried ? issueText(t, descriptionIssue ?? undefined) : undefined}
        />
        <PhotoField purpose="afterSales" draft={draft} onDraft={onDraft} issue={tried ? photos.issue : undefined} />
        <Button type="submit" block loading={sending}>
          {t('common.submit')}
        </Button>
      </SubmitForm>
    </Popup>
  );
}

function issueText(t: TFunction, issue: Issue | undefined): string | undefined {
  return issue ? t(issue.key, issue.values) : undefined;
}

const UPLOAD_MAX_MEGABYTES = UPLOAD_MAX_BYTES / (1024 * 1024);

/** Up to nine photos, each uploaded as it is picked (`uploadImage`, with progress). */
function PhotoField({
  purpose,
  draft,
  onDraft,
  issue,
}: {
  purpose: Purpose;
  draft: Draft;
  onDraft: (update: (draft: Draft) => Draft) => void;
  issue: 'uploading' | 'failed' | undefined;
}) {
  const { t } = useTranslation();
  const uploaderLabels = useUploaderLabels();
  const api = useApi();
  const feedback = useFeedback();
  const labelId = useId();
  const issueId = useId();
  // Reopened sheets show what was uploaded before (local previews were released on close).
  const [restored] = useState(() =>
    draft.photos.filter((photo) => photo.status === 'done' && photo.url).map((photo) => ({ ...photo, preview: photo.url! })),
  );
  const refused: Record<UploaderErrorReason, string> = {
    'too-large': t('errors.fileTooLarge', { maxMegabytes: UPLOAD_MAX_MEGABYTES }),
    'wrong-type': t('errors.unsupportedFile'),
    'too-many': t('kit.uploader.tooMany', { max: LIMITS.albumMax }),
  };

  return (
    <div className={styles.field} role="group" aria-labelledby={labelId} aria-describedby={issue ? issueId : undefined}>
      <span id={labelId} className={styles.fieldLabel}>
        {t('pages.orders.photos', { max: LIMITS.albumMax })}
      </span>
      <Uploader
        upload={async (file, onProgress) => {
          const uploaded = await api.upload('uploadImage', { file, purpose }, {
            onProgress: (progress) => {
              if (progress.fraction !== null) onProgress(progress.fraction);
            },
          });
          return uploaded.url;
        }}
        defaultValue={restored}
        onChange={(photos) => onDraft((d) => ({ ...d, photos }))}
        onError={({ reason }) => feedback.toast(refused[reason], 'error')}
        maxCount={LIMITS.albumMax}
        maxSize={UPLOAD_MAX_BYTES}
        accept={UPLOAD_MIME_TYPES}
        {...uploaderLabels}
        imageAlt={(index) => t('pages.orders.photoAlt', { index })}
      />
      {issue ? (
        <p id={issueId} className={styles.error}>
          {t(issue === 'uploading' ? 'pages.orders.photosUploading' : 'pages.orders.photosFailed')}
        </p>
      ) : null}
    </div>
  );
}
