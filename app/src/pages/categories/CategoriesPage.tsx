import { useMemo, useRef, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { Category } from '@shop/api/contract';
import { Empty, Image, Page, Skeleton, SkeletonGroup } from '@shop/ui';
import { GridIcon, SearchIcon } from '@shop/ui/icons';
import { PATHS } from '../../routes/paths';
import { useApi } from '../../api/useApi';
import { catalogueQueries } from '../../features/catalogue/api';
import { AppNavBar } from '../../shell/AppNavBar';
import { AppTabBar } from '../../shell/AppTabBar';
import { categoryTree } from '../../features/catalogue/categoryTree';
import * as styles from './CategoriesPage.css';

const PANEL_ID = 'category-panel';
const tabId = (id: number) => `category-tab-${id}`;
const listHref = (id: number) => `${PATHS.productList}?categoryId=${id}`;

/**
 * The category tab: a search entry, then the top-level categories as a vertical tab list on the
 * inline-start side and the chosen one's sub-categories as tiles beside it. A tile opens the product
 * list of that sub-category. The chosen category is kept in the address (`?id=`, replaced, not
 * pushed) so coming back from a product list shows the same one.
 */
export default function CategoriesPage() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const categories = useQuery(catalogueQueries.categories(api));
  const tree = useMemo(() => (categories.data ? categoryTree(categories.data) : null), [categories.data]);
  const tabs = useRef(new Map<number, HTMLButtonElement>());

  const topBar = (
    <>
      <AppNavBar title={t('routes.categories')} />
      {/* A landmark of its own, as on home: reachable by landmark navigation, not loose in the bar. */}
      <div role="search" className={styles.searchBar}>
        {/* Named by its visible placeholder text, as a sighted person reads it. */}
        <Link to={PATHS.search} className={styles.searchLink}>
          <SearchIcon className={styles.searchIcon} />
          <span className={styles.searchPlaceholder}>{t('common.searchPlaceholder')}</span>
        </Link>
      </div>
    </>
  );

  if (categories.isError) {
    return (
      <Page topBar={topBar} bottomBar={<AppTabBar />}>
        <Empty
          illustration="error"
          description={t('messages.pageLoadFailed')}
          actionLabel={t('common.retry')}
          onAction={() => void categories.refetch()}
        />
      </Page>
    );
  }

  if (!tree) {
    return (
      <Page topBar={topBar} bottomBar={<AppTabBar />}>
        <SkeletonGroup label={t('common.loading')} className={styles.layout}>
          <span className={styles.sideSkeleton}>
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} shape="block" height={44} />
            ))}
          </span>
          <span className={styles.panelSkeleton}>
            <Skeleton shape="line" width="50%" height={20} />
            <span className={styles.tileGrid}>
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} shape="block" height={88} />
              ))}
            </span>
          </span>
        </SkeletonGroup>
      </Page>
    );
  }

  if (tree.top.length === 0) {
    return (
      <Page topBar={topBar} bottomBar={<AppTabBar />}>
        <Empty
          description={t('pages.categories.empty')}
          actionLabel={t('pages.categories.searchInstead')}
          onAction={() => navigate(PATHS.search)}
        />
      </Page>
    );
  }

  const wanted = Number(params.get('id'));
  const selected: Category = tree.top.find((c) => c.id === wanted) ?? tree.top[0]!;
  const subcategories = tree.childrenOf(selected.id);

  const select = (category: Category, focus = false) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('id', String(category.id));
        return next;
      },
      { replace: true },
    );
    if (focus) tabs.current.get(category.id)?.focus();
  };

  // A vertical tab list: up and down move (and choose, as tabs do), Home and End jump.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tree.top.indexOf(selected);
    const last = tree.top.length - 1;
    const target =
      event.key === 'ArrowDown'
        ? (index + 1) % tree.top.length
        : event.key === 'ArrowUp'
          ? (index - 1 + tree.top.length) % tree.top.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    select(tree.top[target]!, true);
  };

  return (
    <Page topBar={topBar} bottomBar={<AppTabBar />}>
      <div className={styles.layout}>
        <div
          role="tablist"
          aria-orientation="vertical"
          aria-label={t('routes.categories')}
          className={styles.side}
        >
          {tree.top.map((category) => {
            const isSelected = category.id === selected.id;
            return (
              <button
                key={category.id}
                ref={(node) => {
                  if (node) tabs.current.set(category.id, node);
                  else tabs.current.delete(category.id);
                }}
                type="button"
                role="tab"
                id={tabId(category.id)}
                aria-selected={isSelected}
                aria-controls={PANEL_ID}
                tabIndex={isSelected ? 0 : -1}
                className={styles.tab}
                onClick={() => select(category)}
                onKeyDown={onKeyDown}
              >
                {category.name}
              </button>
            );
          })}
        </div>

        <section role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(selected.id)} className={styles.panel}>
          <div className={styles.panelHeader}>
            <h2 className={styles.panelTitle}>{selected.name}</h2>
            <Link to={listHref(selected.id)} className={styles.viewAll}>
              {t('common.viewAll')}
            </Link>
          </div>
          {subcategories.length === 0 ? (
            <p className={styles.none}>{t('pages.categories.noSubcategories')}</p>
          ) : (
            <ul className={styles.tileGrid}>
              {subcategories.map((sub) => (
                <li key={sub.id}>
                  <Link to={listHref(sub.id)} className={styles.tile}>
                    <span className={styles.tileIcon}>
                      {sub.icon ? (
                        <Image src={sub.icon} alt="" aspectRatio={1} />
                      ) : (
                        <GridIcon />
                      )}
                    </span>
                    <span className={styles.tileName}>{sub.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </Page>
  );
}
