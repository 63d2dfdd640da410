import { PSEUDO_LOCALE } from '@shop/domain';
import { pseudoize } from '@shop/domain/pseudo';
import type { ErrorReason } from '../contract/errors';

/**
 * The mock answers refusals the way the server does: `msg` translated into the request's `lang`
 * from the same dictionaries (`errors.<reason>`). Dictionaries load lazily, one per language used.
 */
const loaders = import.meta.glob<Record<string, string>>('../../../../locales/*.json', { import: 'errors' });

const cache = new Map<string, Promise<Record<string, string>>>();

function errorsOf(lang: string): Promise<Record<string, string>> {
  let entry = cache.get(lang);
  if (!entry) {
    const load = loaders[`../../../../locales/${lang}.json`];
    entry = load ? load().then((errors) => errors ?? {}) : Promise.resolve({});
    cache.set(lang, entry);
  }
  return entry;
}

export async function errorMessage(
  reason: ErrorReason,
  lang: string,
  params: Record<string, string | number> = {},
): Promise<string> {
  // The pseudo-locale (Storybook's layout check) reads every server message as its English text
  // pseudoized, as the app's own pseudo dictionary does, so a refusal looks translated there too.
  const english = (await errorsOf('en'))[reason] ?? reason;
  const template = lang === PSEUDO_LOCALE ? pseudoize(english) : ((await errorsOf(lang))[reason] ?? english);
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
