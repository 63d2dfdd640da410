import { describe, expect, it } from 'vitest';
import { isolateValue } from './isolate';

const FSI = '\u2068';
const PDI = '\u2069';

describe('isolateValue', () => {
  it('isolates Latin text, digits and amounts in a right-to-left sentence', () => {
    expect(isolateValue('$20 off at Coral Corner', 'rtl')).toBe(`${FSI}$20 off at Coral Corner${PDI}`);
    expect(isolateValue('SO2026112000001', 'rtl')).toBe(`${FSI}SO2026112000001${PDI}`);
    expect(isolateValue('-20.00 $', 'rtl')).toBe(`${FSI}-20.00 $${PDI}`);
  });

  it('isolates Arabic text in a left-to-right sentence', () => {
    expect(isolateValue('متجر النور 24', 'ltr')).toBe(`${FSI}متجر النور 24${PDI}`);
  });

  it('leaves values in the sentence\'s own direction, numbers and empty values bare', () => {
    expect(isolateValue('Coral Corner', 'ltr')).toBe('Coral Corner');
    expect(isolateValue('$20.00', 'ltr')).toBe('$20.00');
    expect(isolateValue('متجر النور', 'rtl')).toBe('متجر النور');
    expect(isolateValue(3, 'rtl')).toBe(3);
    expect(isolateValue('', 'rtl')).toBe('');
    expect(isolateValue(`${FSI}x${PDI}`, 'rtl')).toBe(`${FSI}x${PDI}`);
  });
});
