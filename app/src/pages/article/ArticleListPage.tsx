import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatTimeAgo } from '@shop/domain';
import { Image, Page } from '@shop/ui';
import { PATHS } from '../../routes/paths';
import { useApi } from '../../api/useApi';
import { contentKeys } from '../../features/content/api';
import { AppNavBar } from '../../shell/AppNavBar';
import { ListSkeleton } from '../../shell/listParts';
import * as styles from './ArticleListPage.css';
import { intlLocale } from '../../i18n/intlLocale';
import { PagedList } from '../../shell/PagedList';

const PAGE_SIZE = 10;

/**
 * The articles (news and announcements), newest first: cover, title, summary and how long ago it
 * was published; each opens the article. Help topics, about us and the agreement have their own
 * pages, so this list shows the `news` kind.
 */
export default function ArticleListPage() {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const locale = intlLocale(i18n.language);
  const articles = useInfiniteQuery({
    // Articles are written per language: a language change loads them again.
    queryKey: contentKeys.articleList('news', i18n.language),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.request('articleList', { kind: 'news', page: pageParam, pageSize: PAGE_SIZE }, { signal, silent: true }),
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });

  // "How long ago" as of the moment the list arrived (or was refreshed): stable across renders.
  const now = articles.dataUpdatedAt;

  return (
    <Page topBar={<AppNavBar title={t('routes.articles')} />}>
      <PagedList
        query={articles}
        skeleton={<ListSkeleton rows={3} height={112} />}
        empty={{
          illustration: 'box',
          description: t('pages.articles.empty'),
        }}
      >
        {(items) => (
          <ul className={styles.list} aria-label={t('routes.articles')}>
            {items.map((article) => (
              <li key={article.id}>
                <Link to={`${PATHS.articleView}?id=${article.id}`} className={styles.card}>
                  {article.cover ? (
                    <Image
                      src={article.cover}
                      alt=""
                      aspectRatio="2 / 1"
                      className={styles.cover}
                      errorText={t('kit.image.failed')}
                    />
                  ) : null}
                  <span className={styles.body}>
                    <span className={styles.title} dir="auto">
                      {article.title}
                    </span>
                    <span className={styles.summary} dir="auto">
                      {article.summary}
                    </span>
                    <time className={styles.time} dateTime={article.publishedAt}>
                      {formatTimeAgo(article.publishedAt, now, locale, { justNow: t('time.justNow') })}
                    </time>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </Page>
  );
}
