import { useTranslation } from 'react-i18next';
import { Button, Page } from '@shop/ui';
import type { ConnectionState } from '../../features/chat/connection';
import { useChatConnection } from '../../features/chat/useChatConnection';
import { AppNavBar } from '../../shell/AppNavBar';

import * as styles from '../../features/chat/Kefu.css';
import { intlLocale } from '../../i18n/intlLocale';

const STATE_KEYS: Record<ConnectionState, string> = {
  idle: 'pages.kefu.test.idle',
  connecting: 'pages.kefu.test.connecting',
  open: 'pages.kefu.test.open',
  reconnecting: 'pages.kefu.test.reconnecting',
  offline: 'pages.kefu.test.offline',
  ended: 'pages.kefu.test.ended',
};

/**
 * `kefu/test`: the connection check customer service asks a user to open when chat does not
 * update. It shows the live channel's state, the last heartbeat's round trip, how many times it
 * reconnected since the tab opened, and reconnects on request. It reads the tab's one connection,
 * so what it shows is what the chat screens get.
 */
export default function ConnectionCheckPage() {
  const { t, i18n } = useTranslation();
  const { connection, snapshot } = useChatConnection();
  const locale = intlLocale(i18n.language);
  const number = new Intl.NumberFormat(locale);
  const dot =
    snapshot.state === 'open' ? styles.stateOpen : snapshot.state === 'reconnecting' || snapshot.state === 'offline' ? styles.stateDown : '';
  return (
    <Page topBar={<AppNavBar title={t('routes.chatTest')} />}>
      <section className={styles.section} aria-labelledby="chat-test-title">
        <h2 id="chat-test-title" className={styles.sectionTitle}>
          {t('pages.kefu.test.title')}
        </h2>
        <p className={styles.paragraph}>{t('pages.kefu.test.intro')}</p>
        <dl className={styles.facts}>
          <dt className={styles.factName}>{t('pages.kefu.test.state')}</dt>
          <dd className={styles.factValue}>
            <span role="status">
              <span className={`${styles.stateDot} ${dot}`} aria-hidden="true" />
              {t(STATE_KEYS[snapshot.state])}
            </span>
          </dd>
          <dt className={styles.factName}>{t('pages.kefu.test.roundTrip')}</dt>
          <dd className={styles.factValue}>
            {snapshot.lastRoundTripMs === null
              ? t('pages.kefu.test.noHeartbeat')
              : t('pages.kefu.test.milliseconds', { value: number.format(snapshot.lastRoundTripMs) })}
          </dd>
          <dt className={styles.factName}>{t('pages.kefu.test.reconnects')}</dt>
          <dd className={styles.factValue}>{number.format(snapshot.reconnects)}</dd>
        </dl>
      </section>
      <div className={styles.actions}>
        <Button block onPress={() => connection.reconnectNow()} isDisabled={snapshot.state === 'ended' || snapshot.state === 'idle'}>
          {t('pages.kefu.test.reconnectNow')}
        </Button>
      </div>
    </Page>
  );
}
