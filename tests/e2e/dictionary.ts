import { directionOf, escapeRegExp, isolateValue } from '@shop/domain';

export type Values = Record<string, string | number>;

export interface Texts {
  /**
   * The text of `key`, as the app shows it: `{{name}}` filled from `values`, and with a numeric
   * `count` the plural form the language's rules pick (`key_one`, `key_few`...), as i18next does.
   */
  (key: string, values?: Values): string;
  /**
   * A pattern for a text whose values the test cannot predict exactly (formatted money, dates):
   * each `{{name}}` not given in `values` matches any text.
   */
  pattern: (key: string, values?: Values) => RegExp;
  locale: string;
}

/** A value as the app puts it into a sentence: isolated where the sentence's direction could reorder it. */
const filled = (value: string | number, locale: string) =>
  typeof value === 'string' ? (isolateValue(value, directionOf(locale)) as string) : String(value);

/** Texts by dictionary key, read from the dictionary the app itself ships (locales/*.json). */
export async function dictionary(locale: string): Promise<Texts> {
  const { default: dict } = (await import(`../../locales/${locale}.json`, {
    with: { type: 'json' },
  })) as {
    default: Record<string, Record<string, unknown>>;
  };
  const plurals = new Intl.PluralRules(locale);

  const lookup = (key: string): string | undefined => {
    const value = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], dict);
    return typeof value === 'string' ? value : undefined;
  };
  const template = (key: string, values: Values = {}): string => {
    const count = values.count;
    const plural =
      typeof count === 'number'
        ? (lookup(`${key}_${plurals.select(count)}`) ?? lookup(`${key}_other`))
        : undefined;
    const value = plural ?? lookup(key);
    if (value === undefined) throw new Error(`no ${key} in ${locale}`);
    return value;
  };

  const t = ((key: string, values: Values = {}) =>
    template(key, values).replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
      name in values ? filled(values[name]!, locale) : whole,
    )) as Texts;
  t.pattern = (key, values = {}) => {
    const parts = template(key, values).split(/(\{\{\s*\w+\s*\}\})/);
    const source = parts
      .map((part) => {
        const name = /^\{\{\s*(\w+)\s*\}\}$/.exec(part)?.[1];
        if (name === undefined) return escapeRegExp(part);
        return name in values ? escapeRegExp(filled(values[name]!, locale)) : '.+?';
      })
      .join('');
    return new RegExp(`^${source}$`);
  };
  t.locale = locale;
  return t;
}
