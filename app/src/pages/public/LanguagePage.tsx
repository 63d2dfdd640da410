import { useTranslation } from 'react-i18next';
import { Page, Radio, RadioGroup } from '@shop/ui';
import { LOCALES } from '@shop/domain';
import { NATIVE_NAMES } from '../../i18n/nativeNames';
import { useLocaleControl } from '../../shell/AppProviders';
import { AppNavBar } from '../../shell/AppNavBar';
import * as styles from './LanguagePage.css';

/** The language screen: the 15 languages by their own names; the choice applies at once. */
export default function LanguagePage() {
  const { t } = useTranslation();
  const { locale, setLocale } = useLocaleControl();
  return (
    <Page topBar={<AppNavBar title={t('routes.language')} />}>
      <p className={styles.intro}>{t('pages.language.intro')}</p>
      <RadioGroup
        label={t('routes.language')}
        hideLabel
        className={styles.choices}
        value={locale}
        onChange={(next) => void setLocale(next)}
      >
        {LOCALES.map((code) => (
          <Radio key={code} value={code}>
            <span lang={code} dir="auto">
              {NATIVE_NAMES[code]}
            </span>
          </Radio>
        ))}
      </RadioGroup>
    </Page>
  );
}
