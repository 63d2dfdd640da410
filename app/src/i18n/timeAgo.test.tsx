import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@shop/domain';
import { createI18n } from './index';
import { importDictionary } from './importDictionary';
import { useTimeAgoSentence } from './timeAgo';

const NOW = Date.parse('2026-11-29T12:00:00Z');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const KEYS = ['pages.orders.placedAgo', 'pages.staff.list.sentAgo', 'pages.staff.overview.oldest'];

function Sentence({ sentence, then }: { sentence: string; then: number }) {
  const say = useTimeAgoSentence(sentence);
  return <p>{say(then, NOW)}</p>;
}

/** The sentence as a reader gets it, without the marks that isolate its values. */
async function sentence(language: string, key: string, then: number) {
  const i18n = await createI18n(language, importDictionary);
  const { unmount } = render(
    <I18nextProvider i18n={i18n}>
      <Sentence sentence={key} then={then} />
    </I18nextProvider>,
  );
  const text = screen.getByRole('paragraph').textContent!.replace(/[\u2066-\u2069]/g, '');
  unmount();
  return text;
}

describe('useTimeAgoSentence', () => {
  it('words just now, so long ago and a date as whole sentences', async () => {
    expect(await sentence('en', KEYS[0]!, NOW - MINUTE)).toBe('Placed just now');
    expect(await sentence('en', KEYS[0]!, NOW - 2 * DAY)).toBe('Placed 2 days ago');
    expect(await sentence('en', KEYS[0]!, Date.parse('2025-03-04T12:00:00Z'))).toBe(
      'Placed on Mar 4, 2025',
    );
    expect(await sentence('de', KEYS[0]!, NOW - MINUTE)).toBe('Gerade eben bestellt');
    expect(await sentence('de', KEYS[0]!, Date.parse('2025-03-04T12:00:00Z'))).toBe(
      'Bestellt am 04.03.2025',
    );
    expect(await sentence('ja', KEYS[0]!, NOW - MINUTE)).toBe('たった今注文');
    expect(await sentence('th', KEYS[1]!, NOW - MINUTE)).toBe('ส่งเมื่อสักครู่');
  });

  it('has a just-now and a date sentence in every language, and never drops a capitalised "Just now" into one', async () => {
    for (const language of LOCALES) {
      const i18n = await createI18n(language, importDictionary);
      const justNow = i18n.t('time.justNow');
      for (const key of KEYS) {
        const said = await sentence(language, key, NOW - MINUTE);
        expect(i18n.exists(`${key}_justNow`), `${language}: ${key}_justNow`).toBe(true);
        expect(i18n.exists(`${key}_date`), `${language}: ${key}_date`).toBe(true);
        // "Placed Just now": the standalone word, capitalised, inside a sentence.
        const capitalised = justNow[0] !== justNow[0]!.toLowerCase();
        expect(capitalised && said.indexOf(justNow) > 0, `${language}: ${key} says "${said}"`).toBe(
          false,
        );
      }
    }
  });
});
