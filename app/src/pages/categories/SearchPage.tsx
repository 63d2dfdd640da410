import { useRef, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Empty, Page, SearchBar, Skeleton, SkeletonGroup, useConfirm } from '@shop/ui';
import { SearchIcon } from '@shop/ui/icons';
import { PATHS } from '../../routes/paths';
import { useApi } from '../../api/useApi';
import { catalogueKeys, catalogueQueries } from '../../features/catalogue/api';
import { AppNavBar } from '../../shell/AppNavBar';
import { clearSearchHistory, readSearchHistory, recordSearch } from './searchHistory';
import * as styles from './SearchPage.css';

/** The contract's longest keyword (search suggestions and the product list both take 64). */
export const KEYWORD_MAX = 64;

/** The suggestion with the typed part in bold, so the eye finds what was completed. */
function Highlighted({ text, typed }: { text: string; typed: string }) {
  const at = text.toLocaleLowerCase().indexOf(typed.toLocaleLowerCase());
  if (!typed || at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <strong className={styles.match}>{text.slice(at, at + typed.length)}</strong>
      {text.slice(at + typed.length)}
    </>
  );
}

/** A row of tappable keywords (history, popular searches). */
function KeywordChips({ keywords, onPick }: { keywords: string[]; onPick: (keyword: string) => void }) {
  return (
    <ul className={styles.chips}>
      {keywords.map((keyword) => (
        <li key={keyword} className={styles.chipItem}>
          <button type="button" className={styles.chip} onClick={() => onPick(keyword)}>
            {keyword}
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * Search: the field (focused on arrival) suggests completions 500 ms after typing stops; with
 * nothing typed it shows the shopper's recent searches (kept on the device, newest first, at most
 * ten, no repeats; clearing asks first) and the popular searches. Enter, the search button, or a
 * tap on any keyword records it and opens the product list for it. An empty search does nothing.
 */
export default function SearchPage() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  /** What was typed, once typing paused: the suggestions follow this, not every key. */
  const [settled, setSettled] = useState('');
  const [history, setHistory] = useState(readSearchHistory);
  const typed = text.trim();
  const keyword = settled.trim().slice(0, KEYWORD_MAX);

  const suggestions = useQuery({
    queryKey: catalogueKeys.searchSuggest(keyword),
    queryFn: ({ signal }) => api.request('searchSuggest', { keyword }, { signal, silent: true }),
    enabled: keyword !== '',
    // The last completions stay while the next ones load, so the list does not flicker per word.
    placeholderData: keepPreviousData,
  });
  const hot = useQuery(catalogueQueries.searchHot(api));

  const submit = (value: string) => {
    const chosen = value.trim().slice(0, KEYWORD_MAX);
    if (!chosen) return;
    setHistory(recordSearch(chosen));
    navigate(`${PATHS.productList}?${new URLSearchParams({ keyword: chosen }).toString()}`);
  };

  const clearHistory = async () => {
    const sure = await confirm({
      title: t('messages.tip'),
      message: t('pages.search.clearHistoryConfirm'),
      confirmLabel: t('common.clear'),
      cancelLabel: t('common.cancel'),
      tone: 'danger',
    });
    if (!sure) return;
    clearSearchHistory();
    setHistory([]);
    // The button that had focus is gone with the history; the field is the natural next stop.
    input.current?.focus();
  };

  const topBar = (
    <>
      <AppNavBar title={t('routes.search')} />
      <div className={styles.searchRow}>
        <SearchBar
          ref={input}
          className={styles.searchField}
          label={t('common.search')}
          placeholder={t('pages.search.placeholder')}
          clearLabel={t('common.clear')}
          value={text}
          onChange={setText}
          onSearch={setSettled}
          onKeyDown={(event) => {
            // Enter searches; while an input method is composing, Enter only confirms the characters.
            if (event.key === 'Enter' && !event.nativeEvent.isComposing) submit(text);
          }}
          maxLength={KEYWORD_MAX}
          // The page exists to type a search: the field is where the shopper is headed anyway.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
        />
        <Button variant="text" size="sm" className={styles.searchButton} onPress={() => submit(text)}>
          {t('common.search')}
        </Button>
      </div>
    </>
  );

  if (typed) {
    const completions = (suggestions.data ?? []).filter((s) => s.toLocaleLowerCase() !== typed.toLocaleLowerCase());
    return (
      <Page topBar={topBar}>
        <section className={styles.suggestions} aria-label={t('pages.search.suggestions')}>
          <ul className={styles.suggestionList}>
            <li>
              <button type="button" className={styles.suggestion} onClick={() => submit(typed)}>
                <SearchIcon className={styles.suggestionIcon} />
                <span className={styles.suggestionText}>{t('pages.search.searchFor', { keyword: typed })}</span>
              </button>
            </li>
            {completions.map((completion) => (
              <li key={completion}>
                <button type="button" className={styles.suggestion} onClick={() => submit(completion)}>
                  <SearchIcon className={styles.suggestionIcon} />
                  <span className={styles.suggestionText}>
                    <Highlighted text={completion} typed={typed} />
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      </Page>
    );
  }

  const nothingToShow = history.length === 0 && hot.isSuccess && hot.data.length === 0;

  return (
    <Page topBar={topBar}>
      {history.length > 0 ? (
        <section className={styles.section} aria-labelledby="search-history">
          <div className={styles.sectionHeader}>
            <h2 id="search-history" className={styles.sectionTitle}>
              {t('pages.search.history')}
            </h2>
            <Button variant="text" size="sm" onPress={() => void clearHistory()}>
              {t('pages.search.clearHistory')}
            </Button>
          </div>
          <KeywordChips keywords={history} onPick={submit} />
        </section>
      ) : null}

      {hot.isPending ? (
        <SkeletonGroup label={t('common.loading')} className={styles.section}>
          <Skeleton shape="line" width="40%" height={20} />
          <span className={styles.chips}>
            {[72, 56, 88, 64, 80, 48].map((width, i) => (
              <Skeleton key={i} shape="block" width={width} height={32} />
            ))}
          </span>
        </SkeletonGroup>
      ) : hot.isError ? (
        <Empty
          illustration="error"
          description={t('messages.pageLoadFailed')}
          actionLabel={t('common.retry')}
          onAction={() => void hot.refetch()}
        />
      ) : hot.data.length > 0 ? (
        <section className={styles.section} aria-labelledby="search-hot">
          <h2 id="search-hot" className={styles.sectionTitle}>
            {t('pages.search.hot')}
          </h2>
          <KeywordChips keywords={hot.data} onPick={submit} />
        </section>
      ) : null}

      {nothingToShow ? <Empty illustration="search" description={t('pages.search.start')} /> : null}
    </Page>
  );
}
