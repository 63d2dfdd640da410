import { useId } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DataOf, Endpoints } from '@shop/api/contract';
import { formatTimeAgo } from '@shop/domain';
import {
  Album,
  Avatar,
  Button,
  Empty,
  InfiniteList,
  Popup,
  Rate,
  Skeleton,
  SkeletonGroup,
  type ImagePreviewLabels,
} from '@shop/ui';
import { useApi } from '../../api/useApi';
import { useListTexts } from '../../features/store/storeData';
import { productKeys } from '../../features/catalogue/api';
import { intlLocale } from '../../i18n/intlLocale';
import * as styles from './ProductViewPage.css';

type Product = DataOf<Endpoints['productDetail']>;
type Comment = DataOf<Endpoints['productComments']>['list'][number];

/** Reviews shown on the page; "View all" opens the rest in a sheet. */
const REVIEW_PREVIEW = 2;
const REVIEW_PAGE_SIZE = 10;

/** The latest reviews on the page, with the count and "View all" when there are more. */
export function Reviews({
  product,
  previewLabels,
  onViewAll,
}: {
  product: Product;
  previewLabels: ImagePreviewLabels;
  onViewAll: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const headingId = useId();
  // One source for the count, the rating above and "no reviews yet": the product's commentCount.
  // Without reviews there is nothing to fetch.
  const count = product.commentCount;
  const latest = useQuery({
    queryKey: productKeys.comments(product.id, 'latest'),
    enabled: count > 0,
    queryFn: ({ signal }) =>
      api.request(
        'productComments',
        { productId: product.id, page: 1, pageSize: REVIEW_PREVIEW },
        { signal, silent: true },
      ),
  });

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {t('pages.productView.reviews', { count })}
        </h2>
        {latest.data?.hasMore ? (
          <Button variant="text" size="sm" onPress={onViewAll} aria-describedby={headingId}>
            {t('common.viewAll')}
          </Button>
        ) : null}
      </div>
      {count === 0 ? (
        <p className={styles.muted}>{t('pages.productView.noReviews')}</p>
      ) : latest.isPending ? (
        <SkeletonGroup label={t('common.loading')} className={styles.comments}>
          <Skeleton shape="block" height={64} />
          <Skeleton shape="block" height={64} />
        </SkeletonGroup>
      ) : latest.isError ? (
        <Button variant="text" size="sm" onPress={() => void latest.refetch()}>
          {t('messages.loadFailed')}
        </Button>
      ) : latest.data.list.length === 0 ? (
        <p className={styles.muted}>{t('pages.productView.noReviews')}</p>
      ) : (
        <ul className={styles.comments} aria-labelledby={headingId}>
          {latest.data.list.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              now={latest.dataUpdatedAt}
              previewLabels={previewLabels}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Every review, newest first, loading more as the sheet scrolls. */
export function ReviewsSheet({
  productId,
  isOpen,
  onOpenChange,
  previewLabels,
}: {
  productId: number;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  previewLabels: ImagePreviewLabels;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const texts = useListTexts();
  const all = useInfiniteQuery({
    queryKey: productKeys.comments(productId, 'all'),
    enabled: isOpen,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.request(
        'productComments',
        { productId, page: pageParam, pageSize: REVIEW_PAGE_SIZE },
        { signal, silent: true },
      ),
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
  const comments = all.data?.pages.flatMap((page) => page.list) ?? [];

  return (
    <Popup
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('pages.productView.allReviews')}
      closeLabel={t('common.close')}
    >
      <div className={styles.sheet}>
        {all.isPending ? (
          <SkeletonGroup label={t('common.loading')} className={styles.comments}>
            <Skeleton shape="block" height={64} />
            <Skeleton shape="block" height={64} />
            <Skeleton shape="block" height={64} />
          </SkeletonGroup>
        ) : all.isError ? (
          <Empty
            illustration="error"
            description={t('messages.loadFailed')}
            actionLabel={t('common.retry')}
            onAction={() => void all.refetch()}
          />
        ) : comments.length === 0 ? (
          <p className={styles.muted}>{t('pages.productView.noReviews')}</p>
        ) : (
          <InfiniteList
            hasMore={all.hasNextPage}
            onLoadMore={() => all.fetchNextPage({ throwOnError: true })}
            {...texts}
          >
            <ul className={styles.comments} aria-label={t('pages.productView.allReviews')}>
              {comments.map((comment) => (
                <CommentItem
                  key={comment.id}
                  comment={comment}
                  now={all.dataUpdatedAt}
                  previewLabels={previewLabels}
                />
              ))}
            </ul>
          </InfiniteList>
        )}
      </div>
    </Popup>
  );
}

function CommentItem({
  comment,
  now,
  previewLabels,
}: {
  comment: Comment;
  now: number;
  previewLabels: ImagePreviewLabels;
}) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  return (
    <li className={styles.comment}>
      <div className={styles.commentHead}>
        <Avatar
          name={comment.userName}
          src={comment.userAvatar ?? undefined}
          size="sm"
          decorative
        />
        <span className={styles.commentName} dir="auto">
          {comment.userName}
        </span>
        <time className={styles.commentTime} dateTime={comment.createdAt}>
          {formatTimeAgo(comment.createdAt, now, locale, { justNow: t('time.justNow') })}
        </time>
      </div>
      <Rate
        readOnly
        value={comment.rating}
        valueLabel={(value, max) => t('kit.rate.value', { value, max })}
      />
      <p className={styles.commentText} dir="auto">
        {comment.content}
      </p>
      {comment.images.length > 0 ? (
        <Album
          images={comment.images.map((src, i) => ({
            src,
            alt: t('kit.album.photoAlt', { index: i + 1 }),
          }))}
          previewLabels={previewLabels}
          className={styles.commentAlbum}
        />
      ) : null}
    </li>
  );
}
