import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { i18n } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { I18nProvider } from 'react-aria-components';
import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { ConfirmProvider, ToastProvider, useConfirm, useToast, type ToastDuration } from '@shop/ui';
import type { StoredSession } from '@shop/domain';
import type { User } from '@shop/api';
import type { ApiClient } from '@shop/api/client';
import { createAppApi } from '../api/appApi';
import { ApiContext } from '../api/useApi';
import { appQueryClient, readyQueryClientSource, type QueryClientSource } from '../api/queryClientSource';
import { createEventBus, type EventBus } from '../api/eventBus';
import { applyDocumentLanguage } from '../i18n';
import { selectSignedIn, SessionProvider, useSession } from '../session/SessionProvider';
import { storeLocale } from '../session/storage';
import { FeedbackContext, useFeedback, type Feedback } from './feedback';
import { ForgetOnUserChange } from './ForgetOnUserChange';
import { GuestCartMerge } from './GuestCartMerge';
import { RefetchOnLanguageChange } from './RefetchOnLanguageChange';
import { intlLocale } from '../i18n/intlLocale';

interface LocaleControl {
  locale: string;
  /** Stores the choice and applies it at once: dictionary, `lang`, `dir`, request header. */
  setLocale: (locale: string) => Promise<void>;
}

const LocaleContext = createContext<LocaleControl | null>(null);

export function useLocaleControl(): LocaleControl {
  const control = useContext(LocaleContext);
  if (!control) throw new Error('useLocaleControl needs the app providers');
  return control;
}

function FeedbackHost({ children }: { children: ReactNode }) {
  const toast = useToast();
  const confirm = useConfirm();
  const hideLoading = useRef<(() => void) | null>(null);
  const { t } = useTranslation();
  const feedback = useMemo<Feedback>(
    () => ({
      toast: (message, kind = 'info') => void toast[kind](message),
      loading: (visible) => {
        if (visible && !hideLoading.current) hideLoading.current = toast.loading(t('common.loading'));
        if (!visible && hideLoading.current) {
          hideLoading.current();
          hideLoading.current = null;
        }
      },
      alert: async ({ title, message, confirmText }) => {
        await confirm({ title, message, confirmLabel: confirmText });
      },
    }),
    [toast, confirm, t],
  );
  return <FeedbackContext.Provider value={feedback}>{children}</FeedbackContext.Provider>;
}

function ApiHost({
  api: given,
  bus: givenBus,
  onRelogin,
  initialSession,
  children,
}: {
  api?: ApiClient;
  bus?: EventBus;
  onRelogin: () => void;
  initialSession?: StoredSession<User>;
  children: ReactNode;
}) {
  const feedback = useFeedback();
  const { t } = useTranslation();
  // The session restarts from storage after a 403 cleared it (the machine's `expired` is final).
  const [sessionGeneration, setSessionGeneration] = useState(0);
  // One client for the app's life; its events reach whatever feedback and router are current.
  const [bus] = useState(() => givenBus ?? createEventBus());
  useEffect(
    () =>
      bus.connect({
        t: (key, vars) => t(key, vars),
        toast: (message) => feedback.toast(message, 'error'),
        loading: feedback.loading,
        alert: feedback.alert,
        relogin: () => {
          setSessionGeneration((n) => n + 1);
          onRelogin();
        },
      }),
    [bus, feedback, t, onRelogin],
  );
  const [api] = useState(() => given ?? createAppApi(bus.translate, bus.events));
  return (
    <ApiContext.Provider value={api}>
      <SessionProvider key={sessionGeneration} api={api} initial={sessionGeneration === 0 ? initialSession : undefined}>
        <CacheKeepers />
        {children}
      </SessionProvider>
    </ApiContext.Provider>
  );
}

const QueryClientSourceContext = createContext<QueryClientSource>(appQueryClient);

/** Where the query cache comes from, for a screen that makes it itself when it needs it (home). */
export function useQueryClientSource(): QueryClientSource {
  return useContext(QueryClientSourceContext);
}

/**
 * Provides the query cache once it is made (see QueryClientSource), and connects it to the
 * browser's focus and online events as `QueryClientProvider` does. The context is there from the
 * first render, empty until then, so the cache arriving never remounts the screen below.
 */
function QueryHost({ source, children }: { source: QueryClientSource; children: ReactNode }) {
  const client = useSyncExternalStore(source.subscribe, () => source.client);
  useEffect(() => {
    if (!client) return;
    client.mount();
    return () => client.unmount();
  }, [client]);
  return (
    <QueryClientSourceContext.Provider value={source}>
      <QueryClientContext.Provider value={client ?? undefined}>{children}</QueryClientContext.Provider>
    </QueryClientSourceContext.Provider>
  );
}

/**
 * What keeps the cache right for who is signed in and in which language. Without a cache (a
 * visitor's first look at the home page) there is nothing to forget, merge or refetch yet; they
 * start with the cache, which someone signed in always has (a guest cart waits to be merged, a
 * cart count to be shown).
 */
function CacheKeepers() {
  const client = useContext(QueryClientContext);
  const source = useQueryClientSource();
  const signedIn = useSession(selectSignedIn);
  useEffect(() => {
    if (signedIn && !client) source.load().catch(() => undefined);
  }, [signedIn, client, source]);
  return client ? (
    <>
      <ForgetOnUserChange />
      <GuestCartMerge />
      <RefetchOnLanguageChange />
    </>
  ) : null;
}

export interface AppProvidersProps {
  i18n: i18n;
  /** A client of the caller's (stories, tests); by default the app's own. */
  api?: ApiClient;
  /** The bus `api` was made with (`createAppClients`), so its toasts and relogin reach this tree. */
  bus?: EventBus;
  /** A cache of the caller's (stories, tests), made already; by default the app's, made when needed. */
  queryClient?: QueryClient;
  /** Where the app's cache comes from (`createAppClients`), when no `queryClient` is given. */
  queries?: QueryClientSource;
  initialSession?: StoredSession<User>;
  /** The 403 flow's end: go to login. */
  onRelogin: () => void;
  /** How long toasts stay, in ms, for all or per type (see ToastProvider); the kit's default unless given. */
  toastDuration?: ToastDuration;
  children: ReactNode;
}

/** The running app's client and its event bus, made before the first render, and its query cache's source. */
export function createAppClients() {
  const bus = createEventBus();
  return { bus, api: createAppApi(bus.translate, bus.events), queries: appQueryClient };
}
export type AppClients = ReturnType<typeof createAppClients>;

/** Everything a screen needs around it, in the app and in Storybook alike. */
export function AppProviders({
  i18n,
  api,
  bus,
  queryClient,
  queries,
  initialSession,
  onRelogin,
  toastDuration,
  children,
}: AppProvidersProps) {
  const [locale, setLocaleState] = useState(i18n.language);
  const [source] = useState(() => (queryClient ? readyQueryClientSource(queryClient) : (queries ?? appQueryClient)));
  const setLocale = useCallback(
    async (next: string) => {
      storeLocale(next);
      await i18n.changeLanguage(next);
      applyDocumentLanguage(next);
      setLocaleState(next);
    },
    [i18n],
  );
  const localeControl = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return (
    <I18nextProvider i18n={i18n}>
      <I18nProvider locale={intlLocale(locale)}>
        <LocaleContext.Provider value={localeControl}>
          <ToastProvider duration={toastDuration}>
            <ConfirmProvider>
              <FeedbackHost>
                <QueryHost source={source}>
                  <ApiHost api={api} bus={bus} onRelogin={onRelogin} initialSession={initialSession}>
                    {children}
                  </ApiHost>
                </QueryHost>
              </FeedbackHost>
            </ConfirmProvider>
          </ToastProvider>
        </LocaleContext.Provider>
      </I18nProvider>
    </I18nextProvider>
  );
}
