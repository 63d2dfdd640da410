import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES_DIR } from './dictionaries';

// Proves the project's own ESLint config (not a copy of it) rejects hard-coded copy in the kit and
// the app, so removing or loosening the rule fails here.
const ROOT = path.resolve(LOCALES_DIR, '..');
const RULE = 'i18next/no-literal-string';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

async function literalLines(code: string, file: string): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages.filter((m) => m.ruleId === RULE).map((m) => m.line);
}

const component = `export function Demo({ label, state }: { label: string; state: string }) {
  return (
    <section aria-label={label} data-state={state === 'done' ? 'done' : 'open'}>
      <p>Add to cart</p>
      <p>{'Pay now'}</p>
      <button type="button" aria-label="Close dialog">{label}</button>
      <input placeholder="Search products" aria-label={label} />
      <img alt="Shop logo" src="logo.png" />
      <span title="More information">{label}</span>
      <span>{label} / {label}</span>
      <span>USDT</span>
    </section>
  );
}
`;

describe('hard-coded user-visible text in JSX', () => {
  it.each(['packages/ui/src/components/Demo/Demo.tsx', 'app/src/pages/demo/DemoPage.tsx'])(
    'is an ESLint error in %s: text, string children and visible attributes',
    async (file) => {
      // Lines 4 to 9 each hard-code copy; lines 3, 10 and 11 hold only code tokens, a symbol, a ticker.
      expect(await literalLines(component, file)).toEqual([4, 5, 6, 7, 8, 9]);
    },
    60_000,
  );

  it('is allowed in stories, which show copy from the dictionaries through <T> anyway', async () => {
    expect(await literalLines(component, 'packages/ui/src/components/Demo/Demo.stories.tsx')).toEqual([]);
  }, 60_000);
});
