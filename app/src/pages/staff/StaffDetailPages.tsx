import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DataOf, Endpoints, StaffQueue, StaffReviewRights } from '@shop/api/contract';
import { formatPrice, Image, Page, Price } from '@shop/ui';
import { PATHS } from '../../routes/paths';
import { AppNavBar } from '../../shell/AppNavBar';
import { orderStatusOf } from '../../features/orders/orderStatus';
import { ConflictNotice, DecisionBar, RightsNotice, useDecision } from './decision';
import { DetailScreen, StateBanner } from './DetailScreen';
import { History, Row, Rows, Section, tabOf, useDateTime } from './detailParts';
import { Photos } from './Photos';
import { SameProofNotice } from './SameProofNotice';
import { afterSalesReason } from './staffText';
import { QUEUE } from './staffQueues';
import * as styles from './Staff.css';
import { intlLocale } from '../../i18n/intlLocale';

/**
 * The four items staff decide, each with everything the decision needs, its state, its audit
 * trail, and (while it waits) the decision bar. See StaffOverviewPage for the console's decisions.
 */

function DetailPage({
  queue,
  waiting,
  rights,
  bar,
  children,
}: {
  queue: StaffQueue;
  waiting: boolean;
  rights: StaffReviewRights;
  bar: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  // Nobody decides their own item: it says so instead of offering the buttons.
  return (
    <Page topBar={<AppNavBar title={t(`routes.${QUEUE[queue].view}`)} />} bottomBar={waiting && !rights.ownItem ? bar : undefined}>
      {waiting ? <RightsNotice queue={queue} rights={rights} /> : null}
      {children}
    </Page>
  );
}

const useMoney = () => {
  const { i18n } = useTranslation();
  return (amount: number) => formatPrice(amount, intlLocale(i18n.language));
};

function regionName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/* ---------- store applications ---------- */

type ApplicationDetail = DataOf<Endpoints['staffApplicationDetail']>;

export function StaffApplicationViewPage() {
  return (
    <DetailScreen queue="application" load={(api, id, signal) => api.request('staffApplicationDetail', { id }, { signal, silent: true })}>
      {(item, id) => <ApplicationView item={item} id={id} />}
    </DetailScreen>
  );
}

function ApplicationView({ item, id }: { item: ApplicationDetail; id: number }) {
  const { t, i18n } = useTranslation();
  const when = useDateTime();
  const decision = useDecision('application', id);
  const { user, application, history } = item;
  const form = application.form;
  const tab = tabOf('application', application.status);
  const storeName = form?.storeName ?? '';
  return (
    <DetailPage
      queue="application"
      waiting={tab === 'pending'}
      rights={item.rights}
      bar={
        <DecisionBar
          queue="application"
          decision={decision}
          canApprove={!item.rights.firstApprovalIsYours}
          approveLabel={t('pages.staff.actions.approve')}
          approveQuestion={t('pages.staff.ask.approveApplication', { store: storeName })}
          rejectHint={t('pages.staff.reject.hint.application')}
        />
      }
    >
      {decision.conflict ? <ConflictNotice queue="application" conflict={decision.conflict} /> : null}
      <StateBanner queue="application" tab={tab} history={history} itemId={id} reason={application.reason} />
      <Section title={t('pages.staff.detail.applicant')}>
        <Rows>
          <Row label={t('pages.staff.detail.name')}>
            <span dir="auto">{user.nickname}</span>
          </Row>
          <Row label={t('auth.fields.username')}>
            <span dir="auto">{user.username}</span>
          </Row>
          {user.email ? (
            <Row label={t('auth.fields.email')}>
              <span dir="ltr">{user.email}</span>
            </Row>
          ) : null}
          {user.phone ? (
            <Row label={t('pages.address.phone')}>
              <span dir="ltr">{user.phone}</span>
            </Row>
          ) : null}
          {application.submittedAt ? <Row label={t('pages.orderView.requestedAt')}>{when(application.submittedAt)}</Row> : null}
        </Rows>
      </Section>
      {form ? (
        <>
          <Section title={t('pages.staff.application.store')}>
            <Rows>
              <Row label={t('pages.staff.application.storeName')}>
                <span dir="auto">{form.storeName}</span>
              </Row>
              <Row label={t('pages.staff.application.storeType')}>{t(`pages.staff.application.storeTypes.${form.storeType}`)}</Row>
              <Row label={t('pages.staff.application.location')}>
                <span dir="auto">{`${form.city}, ${regionName(form.country, intlLocale(i18n.language))}`}</span>
              </Row>
            </Rows>
            <p className={styles.text} dir="auto">
              {form.description}
            </p>
            <Photos
              photos={[
                { src: form.logo, label: t('pages.staff.application.logo') },
                { src: form.banner, label: t('pages.staff.application.banner') },
              ]}
            />
          </Section>
          <Section title={t('pages.staff.application.contact')}>
            <Rows>
              <Row label={t('pages.staff.application.contactName')}>
                <span dir="auto">{form.contactName}</span>
              </Row>
              <Row label={t('pages.address.phone')}>
                <span dir="ltr">{form.contactPhone}</span>
              </Row>
            </Rows>
          </Section>
          <Section title={t('pages.staff.application.identity')}>
            <Rows>
              <Row label={t('pages.staff.application.idType')}>{t(`pages.staff.application.idTypes.${form.certificateType}`)}</Row>
              <Row label={t('pages.staff.application.idNumber')}>
                <span className={styles.mono} dir="ltr">
                  {form.certificateNumber}
                </span>
              </Row>
            </Rows>
            <Photos
              photos={[
                { src: form.frontPhoto, label: t('pages.staff.application.frontPhoto') },
                { src: form.backPhoto, label: t('pages.staff.application.backPhoto') },
                ...(form.handPhoto ? [{ src: form.handPhoto, label: t('pages.staff.application.handPhoto') }] : []),
              ]}
            />
          </Section>
        </>
      ) : null}
      <History queue="application" itemId={id} history={history} />
    </DetailPage>
  );
}

/* ---------- deposits ---------- */

type DepositDetail = DataOf<Endpoints['staffDepositDetail']>;

export function StaffDepositViewPage() {
  return (
    <DetailScreen queue="deposit" load={(api, id, signal) => api.request('staffDepositDetail', { id }, { signal, silent: true })}>
      {(item, id) => <DepositView item={item} id={id} />}
    </DetailScreen>
  );
}

function DepositView({ item, id }: { item: DepositDetail; id: number }) {
  const { t } = useTranslation();
  const when = useDateTime();
  const money = useMoney();
  const decision = useDecision('deposit', id);
  const { record, username, history } = item;
  const tab = tabOf('deposit', record.status);
  return (
    <DetailPage
      queue="deposit"
      waiting={tab === 'pending'}
      rights={item.rights}
      bar={
        <DecisionBar
          queue="deposit"
          decision={decision}
          canApprove={!item.rights.firstApprovalIsYours}
          approveLabel={t('pages.staff.actions.approve')}
          approveQuestion={t('pages.staff.ask.approveDeposit', { amount: money(record.amount), name: username })}
          rejectHint={t('pages.staff.reject.hint.deposit')}
        />
      }
    >
      {decision.conflict ? <ConflictNotice queue="deposit" conflict={decision.conflict} /> : null}
      <StateBanner queue="deposit" tab={tab} history={history} itemId={id} reason={record.reason} />
      <SameProofNotice deposits={item.sameProof} />
      <Section title={t('pages.staff.deposit.title')}>
        <Rows>
          <Row label={t('auth.fields.username')}>
            <span dir="auto">{username}</span>
          </Row>
          <Row label={t('pages.staff.deposit.amount')}>
            <Price amount={record.amount} size="lg" />
          </Row>
          <Row label={t('pages.staff.deposit.channel')}>{t(`pages.staff.channel.${record.type}`)}</Row>
          <Row label={t('pages.staff.deposit.currency')}>{record.currency}</Row>
          {record.network ? <Row label={t('pages.staff.deposit.network')}>{record.network}</Row> : null}
          {record.txHash ? (
            <Row label={t('pages.staff.deposit.txHash')}>
              <span className={styles.mono} dir="ltr">
                {record.txHash}
              </span>
            </Row>
          ) : null}
          <Row label={t('pages.orderView.requestedAt')}>{when(record.createdAt)}</Row>
        </Rows>
        <Photos photos={[{ src: record.proofImage, label: t('pages.staff.deposit.proof') }]} />
      </Section>
      <History queue="deposit" itemId={id} history={history} />
    </DetailPage>
  );
}

/* ---------- withdrawals ---------- */

type WithdrawalDetail = DataOf<Endpoints['staffWithdrawalDetail']>;

export function StaffWithdrawalViewPage() {
  return (
    <DetailScreen queue="withdrawal" load={(api, id, signal) => api.request('staffWithdrawalDetail', { id }, { signal, silent: true })}>
      {(item, id) => <WithdrawalView item={item} id={id} />}
    </DetailScreen>
  );
}

function WithdrawalView({ item, id }: { item: WithdrawalDetail; id: number }) {
  const { t } = useTranslation();
  const when = useDateTime();
  const money = useMoney();
  const decision = useDecision('withdrawal', id);
  const { record, username, payTo, history } = item;
  const tab = tabOf('withdrawal', record.status);
  return (
    <DetailPage
      queue="withdrawal"
      waiting={tab === 'pending'}
      rights={item.rights}
      bar={
        <DecisionBar
          queue="withdrawal"
          decision={decision}
          canApprove={!item.rights.firstApprovalIsYours}
          approveLabel={t('pages.staff.actions.markPaid')}
          approveQuestion={t('pages.staff.ask.markPaid', { amount: money(record.amount), name: username })}
          rejectHint={t('pages.staff.reject.hint.withdrawal')}
        />
      }
    >
      {decision.conflict ? <ConflictNotice queue="withdrawal" conflict={decision.conflict} /> : null}
      <StateBanner queue="withdrawal" tab={tab} history={history} itemId={id} reason={record.reason} />
      <Section title={t('pages.staff.withdrawal.title')}>
        <Rows>
          <Row label={t('auth.fields.username')}>
            <span dir="auto">{username}</span>
          </Row>
          <Row label={t('pages.staff.withdrawal.amount')}>
            <Price amount={record.amount} size="lg" />
          </Row>
          <Row label={t('pages.orderView.requestedAt')}>{when(record.createdAt)}</Row>
        </Rows>
      </Section>
      <Section title={t('pages.staff.withdrawal.payTo')}>
        <Rows>
          <Row label={t('pages.staff.withdrawal.method')}>{t(`pages.staff.channel.${payTo.type}`)}</Row>
          {payTo.type === 'usdt' ? (
            <>
              <Row label={t('pages.staff.withdrawal.accountName')}>
                <span dir="auto">{payTo.name}</span>
              </Row>
              <Row label={t('pages.staff.deposit.currency')}>{payTo.currency}</Row>
              <Row label={t('pages.staff.deposit.network')}>{payTo.network}</Row>
              <Row label={t('pages.staff.withdrawal.address')}>
                <span className={styles.mono} dir="ltr">
                  {payTo.address}
                </span>
              </Row>
            </>
          ) : payTo.type === 'bankCard' ? (
            <>
              <Row label={t('pages.staff.withdrawal.bank')}>
                <span dir="auto">{payTo.bankName}</span>
              </Row>
              <Row label={t('pages.staff.withdrawal.cardNumber')}>
                <span className={styles.mono} dir="ltr">
                  {payTo.cardNumber}
                </span>
              </Row>
              <Row label={t('pages.staff.withdrawal.holder')}>
                <span dir="auto">{payTo.holderName}</span>
              </Row>
            </>
          ) : (
            <>
              <Row label={t('pages.staff.withdrawal.accountName')}>
                <span dir="auto">{payTo.name}</span>
              </Row>
              <Row label={t('pages.staff.withdrawal.holder')}>
                <span dir="auto">{payTo.holderName}</span>
              </Row>
            </>
          )}
        </Rows>
      </Section>
      <History queue="withdrawal" itemId={id} history={history} />
    </DetailPage>
  );
}

/* ---------- after-sales ---------- */

type AfterSalesDetail = DataOf<Endpoints['staffAfterSalesDetail']>;

export function StaffAfterSalesViewPage() {
  return (
    <DetailScreen queue="afterSales" load={(api, id, signal) => api.request('staffAfterSalesDetail', { id }, { signal, silent: true })}>
      {(item, id) => <AfterSalesView item={item} id={id} />}
    </DetailScreen>
  );
}

function AfterSalesView({ item, id }: { item: AfterSalesDetail; id: number }) {
  const { t } = useTranslation();
  const when = useDateTime();
  const money = useMoney();
  const decision = useDecision('afterSales', id);
  const tab = tabOf('afterSales', item.status);
  const { order, buyer } = item;
  const buyerName = buyer.nickname || buyer.username;
  const orderStatus = orderStatusOf(order.status);
  return (
    <DetailPage
      queue="afterSales"
      waiting={tab === 'pending'}
      rights={item.rights}
      bar={
        <DecisionBar
          queue="afterSales"
          decision={decision}
          canApprove={!item.rights.firstApprovalIsYours}
          approveLabel={t('pages.staff.actions.refund')}
          approveQuestion={t('pages.staff.ask.refund', { amount: money(order.amount), name: buyerName })}
          rejectHint={t('pages.staff.reject.hint.afterSales')}
        />
      }
    >
      {decision.conflict ? <ConflictNotice queue="afterSales" conflict={decision.conflict} /> : null}
      <StateBanner queue="afterSales" tab={tab} history={item.history} itemId={id} reason={item.decisionReason} />
      <Section title={t('pages.staff.afterSales.request')}>
        <Rows>
          <Row label={t('pages.orderView.reason')}>
            <span dir="auto">{afterSalesReason(t, item.reason)}</span>
          </Row>
          <Row label={t('pages.orderView.requestedAt')}>{when(item.createdAt)}</Row>
          {item.refundAmount !== null ? (
            <Row label={t('pages.staff.afterSales.refunded')}>
              <Price amount={item.refundAmount} size="md" />
            </Row>
          ) : null}
        </Rows>
        {item.description ? (
          <p className={styles.text} dir="auto">
            {item.description}
          </p>
        ) : null}
        {item.images.length > 0 ? (
          <Photos photos={item.images.map((src, i) => ({ src, label: t('pages.orders.photoAlt', { index: i + 1 }) }))} />
        ) : null}
      </Section>
      <Section title={t('pages.staff.afterSales.buyer')}>
        <Rows>
          <Row label={t('pages.staff.detail.name')}>
            <span dir="auto">{buyer.nickname}</span>
          </Row>
          <Row label={t('auth.fields.username')}>
            <span dir="auto">{buyer.username}</span>
          </Row>
          {buyer.email ? (
            <Row label={t('auth.fields.email')}>
              <span dir="ltr">{buyer.email}</span>
            </Row>
          ) : null}
          {buyer.phone ? (
            <Row label={t('pages.address.phone')}>
              <span dir="ltr">{buyer.phone}</span>
            </Row>
          ) : null}
        </Rows>
      </Section>
      <Section title={t('pages.staff.afterSales.order')}>
        <Rows>
          <Row label={t('pages.orderView.orderNo')}>
            <span className={styles.mono}>{order.orderNo}</span>
          </Row>
          <Row label={t('pages.staff.afterSales.store')}>
            <span dir="auto">{order.storeName}</span>
          </Row>
          {orderStatus ? <Row label={t('pages.staff.afterSales.orderStatus')}>{t(`pages.orders.status.${orderStatus}`)}</Row> : null}
          <Row label={t('pages.staff.afterSales.paid')}>
            <Price amount={order.amount} size="md" />
          </Row>
          {order.paymentMethod ? (
            <Row label={t('pages.orderView.paymentMethod')}>{t(`pages.orderView.methods.${order.paymentMethod}`)}</Row>
          ) : null}
          {order.paidAt ? <Row label={t('pages.orderView.times.paidAt')}>{when(order.paidAt)}</Row> : null}
        </Rows>
        <ul className={styles.items}>
          {order.items.map((line) => (
            <li key={line.productId} className={styles.item}>
              <Image src={line.image} alt="" aspectRatio={1} className={styles.thumb} errorText={t('kit.image.failed')} />
              <div className={styles.itemBody}>
                <Link to={`${PATHS.productView}?id=${line.productId}`} className={styles.productLink} dir="auto">
                  {line.name}
                </Link>
                <div className={styles.itemMeta}>
                  <Price amount={line.price} size="sm" />
                  <span>{t('pages.orders.quantity', { quantity: line.quantity })}</span>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <History queue="afterSales" itemId={id} history={item.history} />
    </DetailPage>
  );
}
