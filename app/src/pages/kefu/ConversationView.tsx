import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { VisuallyHidden } from 'react-aria-components';
import { Button, Image, ImagePreview, Page, Price, Spinner } from '@shop/ui';
import { chatKeys } from '../../features/chat/api';
import { markRead, type ChatMessage, type MessagePages } from '../../features/chat/chatCache';
import { invalidateChatLists, useChatListUpdates, useConversationMessages } from '../../features/chat/chatData';
import { useChatConnection } from '../../features/chat/useChatConnection';
import { PATHS } from '../../routes/paths';
import { useApi } from '../../api/useApi';
import { AppNavBar } from '../../shell/AppNavBar';
import { LoadFailed } from '../../shell/LoadFailed';
import { ConnectionBanner, formatSeparatorTime } from '../../features/chat/chatParts';
import { Composer, type Outgoing } from './Composer';
import * as styles from '../../features/chat/Kefu.css';
import { OfferCard, type Offer } from './Offers';
import { useImagePreviewLabels } from '../../shell/imageLabels';
import { intlLocale } from '../../i18n/intlLocale';

/** A new time separator when this much passed since the message before. */
const SEPARATOR_AFTER_MS = 5 * 60 * 1000;
/** Within this distance of the end the list counts as "at the end" and follows new messages. */
const AT_END_PX = 80;
/** Older messages load when the list is scrolled this close to its start. */
const LOAD_OLDER_PX = 50;

/** Keys of messages on their way, unique in the tab. */
let pendingSeq = 0;

/** A message on its way: shown at once, replaced by the server's answer (keyed by id) when it lands. */
interface Pending extends Outgoing {
  key: string;
  status: 'sending' | 'failed';
}

export interface ConversationViewProps {
  conversationId: number;
  /** The other side's name: the nav bar's title and the list's label. */
  title: string;
  /** A product or an order to offer above the composer. */
  offer?: Offer | undefined;
}

/**
 * One conversation, as the buyer, the merchant and staff see it (`mine` is relative to whoever
 * is signed in): messages oldest first with time separators, mine at the inline end, older pages
 * on scroll to the start (keeping the place), read receipts, sending and failed states with a
 * retry, images full size on tap, product cards linking to the product; the composer below in
 * the page's flow, and the page as tall as the visual viewport, so a phone's keyboard never hides
 * the last message.
 */
export function ConversationView({ conversationId, title, offer }: ConversationViewProps) {
  const { t, i18n } = useTranslation();
  const previewLabels = useImagePreviewLabels();
  const api = useApi();
  const queryClient = useQueryClient();
  const locale = intlLocale(i18n.language);
  const { connection, snapshot } = useChatConnection();
  useChatListUpdates(connection, snapshot.state);
  const { query, messages, addMessage } = useConversationMessages(conversationId, connection, snapshot.state);
  const [pending, setPending] = useState<Pending[]>([]);
  const scroller = useRef<HTMLElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);

  /* ----- sending ----- */
  const send = useCallback(
    (item: Pending) => {
      setPending((list) => [...list.filter((p) => p.key !== item.key), { ...item, status: 'sending' }]);
      atEnd.current = true;
      api
        .request('chatSend', { conversationId, kind: item.kind, content: item.content }, { silent: true })
        .then((message) => {
          addMessage(message);
          setPending((list) => list.filter((p) => p.key !== item.key));
          invalidateChatLists(queryClient);
        })
        .catch(() => setPending((list) => list.map((p) => (p.key === item.key ? { ...p, status: 'failed' } : p))));
    },
    [api, conversationId, addMessage, queryClient],
  );
  const submit = useCallback(
    (outgoing: Outgoing) => {
      pendingSeq += 1;
      send({ ...outgoing, key: `pending-${pendingSeq}`, status: 'sending' });
    },
    [send],
  );

  /* ----- reading: the other side's messages are marked read while the page is shown ----- */
  const newestUnread = messages.findLast((m) => !m.mine && !m.read)?.id ?? null;
  const markedUpTo = useRef(0);
  useEffect(() => {
    const mark = () => {
      if (newestUnread === null || newestUnread <= markedUpTo.current || document.visibilityState !== 'visible') return;
      markedUpTo.current = newestUnread;
      api
        .request('chatRead', { conversationId }, { silent: true })
        .then(() => {
          queryClient.setQueryData<MessagePages>(chatKeys.messages(conversationId), (data) => markRead(data, (m) => !m.mine && m.id <= newestUnread));
          invalidateChatLists(queryClient);
        })
        .catch(() => {
          markedUpTo.current = 0; // try again with the next arrival or return to the page
        });
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [api, conversationId, newestUnread, queryClient]);

  /* ----- scrolling ----- */
  const scrollToEnd = useCallback(() => {
    const main = scroller.current;
    if (main) main.scrollTop = main.scrollHeight;
  }, []);
  const oldestId = messages[0]?.id ?? null;
  const newestShown = pending.length > 0 ? `p${pending.length}:${pending.at(-1)!.key}` : `m${messages.at(-1)?.id ?? 0}`;
  // Older messages arriving at the start keep what the reader looks at in place.
  const beforeOlder = useRef<{ height: number; top: number } | null>(null);
  useLayoutEffect(() => {
    const main = scroller.current;
    const saved = beforeOlder.current;
    if (main && saved) {
      main.scrollTop = main.scrollHeight - saved.height + saved.top;
      beforeOlder.current = null;
    }
  }, [oldestId]);
  // New messages at the end: follow them when the reader is at the end (or just sent one).
  useLayoutEffect(() => {
    if (atEnd.current) scrollToEnd();
  }, [newestShown, scrollToEnd]);
  const loadOlder = useCallback(() => {
    const main = scroller.current;
    if (!query.hasNextPage || query.isFetchingNextPage) return;
    if (main) beforeOlder.current = { height: main.scrollHeight, top: main.scrollTop };
    void query.fetchNextPage();
  }, [query]);
  useEffect(() => {
    const main = scroller.current;
    if (!main) return;
    const onScroll = () => {
      atEnd.current = main.scrollHeight - main.scrollTop - main.clientHeight < AT_END_PX;
      if (main.scrollTop < LOAD_OLDER_PX) loadOlder();
    };
    main.addEventListener('scroll', onScroll, { passive: true });
    return () => main.removeEventListener('scroll', onScroll);
  }, [loadOlder, query.isPending]);
  const followEnd = useCallback(() => {
    if (atEnd.current) scrollToEnd();
  }, [scrollToEnd]);
  useKeyboardSafeLayout(root, followEnd);

  /* ----- images, full size ----- */
  const images = messages.filter((m) => m.kind === 'image');
  const [viewing, setViewing] = useState<number | null>(null);

  const lastMine = messages.findLast((m) => m.mine)?.id;
  // Separators read "today" against when the messages arrived, so they stay put across renders.
  const now = query.dataUpdatedAt;
  const statusText = (message: ChatMessage) => (message.read ? t('pages.kefu.chat.read') : t('pages.kefu.chat.sent'));

  const body = query.isPending ? (
    <div className={styles.olderBar}>
      <Spinner label={t('common.loading')} />
    </div>
  ) : query.isError && messages.length === 0 ? (
    <LoadFailed onRetry={() => void query.refetch()} />
  ) : (
    <>
      {query.hasNextPage ? (
        <div className={styles.olderBar}>
          {query.isFetchNextPageError ? (
            <Button variant="secondary" size="sm" onPress={loadOlder}>
              {t('pages.kefu.chat.olderFailed')}
            </Button>
          ) : (
            <Button variant="text" size="sm" loading={query.isFetchingNextPage} onPress={loadOlder}>
              {t('pages.kefu.chat.older')}
            </Button>
          )}
        </div>
      ) : messages.length > 0 ? (
        <p className={styles.start}>{t('pages.kefu.chat.start')}</p>
      ) : null}
      <ol className={styles.messages} aria-label={t('pages.kefu.chat.listLabel', { name: title })}>
        {messages.length === 0 && pending.length === 0 ? <li className={styles.start}>{t('pages.kefu.chat.empty')}</li> : null}
        {messages.map((message, index) => {
          const previous = messages[index - 1];
          const separate =
            !previous || new Date(message.createdAt).getTime() - new Date(previous.createdAt).getTime() > SEPARATOR_AFTER_MS;
          return (
            <MessageItem
              key={message.id}
              mine={message.mine}
              separator={separate ? <time dateTime={message.createdAt}>{formatSeparatorTime(message.createdAt, now, locale)}</time> : null}
              status={
                message.mine ? (
                  message.id === lastMine ? (
                    <span className={styles.status} data-receipt="">
                      {statusText(message)}
                    </span>
                  ) : (
                    <VisuallyHidden>{statusText(message)}</VisuallyHidden>
                  )
                ) : null
              }
              sender={message.mine ? t('pages.kefu.chat.you') : title}
            >
              <MessageContent
                message={message}
                onOpenImage={() => setViewing(images.findIndex((m) => m.id === message.id))}
              />
            </MessageItem>
          );
        })}
        {pending.map((item) => (
          <MessageItem
            key={item.key}
            mine
            separator={null}
            sender={t('pages.kefu.chat.you')}
            status={
              item.status === 'sending' ? (
                <span className={styles.status}>{t('pages.kefu.chat.sending')}</span>
              ) : (
                <span className={`${styles.status} ${styles.statusFailed}`} role="alert">
                  {t('pages.kefu.chat.failed')}
                  <button type="button" className={styles.retry} onClick={() => send(item)}>
                    {t('pages.kefu.chat.retry')}
                  </button>
                </span>
              )
            }
          >
            <MessageContent message={{ kind: item.kind, content: item.content, product: item.product ?? null, mine: true }} />
          </MessageItem>
        ))}
      </ol>
    </>
  );

  return (
    <div ref={root} className={styles.chatRoot}>
      <Page
        ref={scroller}
        topBar={
          <>
            <AppNavBar title={title} />
            <ConnectionBanner state={snapshot.state} />
          </>
        }
        bottomBar={
          <Composer onSend={submit} attachment={offer ? <OfferCard offer={offer} onSend={submit} /> : null} disabled={query.isPending || (query.isError && messages.length === 0)} />
        }
      >
        {body}
      </Page>
      {viewing !== null && viewing >= 0 ? (
        <ImagePreview
          images={images.map((m, index) => ({ src: m.content, alt: t('pages.kefu.chat.imageAlt', { index: index + 1 }) }))}
          isOpen
          defaultIndex={viewing}
          onOpenChange={(open) => {
            if (!open) setViewing(null);
          }}
          {...previewLabels}
        />
      ) : null}
    </div>
  );
}

function MessageItem({
  mine,
  separator,
  sender,
  status,
  children,
}: {
  mine: boolean;
  separator: ReactNode;
  sender: string;
  status: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      {separator ? (
        <li className={styles.separator} aria-hidden="false">
          {separator}
        </li>
      ) : null}
      <li className={`${styles.bubbleRow} ${mine ? styles.bubbleRowMine : ''}`} data-mine={mine ? '' : undefined}>
        <div className={`${styles.bubbleColumn} ${mine ? styles.bubbleColumnMine : ''}`}>
          <VisuallyHidden>{sender}</VisuallyHidden>
          {children}
          {status}
        </div>
      </li>
    </>
  );
}

function MessageContent({
  message,
  onOpenImage,
}: {
  message: Pick<ChatMessage, 'kind' | 'content' | 'product' | 'mine'>;
  onOpenImage?: () => void;
}) {
  const { t } = useTranslation();
  if (message.kind === 'image') {
    return (
      <button type="button" className={styles.imageButton} onClick={onOpenImage} disabled={!onOpenImage}>
        <Image src={message.content} alt={t('pages.kefu.chat.viewImage')} aspectRatio={1} errorText={t('kit.image.failed')} />
      </button>
    );
  }
  if (message.kind === 'product' && message.product) {
    const product = message.product;
    return (
      <Link to={`${PATHS.productView}?id=${product.id}`} className={styles.productCard}>
        <span className={styles.productThumb}>
          <Image src={product.image} alt="" aspectRatio={1} errorText={t('kit.image.failed')} />
        </span>
        <span className={styles.productText}>
          <span className={styles.productName} dir="auto" data-truncate>
            {product.name}
          </span>
          <Price amount={product.price} size="sm" />
        </span>
      </Link>
    );
  }
  return (
    <p className={`${styles.bubble} ${message.mine ? styles.bubbleMine : ''}`} dir="auto" style={{ margin: 0 }}>
      {message.kind === 'product' ? t('pages.kefu.preview.product') : message.content}
    </p>
  );
}

/**
 * Phones shrink the visual viewport, not the layout viewport, when the keyboard opens (iOS
 * always; Android unless the page opts in), so `100dvh` alone would leave the composer under
 * the keyboard. The page follows `visualViewport.height`, and the list stays at its end when
 * it was there.
 */
function useKeyboardSafeLayout(root: React.RefObject<HTMLDivElement | null>, onResize: () => void) {
  useEffect(() => {
    const viewport = window.visualViewport;
    const element = root.current;
    if (!viewport || !element) return;
    const update = () => {
      element.style.setProperty(styles.viewportHeight.replace(/^var\((.*)\)$/, '$1'), `${viewport.height}px`);
      onResize();
    };
    viewport.addEventListener('resize', update);
    return () => viewport.removeEventListener('resize', update);
  }, [root, onResize]);
}
