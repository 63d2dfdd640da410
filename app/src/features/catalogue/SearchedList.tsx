import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Page, SearchBar, Skeleton, SkeletonGroup } from '@shop/ui';
import { AppNavBar } from '../../shell/AppNavBar';
import * as styles from '../merchant/MerchantProducts.css';

/**
 * A merchant's list screen with a search above it (the store's products, the wholesale
 * catalogue): the list is drawn for the keyword searched, trimmed; typing alone changes nothing.
 */
export function SearchedListPage({
  title,
  placeholder,
  children,
}: {
  title: string;
  placeholder: string;
  children: (keyword: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [text, setText] = useState('');
  return (
    <Page topBar={<AppNavBar title={title} />}>
      <div className={styles.search}>
        <SearchBar
          label={t('common.search')}
          placeholder={placeholder}
          clearLabel={t('common.clear')}
          value={text}
          onChange={setText}
          onSearch={(query) => setKeyword(query.trim())}
        />
      </div>
      {children(keyword)}
    </Page>
  );
}

/** Three grey rows of the list's own height while its first page loads. */
export function RowsSkeleton({ height }: { height: number }) {
  const { t } = useTranslation();
  return (
    <SkeletonGroup label={t('common.loading')} className={styles.list}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} shape="block" height={height} />
      ))}
    </SkeletonGroup>
  );
}
