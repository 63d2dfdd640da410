import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Empty, Page, Skeleton, SkeletonGroup } from '@shop/ui';
import { useApi } from '../../api/useApi';
import { contentKeys } from './api';
import { AppNavBar } from '../../shell/AppNavBar';
import * as styles from './ArticleScreen.css';

type ArticleQuery =
  | { endpoint: 'articleAbout' | 'articleAgreement' }
  | { endpoint: 'articleView'; id: number };

/**
 * A page of text from the server (about us, help, the user agreement), in the reader's language.
 * Content is plain paragraphs separated by blank lines; it is rendered as text, never as HTML.
 * The server may fall back to another language (English in the Arabic UI), so the title and each
 * paragraph take their direction from their own first letter (`dir="auto"`): otherwise an English
 * sentence's final period lands at its start in a right-to-left page.
 */
export function ArticleScreen({ query, title }: { query: ArticleQuery; title: string }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const article = useQuery({
    queryKey: contentKeys.article(query, i18n.language),
    queryFn: ({ signal }) =>
      query.endpoint === 'articleView'
        ? api.request('articleView', { id: query.id }, { signal, silent: true })
        : api.request(query.endpoint, undefined, { signal, silent: true }),
  });
  return (
    <Page topBar={<AppNavBar title={title} />}>
      {article.isPending ? (
        <SkeletonGroup label={t('common.loading')} className={styles.body}>
          <Skeleton shape="line" width="60%" />
          <Skeleton shape="block" height={120} />
          <Skeleton shape="block" height={80} />
        </SkeletonGroup>
      ) : article.isError ? (
        <Empty
          illustration="error"
          description={t('pages.article.loadFailed')}
          actionLabel={t('common.retry')}
          onAction={() => void article.refetch()}
        />
      ) : (
        <article className={styles.body}>
          <h2 className={styles.title} dir="auto">{article.data.title}</h2>
          {article.data.content
            .split(/\n{2,}/)
            .map((paragraph) => paragraph.trim())
            .filter(Boolean)
            .map((paragraph, index) => (
              <p key={index} className={styles.paragraph} dir="auto">
                {paragraph}
              </p>
            ))}
        </article>
      )}
    </Page>
  );
}
