import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton, SkeletonGroup } from '@shop/ui';
import * as styles from './HomeSkeleton.css';

/**
 * Grey shapes laid out like home's content, for while it loads, and the pieces the other pages'
 * skeletons share (PageSkeletons.tsx). Apart from those because home's first visit downloads
 * these and not the others (see CONTRIBUTING, "What a first visit downloads"). Each group is read
 * once as "Loading…".
 */

export function Loading({ className, children }: { className?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <SkeletonGroup label={t('common.loading')} className={className}>
      {children}
    </SkeletonGroup>
  );
}

/** A product card of a list or a grid: photo, two lines of name, the price. */
export function ProductCardSkeleton() {
  return (
    <span className={styles.productCard}>
      <Skeleton shape="block" className={styles.squareShape} />
      <span className={styles.productCardBody}>
        <Skeleton shape="line" width="90%" />
        <Skeleton shape="line" width="60%" />
        <Skeleton shape="line" width="45%" height={20} />
      </span>
    </span>
  );
}

/** Products two to a row. */
export function ProductGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <Loading className={styles.grid}>
      {Array.from({ length: count }, (_, i) => (
        <ProductCardSkeleton key={i} />
      ))}
    </Loading>
  );
}

/** Home's content: banner, category shortcuts, a section title and products. */
export function HomeSkeleton() {
  return (
    <Loading className={styles.column}>
      <Skeleton shape="block" className={styles.bannerShape} />
      <span className={styles.categoryGrid}>
        {Array.from({ length: 8 }, (_, i) => (
          <span key={i} className={styles.category}>
            <Skeleton shape="circle" width={44} height={44} />
            <Skeleton shape="line" width="60%" height={12} />
          </span>
        ))}
      </span>
      <Skeleton shape="line" width="35%" height={20} />
      <span className={styles.grid}>
        <ProductCardSkeleton />
        <ProductCardSkeleton />
      </span>
    </Loading>
  );
}

