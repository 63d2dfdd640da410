import { describe, expect, it } from 'vitest';
import { translate } from './i18n';

const FSI = '\u2068';
const PDI = '\u2069';

describe('translate', () => {
  it('isolates a left-to-right value inside an Arabic sentence, so "$20.00" keeps its order', () => {
    expect(translate('ar', 'server.sandbox.amount', { amount: '$20.00' })).toBe(`المبلغ المستحق: ${FSI}$20.00${PDI}`);
  });

  it('leaves a value in the sentence’s own direction bare, and numbers as they are', () => {
    expect(translate('en', 'server.sandbox.amount', { amount: '$20.00' })).toBe('Amount to pay: $20.00');
    expect(translate('ar', 'server.sandbox.amount', { amount: 20 })).toBe('المبلغ المستحق: 20');
  });

  it('isolates an Arabic value inside a left-to-right sentence', () => {
    expect(translate('de', 'server.sandbox.amount', { amount: 'متجر 24' })).toContain(`${FSI}متجر 24${PDI}`);
  });
});
