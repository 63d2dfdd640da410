import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Empty, Skeleton, SkeletonGroup } from '@shop/ui';
import * as styles from './lists.css';
import { intlLocale } from '../i18n/intlLocale';

// The list texts and the failure screen are the shell's, shared with every paged list.
export { useListTexts } from './PagedList';
export { LoadFailed as ListFailed } from './LoadFailed';

/** Rows of grey shapes shaped like the list, read once as "Loading…". */
export function ListSkeleton({ rows = 4, height = 96 }: { rows?: number; height?: number }) {
  const { t } = useTranslation();
  return (
    <SkeletonGroup label={t('common.loading')} className={styles.list}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} shape="block" height={height} />
      ))}
    </SkeletonGroup>
  );
}

/** A list with nothing in it: the drawing, one sentence and the next step. */
export function ListEmpty({
  description,
  actionLabel,
  onAction,
}: {
  description: ReactNode;
  actionLabel?: ReactNode;
  onAction?: () => void;
}) {
  return <Empty illustration="box" description={description} actionLabel={actionLabel} onAction={onAction} />;
}

/** A calendar date in the reader's language ("Nov 20, 2026", "20 نوفمبر 2026"). */
export function formatDate(value: string | number | Date, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium' }).format(new Date(value));
}

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/** Whole calendar days (in the reader's time zone) from `then` to `now`: 0 today, 1 yesterday. */
export function daysBefore(then: Date, now: Date): number {
  return Math.round((startOfDay(now) - startOfDay(then)) / 86_400_000);
}

/** A key for the reader's calendar day of an instant, for grouping. */
export function dayKey(date: Date): string {
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
}
