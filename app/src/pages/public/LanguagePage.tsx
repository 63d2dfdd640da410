import { useTranslation } from 'react-i18next';
import { Page, Radio, RadioGroup } from '@shop/ui';
import { LOCALES } from '@shop/domain';
import { useLocaleControl } from '../../shell/AppProviders';
import { AppNavBar } from '../../shell/AppNavBar';
import * as styles from './LanguagePage.css';

/**
 * Each language's own name, as its dictionary gives it (`language.name`). Read from the
 * dictionaries' `language` sections at build time (JSON named imports tree-shake the rest), so
 * the list shows every name without downloading 15 dictionaries.
 */
const LANGUAGE_SECTIONS = import.meta.glob<{ name: string }>('../../../../locales/*.json', {
  eager: true,
  import: 'language',
});

function nativeName(locale: string): string {
  const entry = Object.entries(LANGUAGE_SECTIONS).find(([file]) =>
    file.endsWith(`/${locale}.json`),
  );
  return entry ? entry[1].name : locale;
}

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
              {nativeName(code)}
            </span>
          </Radio>
        ))}
      </RadioGroup>
    </Page>
  );
}
