import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Avatar, Badge, Skeleton, SkeletonGroup } from '@shop/ui';
import type { ChatMessage, Conversation } from './chatCache';
import type { ConnectionState } from './connection';
import { PATHS } from '../../routes/paths';
import * as styles from './Kefu.css';
import { intlLocale } from '../../i18n/intlLocale';

const DAY = 24 * 60 * 60 * 1000;

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** A list row's time: the time today, the weekday within a week, the date before that. */
export function formatListTime(then: string, now: number, locale: string): string {
  const at = new Date(then);
  if (sameDay(at, new Date(now))) return new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(at);
  if (now - at.getTime() < 6 * DAY) return new Intl.DateTimeFormat(locale, { weekday: 'short' }).format(at);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short' }).format(at);
}

/** A separator between messages: the time today, the date and time before. */
export function formatSeparatorTime(then: string, now: number, locale: string): string {
  const at = new Date(then);
  return sameDay(at, new Date(now))
    ? new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(at)
    : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
}

/** The name a conversation's other side goes by; customer service in the reader's language. */
export function usePeerName() {
  const { t } = useTranslation();
  return (conversation: Pick<Conversation, 'peer'>) =>
    conversation.peer.kind === 'support' ? t('pages.kefu.support') : conversation.peer.name;
}

/** What a message says in one line: its text, or what kind of thing it is. */
export function usePreview() {
  const { t } = useTranslation();
  return (message: ChatMessage | null) => {
    if (!message) return t('pages.kefu.list.noMessages');
    if (message.kind === 'image') return t('pages.kefu.preview.image');
    if (message.kind === 'product') return t('pages.kefu.preview.product');
    return message.content;
  };
}

export const chatPath = (conversationId: number) => `${PATHS.chat}?id=${conversationId}`;

/** Conversations, each opening its chat: avatar, name, time, last message and unread count. */
export function ConversationList({
  conversations,
  label,
  now,
  pinSupport = false,
}: {
  conversations: readonly Conversation[];
  label: string;
  now: number;
  /** The buyer's list shows customer service first, whatever its age. */
  pinSupport?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const peerName = usePeerName();
  const preview = usePreview();
  const locale = intlLocale(i18n.language);
  const ordered = pinSupport
    ? [...conversations].sort((a, b) => Number(b.peer.kind === 'support') - Number(a.peer.kind === 'support'))
    : conversations;
  return (
    <ul className={styles.list} aria-label={label}>
      {ordered.map((conversation) => {
        const name = peerName(conversation);
        const time = conversation.lastMessage?.createdAt ?? conversation.updatedAt;
        return (
          <li key={conversation.id}>
            <Link to={chatPath(conversation.id)} className={styles.row}>
              <Avatar
                name={name}
                src={conversation.peer.avatar ?? undefined}
                shape={conversation.peer.kind === 'store' ? 'square' : 'round'}
                decorative
              />
              <span className={styles.rowBody}>
                <span className={styles.rowTop}>
                  <span className={styles.rowName} dir="auto" data-truncate>
                    {name}
                  </span>
                  {pinSupport && conversation.peer.kind === 'support' ? (
                    <span className={styles.pinned}>{t('pages.kefu.list.pinned')}</span>
                  ) : null}
                  <time className={styles.rowTime} dateTime={time}>
                    {formatListTime(time, now, locale)}
                  </time>
                </span>
                <span className={styles.rowBottom}>
                  <span className={styles.rowPreview} dir="auto" data-truncate>
                    {preview(conversation.lastMessage)}
                  </span>
                  {conversation.unread > 0 ? (
                    <Badge count={conversation.unread} label={t('pages.kefu.unread', { count: conversation.unread })} />
                  ) : null}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export function ConversationListSkeleton() {
  const { t } = useTranslation();
  return (
    <SkeletonGroup label={t('common.loading')}>
      {[0, 1, 2, 3].map((key) => (
        <div key={key} className={styles.skeletonRow}>
          <Skeleton shape="circle" width={40} height={40} />
          <div style={{ flex: 1, display: 'grid', gap: 8 }}>
            <Skeleton shape="line" width="40%" />
            <Skeleton shape="line" width="80%" />
          </div>
        </div>
      ))}
    </SkeletonGroup>
  );
}

/** Says when live updates are down; sending and refreshing still work over HTTP. */
export function ConnectionBanner({ state }: { state: ConnectionState }) {
  const { t } = useTranslation();
  if (state !== 'reconnecting' && state !== 'offline') return null;
  return (
    <p className={styles.banner} role="status">
      {state === 'offline' ? t('pages.kefu.banner.offline') : t('pages.kefu.banner.reconnecting')}
    </p>
  );
}

