import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffDecisionRecord, StaffQueue } from '@shop/api/contract';

import { decisionKey, QUEUE } from './staffQueues';
import * as styles from './Staff.css';
import { intlLocale } from '../../i18n/intlLocale';

/**
 * What every detail of the console shares: loading the item named by `?id=`, its state banner,
 * sections of label/value rows, private photos that open full size, the audit trail, the
 * decision bar (approve after a confirm, reject with a required reason) with what a colleague's
 * earlier decision (`alreadyDecided`) shows, and who may decide (`RightsNotice`).
 */

/* ---------- loading the item ---------- */

export function useDateTime() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(intlLocale(i18n.language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (at: string) => <time dateTime={at}>{format.format(new Date(at))}</time>;
}

export const who = (member: StaffDecisionRecord['decidedBy']) => member.nickname || member.username;

export function Section({
  title,
  last = false,
  children,
}: {
  title: ReactNode;
  last?: boolean;
  children: ReactNode;
}) {
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

/** Every decision on the item (and its earlier requests), oldest first, newest last. */
export function History({
  queue,
  itemId,
  history,
}: {
  queue: StaffQueue;
  itemId: number;
  history: StaffDecisionRecord[];
}) {
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
                {t(`pages.staff.history.${decisionKey(queue, entry.decision)}`, {
                  name: who(entry.decidedBy),
                })}
              </span>
              <span className={styles.entryMeta}>
                {when(entry.decidedAt)}
                {entry.itemId !== itemId
                  ? ` · ${t('pages.staff.history.earlier', { id: entry.itemId })}`
                  : null}
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

/** The tab (state) of an item from its status code. */
export const tabOf = (queue: StaffQueue, code: number) => QUEUE[queue].tabOf(code);
