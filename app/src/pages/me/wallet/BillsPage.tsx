import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { BILL_TYPES } from '@shop/api/contract';
import { Page, Tabs } from '@shop/ui';
import { PATHS } from '../../../routes/paths';
import { useApi } from '../../../api/useApi';
import { walletKeys } from '../../../features/wallet/api';
import { AppNavBar } from '../../../shell/AppNavBar';
import { PagedList } from '../../../shell/PagedList';
import { SignedAmount, useDateTime, useMoney, WalletSkeleton } from './walletParts';
import * as styles from './Wallet.css';
import { pagedQuery } from '../../../api/pagedQuery';
import { useTabParam } from '../../../shell/useTabParam';

const PAGE_SIZE = 20;

type BillType = (typeof BILL_TYPES)[number];
type Filter = 'all' | BillType;
/** The contract's bill types (checked against it), listed here so the page does not load the contract. */
const FILTERS = [
  'all',
  'deposit',
  'withdrawal',
  'withdrawalReleased',
  'payment',
  'refund',
  'profitTransfer',
  'adjustment',
] as const satisfies readonly Filter[];
type AllListed = Exclude<BillType, (typeof FILTERS)[number]> extends never ? true : never;
const allListed: AllListed = true;
void allListed;

/**
 * Bills (`me/wallet/record`): every movement of the wallet's available balance, newest first, a
 * page at a time: what it was (deposit, withdrawal, payment, refund, profit transfer...), its
 * signed amount (money in green with "+", out in red with the locale's minus), the balance after it, when, and
 * the order or request it belongs to. Filtered by type in scrollable tabs; the type lives in the
 * address (`?type=deposit`), so back, a reload and a shared link keep it; an unknown one reads as
 * all.
 *
 * Decision the spec leaves open: a withdrawal shows twice when refused (held, then released back),
 * as the ledger has it, so the balance after each line adds up.
 */
export default function BillsPage() {
  const { t } = useTranslation();
  const [filter, select] = useTabParam(FILTERS, { param: 'type', omitFirst: true });


  return (
    <Page topBar={<AppNavBar title={t('routes.walletRecords')} />}>
      <Tabs
        label={t('pages.wallet.bills.filter')}
        items={FILTERS.map((id) => ({ id, label: t(`pages.wallet.bills.types.${id}`) }))}
        selectedKey={filter}
        onSelectionChange={select}
      >
        {(item) => <BillList filter={item.id as Filter} />}
      </Tabs>
    </Page>
  );
}

function BillList({ filter }: { filter: Filter }) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const money = useMoney();
  const dateTime = useDateTime();
  const bills = useInfiniteQuery(
    pagedQuery(walletKeys.recordList(filter), (page, signal) =>
      api.request(
        'walletRecords',
        { ...(filter === 'all' ? {} : { type: filter }), page, pageSize: PAGE_SIZE },
        { signal, silent: true },
      )
    ),
  );
  return (
    <PagedList
      query={bills}
      skeleton={<WalletSkeleton blocks={[72, 72, 72, 72]} />}
      empty={{
        description: t(
          filter === 'all' ? 'pages.wallet.bills.empty' : 'pages.wallet.bills.emptyType',
        ),
        actionLabel: t('routes.deposit'),
        onAction: () => navigate(PATHS.deposit),
      }}
    >
      {(items) => (
        <ul className={styles.list} aria-label={t(`pages.wallet.bills.types.${filter}`)}>
          {items.map((bill) => (
            <li key={bill.id} className={styles.item}>
              <div className={styles.row}>
                <h2 className={styles.itemTitle}>{t(`pages.wallet.bills.types.${bill.type}`)}</h2>
                <SignedAmount amount={bill.amount} />
              </div>
              <div className={styles.row}>
                <time className={styles.caption} dateTime={bill.createdAt}>
                  {dateTime(bill.createdAt)}
                </time>
                <span className={styles.caption}>
                  {t('pages.wallet.bills.balanceAfter', { amount: money(bill.balanceAfter) })}
                </span>
              </div>
              {bill.reference ? (
                <p className={styles.caption}>
                  {t('pages.wallet.bills.reference')} <bdi>{bill.reference}</bdi>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}
