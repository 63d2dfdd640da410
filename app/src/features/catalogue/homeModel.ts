import type { HomeBootData } from '@shop/api/client';

type Section<T> = { status: 'pending' } | { status: 'error' } | { status: 'success'; data: T };

/**
 * What the home page draws, and what it can ask for: from the query cache once the page is live
 * (HomeLiveData), or from the server's boot data on a first visit, before any cache exists.
 */
export interface HomeModel {
  banners: Section<HomeBootData['banners']>;
  categories: Section<HomeBootData['categories']>;
  newest: Section<HomeBootData['newest']>;
  feed: {
    status: 'pending' | 'error' | 'success';
    products: HomeBootData['recommended']['list'];
    hasMore: boolean;
  };
  /** Asks again for the banners and categories (the page's failed state). */
  retry: () => void;
  /** Asks again for the feed's first page (its failed state). */
  retryFeed: () => void;
  /** The feed's next page; rejects when it failed (the list shows its retry). */
  loadMore: () => Promise<unknown>;
  /** Pull to refresh: everything again. */
  refresh: () => Promise<unknown>;
}

export type HomeActions = Pick<HomeModel, 'retry' | 'retryFeed' | 'loadMore' | 'refresh'>;

const success = <T,>(data: T) => ({ status: 'success' as const, data });

/** The page as the server sent it; its actions make the page live first. */
export function bootModel(boot: HomeBootData, actions: HomeActions): HomeModel {
  return {
    banners: success(boot.banners),
    categories: success(boot.categories),
    newest: success(boot.newest),
    feed: { status: 'success', products: boot.recommended.list, hasMore: boot.recommended.hasMore },
    ...actions,
  };
}

/** Nothing yet: the page's skeleton; or, when even the code to ask could not download, its failed state. */
export function pendingModel(actions: HomeActions, failed = false): HomeModel {
  const status = failed ? ('error' as const) : ('pending' as const);
  return {
    banners: { status },
    categories: { status },
    newest: { status: 'pending' },
    feed: { status: 'pending', products: [], hasMore: false },
    ...actions,
  };
}
