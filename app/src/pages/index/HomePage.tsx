import { useContext, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import type { QueryClientSource } from '../../api/queryClientSource';
import { useQueryClientSource } from '../../shell/AppProviders';
import { useFeedback } from '../../shell/feedback';
import { providedHomeBoot } from '../../features/catalogue/homeBoot';
import type * as homeLiveData from './HomeLiveData';
import { bootModel, pendingModel, type HomeActions, type HomeModel } from '../../features/catalogue/homeModel';
import { HomeView } from './HomeView';

let liveModule: typeof homeLiveData | null = null;
const loadLiveModule = () => import('./HomeLiveData').then((module) => (liveModule = module));

interface Live {
  HomeLiveData: typeof homeLiveData.HomeLiveData;
  client: QueryClient;
}

/** The live page's parts: HomeLiveData's code and the query cache, made once per page. */
function createLiveLoader(source: QueryClientSource) {
  let going: Promise<Live> | null = null;
  return () => {
    going ??= Promise.all([loadLiveModule(), source.load()]).then(([module, client]) => ({
      HomeLiveData: module.HomeLiveData,
      client,
    }));
    // Offline: the next attempt downloads afresh.
    going.catch(() => {
      going = null;
    });
    return going;
  };
}

const liveNow = (source: QueryClientSource): Live | null =>
  liveModule && source.client ? { HomeLiveData: liveModule.HomeLiveData, client: source.client } : null;

/** An action that asked for the live page, answered once its first model is in. */
interface Waiter {
  act: (model: HomeModel) => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * The home page: a search entry, the banner carousel, category shortcuts, new arrivals and the
 * recommended feed that loads more as the shopper scrolls (pull to refresh reloads everything).
 *
 * A first visit draws the data the server put into the shell as it is, without a query cache: the
 * cache and the query library (HomeLiveData) download when the page first needs the server, to
 * load more or to refresh, and then take over the same page in place (its scroll, its carousel).
 * Where a cache exists already (the shopper comes back to home, a stored session, stories), or the
 * shell carried no data, the page goes live from the start (drawing the shell's data, if any, until
 * its first model is in).
 */
export default function HomePage() {
  const { t, i18n } = useTranslation();
  const feedback = useFeedback();
  const source = useQueryClientSource();
  const hasCache = useContext(QueryClientContext) !== undefined;
  // Drawn until the live page has its first model (at once where the cache was made already).
  const [boot] = useState(() => providedHomeBoot(i18n.language));
  const [loadLive] = useState(() => createLiveLoader(source));
  const [live, setLive] = useState<Live | null>(() => liveNow(source));
  const [liveModel, setLiveModel] = useState<HomeModel | null>(null);
  const [phase, setPhase] = useState<'boot' | 'going' | 'failed'>(boot && !hasCache ? 'boot' : 'going');
  const [waiters] = useState<Waiter[]>([]);

  useEffect(() => {
    if (live || phase !== 'going') return;
    let current = true;
    loadLive().then(
      (loaded) => {
        if (current) setLive(loaded);
      },
      (error: unknown) => {
        if (!current) return;
        // What was asked fails where it was asked (the feed's retry), or the page shows its own
        // failed state when it had nothing to show; asking again retries.
        setPhase('failed');
        for (const waiter of waiters.splice(0)) waiter.reject(error);
      },
    );
    return () => {
      current = false;
    };
  }, [live, phase, loadLive, waiters]);

  useEffect(() => {
    if (!liveModel) return;
    for (const waiter of waiters.splice(0)) {
      Promise.resolve()
        .then(() => waiter.act(liveModel))
        .then(waiter.resolve, waiter.reject);
    }
  }, [liveModel, waiters]);

  const actions = useMemo<HomeActions>(() => {
    const whenLive = (act: (model: HomeModel) => unknown) =>
      new Promise((resolve, reject) => {
        waiters.push({ act, resolve, reject });
        setPhase('going');
      });
    return {
      // The page's failed state without a live model: the live page asks for everything anyway.
      retry: () => void whenLive(() => undefined).catch(() => undefined),
      retryFeed: () => void whenLive((model) => model.retryFeed()).catch(() => undefined),
      loadMore: () => whenLive((model) => model.loadMore()),
      // The live page's refresh never fails (a failed part shows its own state); this one fails
      // when the live page's code cannot download, and says so.
      refresh: () =>
        whenLive((model) => model.refresh()).catch(() => feedback.toast(t('messages.noNetwork'), 'error')),
    };
  }, [waiters, feedback, t]);

  const model = liveModel ?? (boot ? bootModel(boot, actions) : pendingModel(actions, phase === 'failed'));
  return (
    <>
      {live && <live.HomeLiveData client={live.client} onModel={setLiveModel} />}
      <HomeView model={model} />
    </>
  );
}
