import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useLocale } from 'react-aria-components';
import { Link, useSearchParams } from 'react-router-dom';
import { isApiError, newIdempotencyKey, type ApiError } from '@shop/api/client';
import { UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES, type DataOf, type Endpoints } from '@shop/api/contract';
import {
  createDepositMachine,
  LIMITS,
  parseAmount,
  REVIEW_STATUS,
  type DepositForm,
  type Issue,
} from '@shop/domain';
import { Button, Page, Radio, RadioGroup, Skeleton, TextField, Uploader, type UploaderErrorReason } from '@shop/ui';
import { CheckCircleIcon, ErrorCircleIcon, InfoCircleIcon } from '@shop/ui/icons';
import { PATHS } from '../../../routes/paths';
import { safeRedirect } from '../../../routes/guards';
import { useApi } from '../../../api/useApi';
import { invalidateWallet, walletKeys, walletQueries } from '../../../features/wallet/api';
import { AppNavBar } from '../../../shell/AppNavBar';
import { useFeedback } from '../../../shell/feedback';
import { readDepositDraft, saveDepositDraft, startDepositDraft, type DepositDraft } from './depositDraft';
import { serverFieldError } from '../../../features/forms/fieldError';
import { useUploaderLabels } from '../../../shell/imageLabels';
import { useMoney, WalletSkeleton } from './walletParts';
import * as styles from './Wallet.css';
import * as qrStyles from '../../../features/wallet/DepositQr.css';
import { QueryFallback } from '../../../shell/QueryFallback';
import { SubmitForm } from '../../../shell/SubmitForm';

const DepositQr = lazy(() => import('../../../features/wallet/DepositQr'));

/** A message key and its values: a domain rule's issue, or this screen's own (the channel minimum). */
type Message = Pick<Issue, 'values'> & { key: string };

type Channel = DataOf<Endpoints['depositChannels']>[number];

const channelId = (channel: Pick<Channel, 'type' | 'network'>) => `${channel.type}:${channel.network ?? ''}`;

/**
 * Deposit: channel, amount, hash and proof, then review; the draft survives a reload (see README.md).
 */
export default function DepositPage() {
  const { t } = useTranslation();
  const api = useApi();
  const channels = useQuery(walletQueries.depositChannels(api));
  const [draft, setDraft] = useState<DepositDraft>(readDepositDraft);
  const topBar = <AppNavBar title={t('routes.deposit')} />;

  if (!channels.isSuccess) {
    return (
      <QueryFallback query={channels} topBar={topBar}>
        <WalletSkeleton blocks={[120, 260, 200]} />
      </QueryFallback>
    );
  }
  // A new draft (another deposit) is a new machine: the key makes React start it afresh.
  return <DepositFlow key={draft.key} channels={channels.data} draft={draft} onNewDraft={setDraft} />;
}

function DepositFlow({
  channels,
  draft,
  onNewDraft,
}: {
  channels: Channel[];
  draft: DepositDraft;
  onNewDraft: (draft: DepositDraft) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const api = useApi();
  const queryClient = useQueryClient();
  const money = useMoney();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  // The server's refusal, for the fields it names (a transaction hash already claimed): shown on
  // the field until it is edited.
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const [{ machine, sendKey }] = useState(() => {
    // The key this form sends under. It changes only when the server says the key already sent a
    // deposit with other details (its answer was lost, then the form was edited): that deposit
    // stands in the records, and the next press sends the edited form as a deposit of its own.
    let key = draft.key;
    const machine = createDepositMachine({
      submit: async (value) => {
        setRefusal(null);
        const record = await api.request(
          'deposit',
          {
            type: value.type as Channel['type'],
            currency: value.currency,
            ...(value.network ? { network: value.network } : {}),
            amount: value.amount,
            ...(value.txHash ? { txHash: value.txHash } : {}),
            proofImage: value.proof,
            idempotencyKey: key,
          },
          { silent: true },
        ).catch((error: unknown) => {
          if (isApiError(error, 'refused')) setRefusal(error);
          if (isApiError(error) && error.reason === 'idempotencyKeyReused') {
            key = newIdempotencyKey();
            saveDepositDraft({ ...readDepositDraft(), key });
          }
          throw error;
        });
        saveDepositDraft({ ...readDepositDraft(), key, recordId: record.id });
        invalidateWallet(queryClient);
        return { id: record.id };
      },
    });
    return { machine, sendKey: () => key };
  });
  const actor = useActorRef(machine, {
    input: { locale, values: draft.values, ...(draft.recordId !== null ? { status: 'underReview' as const } : {}) },
  });
  const state = useSelector(actor, (s) => s);
  const recordId = (state.context.recordId as number | null) ?? draft.recordId;

  // What was typed survives a reload: every edit is written to the draft.
  const values = state.context.values;
  useEffect(() => {
    if (!state.matches('draft')) return;
    saveDepositDraft({ key: sendKey(), values, recordId: null });
  }, [values, sendKey, state]);

  // Reopened on a sent deposit: its state from the records (approved or refused meanwhile).
  const underReview = state.matches('underReview');
  const logs = useQuery({
    queryKey: walletKeys.depositLogsFirst,
    queryFn: ({ signal }) => api.request('depositLogs', { page: 1, pageSize: 20 }, { signal, silent: true }),
    enabled: underReview && recordId !== null,
  });
  const record = logs.data?.list.find((r) => r.id === recordId);
  useEffect(() => {
    if (!underReview || !record) return;
    if (record.status === REVIEW_STATUS.approved) actor.send({ type: 'APPROVED' });
    if (record.status === REVIEW_STATUS.failed) actor.send({ type: 'FAILED', ...(record.reason ? { reason: record.reason } : {}) });
  }, [underReview, record, actor]);

  const another = () => onNewDraft(startDepositDraft());
  const retry = () => {
    // Sent again after a refusal: the same values under a new key (the old one names the refused record).
    onNewDraft(startDepositDraft(values));
  };

  const back = redirect ? safeRedirect(redirect) : null;
  const after = (
    <div className={styles.actions}>
      {back ? (
        <Link className={styles.linkButton.primary} to={back}>
          {t('pages.wallet.deposit.backToPayment')}
        </Link>
      ) : null}
      <Link className={back ? styles.linkButton.secondary : styles.linkButton.primary} to={PATHS.depositLogs}>
        {t('routes.depositLogs')}
      </Link>
      <Link className={styles.linkButton.secondary} to={PATHS.wallet}>
        {t('pages.wallet.backToWallet')}
      </Link>
    </div>
  );

  if (state.matches('underReview')) {
    const amount = record?.amount ?? parseAmount(values.amount ?? '', locale);
    const minor = typeof amount === 'number' ? amount : amount.ok ? amount.minor : null;
    return (
      <Page topBar={<AppNavBar title={t('routes.deposit')} />}>
        <section className={styles.result} aria-labelledby="deposit-result" role="status">
          <InfoCircleIcon className={styles.resultIcon.info} aria-hidden />
          <h2 id="deposit-result" className={styles.heading}>
            {t('pages.wallet.deposit.underReview')}
          </h2>
          {minor !== null ? <p className={styles.text}>{t('pages.wallet.deposit.underReviewAmount', { amount: money(minor) })}</p> : null}
          <p className={styles.caption}>{t('pages.wallet.deposit.underReviewHint')}</p>
        </section>
        <div className={styles.card}>
          {after}
          <Button variant="text" block onPress={another}>
            {t('pages.wallet.deposit.another')}
          </Button>
        </div>
      </Page>
    );
  }
  if (state.matches('approved')) {
    return (
      <Page topBar={<AppNavBar title={t('routes.deposit')} />}>
        <section className={styles.result} aria-labelledby="deposit-result" role="status">
          <CheckCircleIcon className={styles.resultIcon.success} aria-hidden />
          <h2 id="deposit-result" className={styles.heading}>
            {t('pages.wallet.deposit.approved')}
          </h2>
          {record ? <p className={styles.text}>{t('pages.wallet.deposit.approvedAmount', { amount: money(record.amount) })}</p> : null}
        </section>
        <div className={styles.card}>
          {after}
          <Button variant="text" block onPress={another}>
            {t('pages.wallet.deposit.another')}
          </Button>
        </div>
      </Page>
    );
  }
  if (state.matches('failed')) {
    return (
      <Page topBar={<AppNavBar title={t('routes.deposit')} />}>
        <section className={styles.result} aria-labelledby="deposit-result" role="alert">
          <ErrorCircleIcon className={styles.resultIcon.danger} aria-hidden />
          <h2 id="deposit-result" className={styles.heading}>
            {t('pages.wallet.deposit.failed')}
          </h2>
          {state.context.reason ? (
            <p className={styles.text}>{t('pages.wallet.reason', { reason: state.context.reason })}</p>
          ) : null}
        </section>
        <div className={styles.card}>
          <Button block onPress={retry}>
            {t('pages.wallet.deposit.sendAgain')}
          </Button>
          <Link className={styles.linkButton.secondary} to={PATHS.wallet}>
            {t('pages.wallet.backToWallet')}
          </Link>
        </div>
      </Page>
    );
  }
  return <DepositDraftForm channels={channels} actor={actor} serverRefusal={refusal} onFixRefused={() => setRefusal(null)} />;
}

type DepositActor = ReturnType<typeof useActorRef<ReturnType<typeof createDepositMachine>>>;

function DepositDraftForm({
  channels,
  actor,
  serverRefusal,
  onFixRefused,
}: {
  channels: Channel[];
  actor: DepositActor;
  serverRefusal: ApiError | null;
  onFixRefused: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const api = useApi();
  const feedback = useFeedback();
  const money = useMoney();
  const uploaderLabels = useUploaderLabels();
  const state = useSelector(actor, (s) => s);
  const { values, errors, failure } = state.context;
  const submitting = state.matches('submitting');
  const [limitIssue, setLimitIssue] = useState<Message>();
  const [uploading, setUploading] = useState(false);

  // A refused send is pressed at the bottom of a long form; its notice stands at the top. Brought
  // into view unless the refusal is on a field (that field says why, where the person is fixing it).
  const failureNotice = useRef<HTMLDivElement>(null);
  const onField = Object.keys(serverRefusal?.fields ?? {}).length > 0;
  useEffect(() => {
    if (failure && !onField) failureNotice.current?.scrollIntoView({ block: 'nearest' });
  }, [failure, onField]);

  const chosen = channels.find((c) => c.type === values.type && (c.network ?? '') === (values.network ?? '')) ?? null;
  const edit = (next: Partial<DepositForm>) => actor.send({ type: 'EDIT', values: next });

  // The proof uploaded before a reload shows again (its server address stands in for the preview).
  const [restored] = useState(() =>
    values.proof ? [{ id: 'restored', preview: values.proof, url: values.proof, status: 'done' as const, progress: 1 }] : [],
  );

  const refused: Record<UploaderErrorReason, string> = {
    'too-large': t('errors.fileTooLarge', { maxMegabytes: UPLOAD_MAX_BYTES / (1024 * 1024) }),
    'wrong-type': t('errors.unsupportedFile'),
    'too-many': t('kit.uploader.tooMany', { max: 1 }),
  };

  const submit = () => {
    // The channel's minimum and the largest deposit: the server's bounds, said before sending.
    const parsed = parseAmount(values.amount ?? '', locale);
    if (chosen && parsed.ok && parsed.minor < chosen.minAmount) {
      setLimitIssue({ key: 'pages.wallet.deposit.belowMin', values: { min: money(chosen.minAmount) } });
      return;
    }
    if (parsed.ok && parsed.minor > LIMITS.depositMax) {
      setLimitIssue({ key: 'validation.amountTooLarge', values: { max: money(LIMITS.depositMax) } });
      return;
    }
    setLimitIssue(undefined);
    actor.send({ type: 'SUBMIT' });
  };

  const amountError = limitIssue ?? errors.amount;
  const txHashError = serverRefusal ? serverFieldError(t, serverRefusal, 'txHash') : undefined;
  const typeError = errors.type ?? errors.currency;

  return (
    <Page
      topBar={<AppNavBar title={t('routes.deposit')} />}
      bottomBar={
        <div className={styles.bottomBar}>
          <Button block loading={submitting} isDisabled={uploading} onPress={submit}>
            {t('pages.wallet.deposit.submit')}
          </Button>
        </div>
      }
    >
      <SubmitForm
        className={styles.form}
        onSubmit={submit}
      >
        {failure ? (
          <div ref={failureNotice} role="alert" className={styles.noticeDanger}>
            <p className={styles.noticeTitle}>{t('pages.wallet.deposit.sendFailed')}</p>
            <p className={styles.text}>{failure}</p>
          </div>
        ) : null}

        <div className={styles.formCard}>
          <RadioGroup
            label={t('pages.wallet.deposit.channel')}
            value={chosen ? channelId(chosen) : null}
            onChange={(id) => {
              const next = channels.find((c) => channelId(c) === id);
              if (next) edit({ type: next.type, currency: next.currency, network: next.network ?? '' });
            }}
            isInvalid={typeError !== undefined}
            errorMessage={typeError ? t(typeError.key, typeError.values) : undefined}
          >
            {channels.map((channel) => (
              <Radio
                key={channelId(channel)}
                value={channelId(channel)}
                description={t('pages.wallet.deposit.minimum', { amount: money(channel.minAmount) })}
              >
                {channel.type === 'usdt'
                  ? t('pages.wallet.deposit.usdtOn', { network: channel.network })
                  : t(`pages.wallet.deposit.channels.${channel.type}`)}
              </Radio>
            ))}
          </RadioGroup>
        </div>

        {chosen ? <ChannelCard channel={chosen} /> : null}

        <div className={styles.formCard}>
          <TextField
            label={t('pages.wallet.amount')}
            description={chosen ? t('pages.wallet.deposit.minimum', { amount: money(chosen.minAmount) }) : undefined}
            inputMode="decimal"
            value={values.amount}
            onChange={(amount) => {
              setLimitIssue(undefined);
              edit({ amount });
            }}
            isInvalid={amountError !== undefined}
            errorMessage={amountError ? t(amountError.key, amountError.values) : undefined}
          />
          {chosen?.type === 'usdt' ? (
            <TextField
              label={t('pages.wallet.deposit.txHash')}
              description={t('pages.wallet.deposit.txHashHint')}
              value={values.txHash ?? ''}
              onChange={(txHash) => {
                if (txHashError) onFixRefused();
                edit({ txHash });
              }}
              isInvalid={txHashError !== undefined}
              errorMessage={txHashError}
              autoComplete="off"
              spellCheck="false"
            />
          ) : null}
          <div className={styles.actions} role="group" aria-labelledby="deposit-proof" aria-describedby={errors.proof ? 'deposit-proof-error' : undefined}>
            <span id="deposit-proof" className={styles.fieldLabel}>
              {t('messages.uploadPaymentProof')}
            </span>
            <Uploader
              {...uploaderLabels}
              upload={async (file, onProgress) => {
                setUploading(true);
                try {
                  const uploaded = await api.upload('uploadImage', { file, purpose: 'proof' }, {
                    onProgress: (progress) => {
                      if (progress.fraction !== null) onProgress(progress.fraction);
                    },
                  });
                  return uploaded.url;
                } finally {
                  setUploading(false);
                }
              }}
              defaultValue={restored}
              onChange={(items) => edit({ proof: items.find((item) => item.status === 'done' && item.url)?.url ?? '' })}
              onError={({ reason }) => feedback.toast(refused[reason], 'error')}
              maxCount={1}
              maxSize={UPLOAD_MAX_BYTES}
              accept={UPLOAD_MIME_TYPES}
              imageAlt={() => t('pages.wallet.deposit.proofAlt')}
            />
            {errors.proof ? (
              <p id="deposit-proof-error" className={styles.error}>
                {t(errors.proof.key, errors.proof.values)}
              </p>
            ) : null}
          </div>
        </div>
      </SubmitForm>
    </Page>
  );
}

/** Where to send the money: for USDT a QR code, the address to copy and the one-network warning. */
function ChannelCard({ channel }: { channel: Channel }) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(channel.address);
      feedback.toast(t('messages.copySuccess'), 'success');
    } catch {
      feedback.toast(t('pages.wallet.deposit.copyFailed'), 'error');
    }
  };
  const usdt = channel.type === 'usdt';
  const label = usdt ? t('pages.wallet.deposit.sendTo', { network: channel.network }) : t(`pages.wallet.deposit.payTo.${channel.type}`);
  const qrLabel = useMemo(() => t('pages.wallet.deposit.qrAlt', { network: channel.network ?? '' }), [t, channel.network]);
  return (
    <section className={styles.formCard} aria-labelledby="deposit-to">
      <h2 id="deposit-to" className={styles.heading}>
        {label}
      </h2>
      {usdt ? (
        <>
          <div role="note" className={styles.notice}>
            <p className={styles.noticeTitle}>{t('pages.wallet.deposit.networkWarningTitle', { network: channel.network })}</p>
            <p className={styles.text}>{t('pages.wallet.deposit.networkWarning', { network: channel.network })}</p>
          </div>
          <Suspense fallback={<Skeleton shape="block" width={184} height={184} className={qrStyles.qr} />}>
            <DepositQr text={channel.address} label={qrLabel} />
          </Suspense>
        </>
      ) : null}
      <p className={usdt ? styles.code : styles.text} data-testid="deposit-address">
        <bdi>{channel.address}</bdi>
      </p>
      <Button variant="secondary" block onPress={() => void copy()} aria-label={t('pages.wallet.deposit.copyAddress')}>
        {t('common.copy')}
      </Button>
    </section>
  );
}
