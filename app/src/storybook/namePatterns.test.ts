import { describe, expect, it } from 'vitest';
import { containing, startingWith } from './namePatterns';

describe('name patterns', () => {
  it('take translations literally, brackets, parentheses and stars included', () => {
    expect(containing('[Ɓáļáñçé ~~~]').test('Pay by [Ɓáļáñçé ~~~] now')).toBe(true);
    expect(containing('[Ɓáļáñçé ~~~]').test('~')).toBe(false);
    expect(containing('USDT (TRC20 네트워크)').test('USDT (TRC20 네트워크), selected')).toBe(true);
    expect(containing('Kasikorn **** 4242').test('Kasikorn **** 4242')).toBe(true);
  });

  it('anchor at the start when asked', () => {
    expect(startingWith('स्वीकार करें').test('स्वीकार करें')).toBe(true);
    expect(startingWith('स्वीकार करें').test('अस्वीकार करें')).toBe(false);
  });
});
