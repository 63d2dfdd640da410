import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Cell, CellGroup, Page } from '@shop/ui';
import { PATHS } from '../../routes/paths';
import { AppNavBar } from '../../shell/AppNavBar';

import * as styles from '../../features/chat/Kefu.css';
import { intlLocale } from '../../i18n/intlLocale';

/**
 * Customer service's hours, in UTC: staff answer every day from 08:00 to 20:00 UTC. A chat
 * written outside them waits in the staff inbox until the next morning. Shown in the reader's
 * own time zone, since a marketplace's buyers are everywhere.
 */
export const SUPPORT_HOURS_UTC = { from: 8, to: 20 } as const;

function supportHours(locale: string, at = new Date()): string {
  const day = (hour: number) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate(), hour));
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).formatRange(
    day(SUPPORT_HOURS_UTC.from),
    day(SUPPORT_HOURS_UTC.to),
  );
}

/**
 * `index/kefu`: the customer-service page. What customer service helps with, when staff answer,
 * the way into the chat, and help articles for what can be answered without waiting. Open to
 * visitors (the chat itself asks them to sign in).
 */
export default function ServiceInfoPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const locale = intlLocale(i18n.language);
  return (
    <Page topBar={<AppNavBar title={t('routes.serviceInfo')} />}>
      <section className={styles.section} aria-labelledby="service-helps">
        <h2 id="service-helps" className={styles.sectionTitle}>
          {t('pages.kefu.service.helpsTitle')}
        </h2>
        <ul className={styles.bullets}>
          <li>{t('pages.kefu.service.orders')}</li>
          <li>{t('pages.kefu.service.refunds')}</li>
          <li>{t('pages.kefu.service.payments')}</li>
          <li>{t('pages.kefu.service.account')}</li>
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="service-hours">
        <h2 id="service-hours" className={styles.sectionTitle}>
          {t('pages.kefu.service.hoursTitle')}
        </h2>
        <p className={styles.paragraph}>{t('pages.kefu.service.hours', { hours: supportHours(locale) })}</p>
        <p className={styles.paragraph}>{t('pages.kefu.service.stores')}</p>
      </section>
      <div className={styles.actions}>
        <Button block onPress={() => navigate(`${PATHS.chat}?with=support`)}>
          {t('pages.kefu.service.chat')}
        </Button>
      </div>
      <CellGroup inset>
        <Cell title={t('routes.help')} description={t('pages.kefu.service.helpDescription')} href={`#${PATHS.help}`} arrow />
        <Cell title={t('routes.chatTest')} description={t('pages.kefu.service.testDescription')} href={`#${PATHS.chatTest}`} arrow />
      </CellGroup>
    </Page>
  );
}
