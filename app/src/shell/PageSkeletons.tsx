import { Skeleton } from '@shop/ui';
import { ROUTE_TABLE, type RouteName } from '../routes/table';
import type { PageSkeletonKind } from './pageSkeletonKinds';
import { HomeSkeleton, Loading, ProductGridSkeleton } from './HomeSkeleton';
import * as home from './HomeSkeleton.css';
import * as styles from './PageSkeletons.css';

/**
 * Grey shapes laid out like a page's content, for while it loads: the app's page-loading screen
 * (PageLoadingScreen) draws them while a page's code downloads, and the pages draw the same ones
 * while their data loads, so the screen goes from one to the other without a jump. Home's are in
 * HomeSkeleton.tsx. Each group is read once as "Loading…".
 */

/** Which shape a route's content has (its row's `skeleton`); a list of cards for an unknown path. */
export function pageSkeletonKindOf(route: RouteName | undefined): PageSkeletonKind {
  return route ? ROUTE_TABLE[route].skeleton : 'list';
}

/** Home's search bar while the page loads: the same white bar and 44px pill. */
export function SearchBarSkeleton() {
  return (
    <div className={styles.searchBar} aria-hidden="true">
      <Skeleton shape="block" height={44} className={home.pillShape} />
    </div>
  );
}

/** A product's page: the photo, the price and name, the store, the reviews. */
export function ProductSkeleton() {
  return (
    <Loading className={styles.sections}>
      <Skeleton shape="block" className={home.squareShape} />
      <span className={styles.band}>
        <Skeleton shape="line" width="35%" height={28} />
        <Skeleton shape="line" width="75%" height={20} />
        <Skeleton shape="line" width="45%" />
        <Skeleton shape="line" width="55%" />
      </span>
      <span className={styles.band}>
        <span className={styles.row}>
          <Skeleton shape="block" width={48} height={48} />
          <span className={styles.stack}>
            <Skeleton shape="line" width="50%" />
            <Skeleton shape="line" width="30%" />
          </span>
        </span>
      </span>
      <span className={styles.band}>
        <Skeleton shape="line" width="30%" height={20} />
        <Skeleton shape="block" height={64} />
      </span>
    </Loading>
  );
}

/** The product page's action bar while it loads: favourite, add to cart, buy now. */
export function ProductActionBarSkeleton() {
  return (
    <div className={styles.actionBar} aria-hidden="true">
      <Skeleton shape="circle" width={44} height={44} />
      <Skeleton shape="block" height={44} className={`${styles.grow} ${home.pillShape}`} />
      <Skeleton shape="block" height={44} className={`${styles.grow} ${home.pillShape}`} />
    </div>
  );
}

/** The cart: store cards, each with its lines (checkbox, photo, name, price). */
export function CartSkeleton() {
  const line = (
    <span className={styles.rowTop}>
      <Skeleton shape="block" width={20} height={20} className={styles.checkboxShape} />
      <Skeleton shape="block" width={80} height={80} />
      <span className={styles.stack}>
        <Skeleton shape="line" width="80%" />
        <Skeleton shape="line" width="35%" height={20} />
        <Skeleton shape="line" width="45%" />
      </span>
    </span>
  );
  return (
    <Loading className={home.column}>
      {[2, 1].map((lines, i) => (
        <span key={i} className={styles.card}>
          <span className={styles.row}>
            <Skeleton shape="block" width={20} height={20} className={styles.checkboxShape} />
            <Skeleton shape="line" width="40%" height={20} />
          </span>
          {Array.from({ length: lines }, (_, j) => (
            <span key={j}>{line}</span>
          ))}
        </span>
      ))}
    </Loading>
  );
}

/** Order cards: the store and status, a line, the total and the actions. */
export function OrderCardsSkeleton() {
  return (
    <Loading className={home.column}>
      {[0, 1, 2].map((i) => (
        <span key={i} className={styles.card}>
          <span className={styles.spread}>
            <Skeleton shape="line" width="40%" height={20} />
            <Skeleton shape="block" width={96} height={20} />
          </span>
          <span className={styles.rowTop}>
            <Skeleton shape="block" width={72} height={72} />
            <span className={styles.stack}>
              <Skeleton shape="line" width="60%" />
              <Skeleton shape="line" width="30%" height={20} />
            </span>
          </span>
          <span className={styles.spread}>
            <Skeleton shape="line" width="35%" />
            <Skeleton shape="line" width="30%" height={20} />
          </span>
        </span>
      ))}
    </Loading>
  );
}

/** The orders page: its tab row, then order cards. */
export function OrdersSkeleton() {
  return (
    <>
      <div className={styles.tabs} aria-hidden="true">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} shape="line" width={56} />
        ))}
      </div>
      <OrderCardsSkeleton />
    </>
  );
}

/** The account page: who is signed in, the wallet, the order shortcuts, then groups of rows. */
export function AccountSkeleton() {
  const cells = (count: number) =>
    Array.from({ length: count }, (_, i) => (
      <span key={i} className={styles.cell}>
        <Skeleton shape="line" width="40%" />
      </span>
    ));
  return (
    <Loading className={home.column}>
      <Skeleton shape="block" height={96} className={styles.cardShape} />
      <Skeleton shape="line" width="20%" className={styles.groupTitle} />
      <span className={styles.cells}>{cells(1)}</span>
      <Skeleton shape="line" width="25%" className={styles.groupTitle} />
      <span className={styles.cells}>
        <span className={styles.shortcuts}>
          {Array.from({ length: 5 }, (_, i) => (
            <span key={i} className={home.category}>
              <Skeleton shape="circle" width={28} height={28} />
              <Skeleton shape="line" width="70%" height={12} />
            </span>
          ))}
        </span>
        {cells(1)}
      </span>
      <span className={styles.cells}>{cells(5)}</span>
    </Loading>
  );
}

/** Any other page: a column of cards. */
export function ListSkeleton() {
  return (
    <Loading className={home.column}>
      {[0, 1, 2, 3].map((i) => (
        <span key={i} className={styles.card}>
          <Skeleton shape="line" width="50%" height={20} />
          <Skeleton shape="line" width="80%" />
          <Skeleton shape="line" width="65%" />
        </span>
      ))}
    </Loading>
  );
}

/** The content skeleton of one kind. */
export function PageSkeleton({ kind }: { kind: PageSkeletonKind }) {
  switch (kind) {
    case 'home':
      return <HomeSkeleton />;
    case 'product':
      return <ProductSkeleton />;
    case 'grid':
      return <ProductGridSkeleton />;
    case 'cart':
      return <CartSkeleton />;
    case 'orders':
      return <OrdersSkeleton />;
    case 'account':
      return <AccountSkeleton />;
    default:
      return <ListSkeleton />;
  }
}
