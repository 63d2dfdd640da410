import { describe, expect, it } from 'vitest';
import { bidiProblem, collapseIsolates, OBJECT } from './bidi-rules';

const FSI = '\u2068';
const PDI = '\u2069';

describe('collapseIsolates', () => {
  it('replaces each isolate by one neutral and drops embeddings', () => {
    expect(collapseIsolates(`القسيمة: ${FSI}$20 off at Coral Corner${PDI}`)).toBe(`القسيمة: ${OBJECT}`);
    expect(collapseIsolates(`a ${FSI}b ${FSI}c${PDI} d${PDI} e`)).toBe(`a ${OBJECT} e`);
    expect(collapseIsolates('\u202Bx\u202C')).toBe('x');
    expect(collapseIsolates(`open ${FSI}to the end`)).toBe(`open ${OBJECT}`);
  });
});

describe('bidiProblem in a right-to-left paragraph', () => {
  const rtl = (text: string) => bidiProblem(collapseIsolates(text), 'rtl');

  it('reports the real examples', () => {
    expect(rtl('القسيمة: $20 off at Coral Corner')?.reason).toMatch(/another direction/);
    expect(rtl('الخصم -$20.00')?.run).toBe('-$20.00');
    expect(rtl('-20.00 $')?.reason).toMatch(/sign before a number/);
    expect(rtl('88 Sukhumvit Road, Khlong Toei')?.run).toBe('88 Sukhumvit Road, Khlong Toei');
    expect(rtl('+66812345678')).not.toBeNull();
    expect(rtl('طلب من Sunrise Goods')?.run).toBe('Sunrise Goods');
    expect(rtl('Mia Chen (Admin)')?.reason).toMatch(/end of a text/);
  });

  it('accepts the same texts isolated', () => {
    expect(rtl(`القسيمة: ${FSI}$20 off at Coral Corner${PDI}`)).toBeNull();
    expect(rtl(`الخصم ${FSI}-$20.00${PDI}`)).toBeNull();
    expect(rtl(`طلب من ${FSI}Sunrise Goods${PDI}`)).toBeNull();
  });

  it('accepts what reads right without isolation', () => {
    // A translator's brand name inside an Arabic sentence, a number or a percentage alone.
    expect(rtl('ادفع باستخدام USDT الآن')).toBeNull();
    expect(rtl('خصم 20% على كل شيء')).toBeNull();
    expect(rtl('الكمية: 1')).toBeNull();
    expect(rtl('19.90 $')).toBeNull();
    expect(rtl('٢٠٢٦/١١/٢٠')).toBeNull();
    expect(rtl('من 1-3 أيام')).toBeNull();
    // A whole left-to-right paragraph with nothing at its ends to move.
    expect(rtl('Wireless earbuds')).toBeNull();
    expect(rtl('12th floor, Bangkok, 10110')).toBeNull();
    expect(rtl(`Mia Chen ${OBJECT}`)).toBeNull();
    // Intl's own Arabic output: a left-to-right mark keeps the minus on the left.
    expect(rtl('\u200F\u200E-20.00 $')).toBeNull();
  });
});

describe('bidiProblem in a left-to-right paragraph', () => {
  const ltr = (text: string) => bidiProblem(collapseIsolates(text), 'ltr');

  it('reports an Arabic store name with a number inside an English sentence', () => {
    expect(ltr('Sold by متجر النور 24 today')?.run).toBe('متجر النور');
    expect(ltr(`Sold by ${FSI}متجر النور 24${PDI} today`)).toBeNull();
  });

  it('accepts English alone, an Arabic word alone and a signed amount in English', () => {
    expect(ltr('Coupon: $20 off at Coral Corner')).toBeNull();
    expect(ltr('العربية')).toBeNull();
    expect(ltr('-$20.00')).toBeNull();
    // An address whose country is written in Arabic: the postcode before it stays with the Latin.
    expect(ltr('12th floor, Bangkok, 10110, تايلاند')).toBeNull();
  });
});
