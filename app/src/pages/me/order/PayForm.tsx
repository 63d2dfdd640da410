import { useEffect, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useLocale } from 'react-aria-components';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { OrderDetail } from '@shop/api/contract';
import { isApiError, newIdempotencyKey, type ApiClient } from '@shop/api/client';
import { addMinor, createPaymentMachine, formatMoney, type PinAnswer } from '@shop/domain';
import {
  Button,
  Cell,
  CellGroup,
  CountDown,
  Page,
  PinPad,
  Popup,
  Price,
  Radio,
  RadioGroup,
  Spinner,
} from '@shop/ui';
import { PATHS } from '../../../routes/paths';
import { useApi } from '../../../api/useApi';
import { orderKeys } from '../../../features/orders/api';
import { walletKeys } from '../../../features/wallet/api';
import { AppNavBar } from '../../../shell/AppNavBar';
import { useSessionActor } from '../../../session/SessionProvider';
import { orderIdsQuery } from './orderIds';
import { payDeadline } from '../../../features/orders/payWindow';
import {
  clearPendingPayment,
  readPendingPayment,
  savePendingPayment,
  type PendingPayment,
} from './pendingPayment';
import * as styles from './OrderPay.css';

type Method = 'balance' | 'online';

/** How often the screen asks about an online payment the buyer came back from. */
const PAYMENT_POLL_MS = 2_000;

/** The provider's page: the server answers a path of its own, which lives beside the API. */
function providerUrl(api: ApiClient, payUrl: string, lang: string): string {
  const url = new URL(payUrl, new URL(api.config.baseURL || '/', window.location.href));
  if (!url.searchParams.has('lang')) url.searchParams.set('lang', lang);
  return url.toString();
}

export function PayForm({
  orders,
  balance,
  hasPayPassword,
}: {
  orders: OrderDetail[];
  balance: number;
  hasPayPassword: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { locale } = useLocale();
  const api = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const session = useSessionActor();

  const ids = useMemo(() => orders.map((order) => order.id), [orders]);
  const amount = addMinor(...orders.map((order) => order.amount));
  const deadline = payDeadline(orders);
  const [expired, setExpired] = useState(() => deadline <= Date.now());
  const [method, setMethod] = useState<Method>('balance');
  const [sheetOpen, setSheetOpen] = useState(false);
  const [pinError, setPinError] = useState<string>();
  const [lockedUntil, setLockedUntil] = useState<number | null>(null);
  // An online payment this tab left for, picked up again on return.
  const [pending] = useState<PendingPayment | null>(() => readPendingPayment(ids));

  // The machine and its services are made once per screen; the orders are fixed by the address.
  const [machine] = useState(() => {
    // One key per kind of attempt: a retry of the same payment is recognised by the server.
    const balanceKey = newIdempotencyKey();
    const onlineKey = newIdempotencyKey();
    return createPaymentMachine({
      payByBalance: async (pin): Promise<PinAnswer> => {
        try {
          const value = await api.request(
            'orderPayBalance',
            { orderIds: ids, payPassword: pin, idempotencyKey: balanceKey },
            { silent: true },
          );
          return { result: 'done', value };
        } catch (error) {
          if (isApiError(error, 'refused')) {
            if (error.reason === 'payPasswordWrong')
              return { result: 'wrongPin', attemptsLeft: Number(error.params.attemptsLeft) || 0 };
            if (error.reason === 'payPasswordLocked') {
              const minutes = Number(error.params.minutes) || 0;
              setLockedUntil(minutes > 0 ? Date.now() + minutes * 60_000 : null);
              return { result: 'locked' };
            }
            if (error.reason === 'insufficientBalance')
              return { result: 'insufficientBalance', available: Math.min(balance, amount - 1) };
          }
          throw error;
        }
      },
      startOnline: async () => {
        const answer = await api.request(
          'orderPayOnline',
          { orderIds: ids, idempotencyKey: onlineKey },
          { loading: true },
        );
        savePendingPayment({ paymentId: answer.paymentId, orderIds: ids, payUrl: answer.payUrl });
        return { redirectUrl: answer.payUrl };
      },
    });
  });
  const actor = useActorRef(machine, {
    input: { amount, balance, hasPayPassword, resumeOnline: pending !== null },
  });
  const state = useSelector(actor, (s) => s);

  // A refused PIN clears the pad, shakes it and says why (attempts left, or the request's failure).
  useEffect(() => {
    let previous = actor.getSnapshot();
    const subscription = actor.subscribe((next) => {
      if (previous.matches('payingByBalance') && next.matches('enteringPin')) {
        setPinError(
          next.context.failure ??
            t('validation.payPasswordWrong', { count: next.context.attemptsLeft }),
        );
      }
      if (!previous.matches('locked') && next.matches('locked')) setMethod('online');
      previous = next;
    });
    return () => subscription.unsubscribe();
  }, [actor, t]);

  // Paid: on to the success screen; the orders, counts and balance are stale now.
  const paid = state.matches('paid');
  useEffect(() => {
    if (!paid) return;
    clearPendingPayment();
    navigate(`${PATHS.orderPaid}?${orderIdsQuery(ids)}`, { replace: true });
    for (const queryKey of [
      orderKeys.details,
      orderKeys.lists,
      orderKeys.counts,
      walletKeys.summary,
    ]) {
      void queryClient.invalidateQueries({ queryKey });
    }
    session.send({ type: 'REFRESH_USER' });
  }, [paid, ids, navigate, queryClient, session]);

  // Online: the provider's page takes over the window; it sends the buyer back when done.
  const redirectUrl = state.context.redirectUrl;
  useEffect(() => {
    if (redirectUrl) window.location.assign(providerUrl(api, redirectUrl, i18n.language));
  }, [redirectUrl, api, i18n.language]);

  // Starting an online payment failed: the client toasted why; the buyer may simply try again.
  const startFailed = state.matches('failed') && state.context.failure !== null;
  useEffect(() => {
    if (startFailed) actor.send({ type: 'RETRY' });
  }, [startFailed, actor]);

  // Back from the provider: ask for the payment's state until it is settled.
  const resuming = state.matches('awaitingProvider') && !redirectUrl && pending !== null;
  const status = useQuery({
    queryKey: orderKeys.paymentStatus(pending?.paymentId),
    queryFn: ({ signal }) =>
      api.request(
        'orderPaymentStatus',
        { paymentId: pending!.paymentId },
        { signal, silent: true },
      ),
    enabled: resuming,
    refetchInterval: PAYMENT_POLL_MS,
    staleTime: 0,
  });
  const settled = status.data && status.data.state !== 'pending' ? status.data.state : null;
  const unknownPayment = isApiError(status.error, 'refused') && status.error.reason === 'notFound';
  useEffect(() => {
    if (!resuming || (!settled && !unknownPayment)) return;
    clearPendingPayment();
    actor.send({
      type: 'PROVIDER_RETURNED',
      result: settled === 'paid' ? 'paid' : settled === 'failed' ? 'failed' : 'cancelled',
    });
  }, [resuming, settled, unknownPayment, actor]);

  const pay = () => {
    if (state.matches('failed')) actor.send({ type: 'RETRY' });
    if (method === 'balance') {
      actor.send({ type: 'CHOOSE_BALANCE' });
      setPinError(undefined);
      setSheetOpen(true);
    } else {
      actor.send({ type: 'CHOOSE_ONLINE' });
      setSheetOpen(false);
    }
  };

  const closeSheet = () => {
    setSheetOpen(false);
    if (
      state.matches('enteringPin') ||
      state.matches('needsPayPassword') ||
      state.matches('insufficientBalance')
    )
      actor.send({ type: 'BACK' });
  };

  const payOnlineInstead = () => {
    setMethod('online');
    setSheetOpen(false);
    actor.send({ type: 'CHOOSE_ONLINE' });
  };

  const chooseAnother = () => {
    clearPendingPayment();
    actor.send({ type: 'PROVIDER_RETURNED', result: 'cancelled' });
  };

  const here = location.pathname + location.search;
  const money = (minor: number) => formatMoney(minor, locale);
  const locked = state.context.locked;
  const awaiting = state.matches('awaitingProvider');
  const starting = state.matches('startingOnline');
  const entering = state.matches('enteringPin');
  const paying = state.matches('payingByBalance');
  const needsPayPassword = state.matches('needsPayPassword');
  const short = state.matches('insufficientBalance');
  const lockedNow = state.matches('locked');

  return (
    <Page
      topBar={<AppNavBar title={t('routes.orderPay')} />}
      bottomBar={
        <div className={styles.bottomBar}>
          <Button block isDisabled={expired || awaiting || paid} loading={starting} onPress={pay}>
            {t('pages.orderPay.payAmount', { amount: money(amount) })}
          </Button>
        </div>
      }
    >
      <section className={styles.summary} aria-labelledby="pay-amount">
        <h2 id="pay-amount" className={styles.caption}>
          {t('pages.orderPay.amountLabel')}
        </h2>
        <Price amount={amount} size="lg" />
        <CountDown
          target={deadline}
          label={t('kit.countDown.label')}
          expiredText={t('kit.countDown.expired')}
          onFinish={() => {
            setExpired(true);
            closeSheet();
          }}
        />
      </section>

      {expired ? (
        <div className={styles.card}>
          <p role="alert" className={styles.notice}>
            {t('pages.orderPay.expiredNote')}
          </p>
        </div>
      ) : null}

      <CellGroup inset title={t('pages.orderPay.ordersTitle', { count: orders.length })}>
        {orders.map((order) => (
          <Cell
            key={order.id}
            title={
              <span className={styles.orderNo}>
                {t('pages.orderPay.orderNo', { orderNo: order.orderNo })}
              </span>
            }
            description={order.storeName}
            value={<Price amount={order.amount} size="sm" />}
          />
        ))}
      </CellGroup>

      {awaiting ? (
        <div className={styles.card}>
          <div className={styles.noticeInfo} role="status">
            <p className={`${styles.noticeText} ${styles.waiting}`}>
              <Spinner />
              <span>
                {t(redirectUrl ? 'pages.orderPay.redirecting' : 'pages.orderPay.awaiting')}
              </span>
            </p>
          </div>
          {!redirectUrl && pending ? (
            <div className={styles.actions}>
              <Button
                variant="secondary"
                block
                onPress={() =>
                  window.location.assign(providerUrl(api, pending.payUrl, i18n.language))
                }
              >
                {t('pages.orderPay.reopenProvider')}
              </Button>
              <Button variant="text" block onPress={chooseAnother}>
                {t('pages.orderPay.chooseAnother')}
              </Button>
            </div>
          ) : null}
        </div>
      ) : (
        <div className={styles.card}>
          {state.matches('failed') ? (
            <p role="alert" className={styles.notice}>
              {t('pages.orderPay.providerFailed')}
            </p>
          ) : null}
          {locked ? <LockedNotice lockedUntil={lockedUntil} /> : null}
          <RadioGroup
            label={t('pages.orderPay.method')}
            value={method}
            onChange={(value) => setMethod(value as Method)}
            isDisabled={expired || starting}
          >
            <Radio
              value="balance"
              isDisabled={locked}
              description={
                locked
                  ? t('pages.orderPay.balanceLocked')
                  : t('pages.orderPay.balanceAvailable', { amount: money(balance) })
              }
            >
              {t('pages.orderPay.balance')}
            </Radio>
            <Radio value="online" description={t('pages.orderPay.onlineHint')}>
              {t('pages.orderPay.online')}
            </Radio>
          </RadioGroup>
        </div>
      )}

      <Popup
        isOpen={sheetOpen}
        onOpenChange={(open) => (open ? setSheetOpen(true) : closeSheet())}
        title={t('pages.orderPay.sheetTitle')}
        closeLabel={t('common.close')}
        isDismissable={!paying}
      >
        <div className={styles.sheet}>
          <div className={styles.sheetAmount}>
            <Price amount={amount} size="lg" />
          </div>
          {entering || paying ? (
            <PinPad
              label={t('kit.pinPad.title')}
              deleteLabel={t('kit.pinPad.delete')}
              enteredLabel={(count, total) => t('kit.code.entered', { count, total })}
              error={pinError}
              isDisabled={paying}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the sheet exists only to take the PIN
              autoFocus
              onChange={() => setPinError(undefined)}
              onComplete={(pin) => actor.send({ type: 'SUBMIT_PIN', pin })}
            />
          ) : needsPayPassword ? (
            <div className={styles.sheetMessage}>
              <p className={styles.noticeTitle}>{t('messages.setPayPassword')}</p>
              <p className={styles.noticeText}>{t('pages.orderPay.setPayPasswordHint')}</p>
              <Link
                className={styles.linkButton.primary}
                to={`${PATHS.payPassword}?redirect=${encodeURIComponent(here)}`}
              >
                {t('pages.orderPay.setPayPassword')}
              </Link>
            </div>
          ) : short ? (
            <div className={styles.sheetMessage}>
              <p className={styles.noticeTitle}>{t('messages.availableNotEnough')}</p>
              <p className={styles.noticeText}>
                {t('pages.orderPay.shortBy', {
                  available: money(state.context.balance),
                  amount: money(amount),
                })}
              </p>
              {/* The deposit screen offers the way back to this payment once the deposit is sent. */}
              <Link
                className={styles.linkButton.primary}
                to={`${PATHS.deposit}?redirect=${encodeURIComponent(here)}`}
              >
                {t('pages.orderPay.deposit')}
              </Link>
              <Button variant="secondary" block onPress={payOnlineInstead}>
                {t('pages.orderPay.payOnlineInstead')}
              </Button>
            </div>
          ) : lockedNow ? (
            <div className={styles.sheetMessage}>
              <LockedNotice lockedUntil={lockedUntil} />
              <Button variant="secondary" block onPress={payOnlineInstead}>
                {t('pages.orderPay.payOnlineInstead')}
              </Button>
            </div>
          ) : null}
        </div>
      </Popup>
    </Page>
  );
}

/** Too many wrong PINs: balance payment is closed until the server's lock lifts. */
function LockedNotice({ lockedUntil }: { lockedUntil: number | null }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const time = lockedUntil
    ? new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(lockedUntil)
    : null;
  return (
    <div role="alert" className={styles.notice}>
      <p className={styles.noticeTitle}>{t('validation.payPasswordLocked')}</p>
      <p className={styles.noticeText}>
        {time ? t('pages.orderPay.unlocksAt', { time }) : t('pages.orderPay.payOnlineStillOpen')}
      </p>
    </div>
  );
}
