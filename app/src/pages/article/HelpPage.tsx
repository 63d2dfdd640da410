import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Cell, CellGroup, Empty, Page, Skeleton, SkeletonGroup } from '@shop/ui';
import { PATHS } from '../../routes/paths';
import { useApi } from '../../api/useApi';
import { contentQueries } from '../../features/content/api';
import { AppNavBar } from '../../shell/AppNavBar';

/** Help: the list of help topics; each opens as an article. */
export default function HelpPage() {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const topics = useQuery(contentQueries.help(api, i18n.language));
  return (
    <Page topBar={<AppNavBar title={t('routes.help')} />}>
      {topics.isPending ? (
        <SkeletonGroup label={t('common.loading')}>
          <CellGroup inset>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} shape="block" height={56} />
            ))}
          </CellGroup>
        </SkeletonGroup>
      ) : topics.isError ? (
        <Empty
          illustration="error"
          description={t('pages.article.loadFailed')}
          actionLabel={t('common.retry')}
          onAction={() => void topics.refetch()}
        />
      ) : topics.data.length === 0 ? (
        <Empty description={t('pages.help.empty')} />
      ) : (
        <CellGroup inset>
          {topics.data.map((topic) => (
            <Cell
              key={topic.id}
              // Topics come from the server, possibly in another language than the UI's: each
              // takes its direction from its own text, so an English question keeps its "?" last.
              title={<span dir="auto">{topic.title}</span>}
              description={<span dir="auto">{topic.summary}</span>}
              href={`#${PATHS.articleView}?id=${topic.id}`}
              arrow
            />
          ))}
        </CellGroup>
      )}
      {/* What the articles do not answer, customer service does: offered once the topics are in. */}
      {topics.isPending ? null : (
        <CellGroup inset>
          <Cell title={t('pages.kefu.contactSupport')} href={`#${PATHS.serviceInfo}`} arrow />
        </CellGroup>
      )}
    </Page>
  );
}
