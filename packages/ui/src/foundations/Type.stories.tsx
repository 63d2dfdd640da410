import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../theme/contract.css';
import {
  CJK_FAMILIES,
  SCRIPT_FAMILIES,
  TALL_SCRIPT_LANGUAGES,
  TALL_SCRIPT_LINE_HEIGHT,
} from '../theme/scripts';
import { lightTokens } from '../theme/tokens';
import { FoundationPage, FoundationSection } from './FoundationPage';
import * as styles from './foundations.css';

type Language = (typeof SCRIPT_FAMILIES)[number]['languages'][number];

/**
 * One line of the product's own copy per language (the "free shipping" banner of the kit's
 * carousel, from locales/*.json), so each script shows its letters, marks and digits as shoppers
 * see them.
 */
const SAMPLES: Record<Language, string> = {
  en: 'Free shipping on orders over $30',
  fr: 'Livraison gratuite dès $30 d’achat',
  de: 'Kostenloser Versand ab $30',
  es: 'Envío gratis en pedidos de más de $30',
  pt: 'Frete grátis em pedidos acima de $30',
  id: 'Gratis ongkir untuk pesanan di atas $30',
  vi: 'Miễn phí vận chuyển cho đơn trên $30',
  ru: 'Бесплатная доставка при заказе от $30',
  ar: 'شحن مجاني للطلبات فوق \u2068$30\u2069',
  th: 'ส่งฟรีเมื่อสั่งซื้อครบ $30',
  hi: '$30 से अधिक के ऑर्डर पर मुफ़्त शिपिंग',
  'zh-Hans': '订单满 $30 包邮',
  'zh-Hant': '訂單滿 $30 免運費',
  ja: '$30以上のご注文で送料無料',
  ko: '$30 이상 주문 시 무료 배송',
};

const isTall = (lang: string) => (TALL_SCRIPT_LANGUAGES as readonly string[]).includes(lang);

/**
 * What the document's language makes of the type tokens (the toolbar's locale). Read while
 * rendering: the locale decorator has set the document's language by then.
 */
function rootType() {
  const style = getComputedStyle(document.documentElement);
  const read = (reference: string) =>
    style.getPropertyValue(reference.replace(/^var\((.*)\)$/, '$1')).trim();
  return {
    lang: document.documentElement.lang,
    family: read(vars.font.family),
    lineHeight: read(vars.font.lineHeight.normal),
  };
}

function ScriptsPage() {
  const root = rootType();
  return (
    <FoundationPage
      title="Type: scripts"
      intro="One Noto family per script, shipped with the kit as @fontsource-variable packages, so a screen looks the same on every machine. Each sample is marked with its language, as the app marks its pages, and drawn by the theme's own stack: Latin digits in Noto Sans, Han in the regional family of its language."
    >
      <FoundationSection title="Families">
        <ul className={styles.list}>
          {SCRIPT_FAMILIES.map(({ script, family, fontPackage, languages }) => (
            <li key={family} className={styles.scriptRow} data-script={script}>
              <span className={styles.tokenName}>{script}</span>
              <span className={styles.value}>{family}</span>
              <span className={styles.value}>{fontPackage}</span>
              {languages.map((lang) => (
                <span key={lang} className={styles.scriptSample}>
                  <span className={styles.value}>{lang}</span>
                  <span
                    className={styles.scriptText}
                    lang={lang}
                    dir={lang === 'ar' ? 'rtl' : 'ltr'}
                    // The line height a page in this language has (theme.css.ts), whatever this page's locale.
                    style={{
                      lineHeight: isTall(lang)
                        ? TALL_SCRIPT_LINE_HEIGHT.normal
                        : lightTokens.font.lineHeight.normal,
                    }}
                    data-sample={lang}
                  >
                    {SAMPLES[lang]}
                  </span>
                </span>
              ))}
            </li>
          ))}
        </ul>
      </FoundationSection>
      <FoundationSection title="Line height by script">
        <p className={styles.note}>
          {`Latin, Cyrillic and CJK: normal ${lightTokens.font.lineHeight.normal}, tight ${lightTokens.font.lineHeight.tight}. `}
          {`Tall marks (${TALL_SCRIPT_LANGUAGES.join(', ')}): normal ${TALL_SCRIPT_LINE_HEIGHT.normal}, tight ${TALL_SCRIPT_LINE_HEIGHT.tight}, so nothing clips.`}
        </p>
        <p className={styles.note} data-root-type>
          {`This page's locale (${root.lang}) uses line height ${root.lineHeight} and the stack ${root.family}.`}
        </p>
      </FoundationSection>
    </FoundationPage>
  );
}

const WEIGHTS = Object.entries(lightTokens.font.weight);

const SIZE_PURPOSE: Record<keyof typeof lightTokens.font.size, string> = {
  caption: 'captions, tags, meta lines',
  body: 'body text',
  title: 'titles in lists',
  pageTitle: 'page titles',
  price: 'prices on detail pages',
  priceLarge: 'the price of a product page',
};

function SizesPage() {
  return (
    <FoundationPage
      title="Type: sizes and weights"
      intro="The size tokens (vars.font.size.*) from captions to large prices, each in the three weights the kit uses."
    >
      <FoundationSection title="Sizes">
        <ul className={styles.list}>
          {Object.entries(lightTokens.font.size).map(([name, size]) => (
            <li key={name} className={styles.sizeRow} data-size={name}>
              <span
                className={styles.value}
              >{`${name} · ${size} · ${SIZE_PURPOSE[name as keyof typeof SIZE_PURPOSE]}`}</span>
              <span
                style={{ fontSize: vars.font.size[name as keyof typeof lightTokens.font.size] }}
              >
                {WEIGHTS.map(([weight, value]) => (
                  <span key={weight} style={{ fontWeight: value, marginInlineEnd: vars.space.sm }}>
                    {weight}
                  </span>
                ))}
              </span>
            </li>
          ))}
        </ul>
      </FoundationSection>
      <FoundationSection title="Weights">
        <ul className={styles.list}>
          {WEIGHTS.map(([name, weight]) => (
            <li key={name} style={{ fontWeight: weight }} data-weight={name}>
              {`${name} · ${weight} · $1,299.00`}
            </li>
          ))}
        </ul>
      </FoundationSection>
    </FoundationPage>
  );
}

/** The type tokens: which family draws which script, line heights, and the size scale. */
const meta = {
  title: 'Foundations/Type',
  component: ScriptsPage,
} satisfies Meta<typeof ScriptsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scripts: Story = {
  play: async ({ canvasElement }) => {
    const languages = SCRIPT_FAMILIES.flatMap((s) => s.languages);
    const samples = [...canvasElement.querySelectorAll<HTMLElement>('[data-sample]')];
    await expect(samples.map((s) => s.lang)).toEqual(languages);
    // Each sample's stack holds its script's family (Han: the regional one, ahead of the others).
    for (const { family, languages: langs } of SCRIPT_FAMILIES) {
      for (const lang of langs) {
        const stack = getComputedStyle(
          canvasElement.querySelector<HTMLElement>(`[data-sample="${lang}"]`)!,
        )
          .fontFamily.split(',')
          .map((f) => f.trim().replaceAll('"', "'"));
        await expect(stack).toContain(family);
        if (lang in CJK_FAMILIES) await expect(stack[1]).toBe(family);
      }
    }
    await expect(within(canvasElement).getByText(/This page's locale \([a-z]/)).toBeInTheDocument();
  },
};

export const SizesAndWeights: Story = {
  render: () => <SizesPage />,
  play: async ({ canvasElement }) => {
    for (const [name, size] of Object.entries(lightTokens.font.size)) {
      const row = canvasElement.querySelector<HTMLElement>(`[data-size="${name}"]`)!;
      await expect(getComputedStyle(row.lastElementChild!).fontSize).toBe(size);
    }
  },
};
