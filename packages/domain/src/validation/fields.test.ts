import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BLANKS, ODD_TEXT } from '../test-support/inputs';
import * as rule from './rules';
import { clean, graphemeCount, isBlank } from './text';

const key = (found: { key: string } | null) => found?.key ?? null;
const blanks = Object.entries(BLANKS);

describe('required, chosen, uploaded', () => {
  it.each(blanks)('treat %s as empty', (_, value) => {
    expect(key(rule.required(value))).toBe('validation.required');
    expect(key(rule.chosen(value))).toBe('validation.chooseOne');
    expect(key(rule.uploaded(value))).toBe('validation.uploadRequired');
  });

  it.each(Object.entries(ODD_TEXT))('accept %s as present', (_, value) => {
    expect(rule.required(value)).toBeNull();
  });

  it('treat null and undefined as empty; 0 is a choice', () => {
    expect(key(rule.required(null))).toBe('validation.required');
    expect(key(rule.required(undefined))).toBe('validation.required');
    expect(key(rule.chosen(null))).toBe('validation.chooseOne');
    expect(rule.chosen(0)).toBeNull();
  });
});

describe('email', () => {
  it.each([
    ['nok@example.com', null],
    ['  nok@example.co.th  ', null],
    ['first.last+tag@sub.example.org', null],
    ['用户@例子.中国', null],
    ['مستخدم@مثال.مصر', null],
    ['nok@localhost', 'validation.emailInvalid'],
    ['nok@@example.com', 'validation.emailInvalid'],
    ['nok example@example.com', 'validation.emailInvalid'],
    ['.nok@example.com', 'validation.emailInvalid'],
    ['nok.@example.com', 'validation.emailInvalid'],
    ['no..k@example.com', 'validation.emailInvalid'],
    ['nok@example.c', 'validation.emailInvalid'],
    ['nok@-example.com', 'validation.emailInvalid'],
    ['nok@example.com👍', 'validation.emailInvalid'],
    [`${'a'.repeat(65)}@example.com`, 'validation.emailInvalid'],
    [`a@${'b'.repeat(250)}.com`, 'validation.emailInvalid'],
    [ODD_TEXT.veryLong, 'validation.emailInvalid'],
    [ODD_TEXT.emoji, 'validation.emailInvalid'],
    [ODD_TEXT.rtl, 'validation.emailInvalid'],
    [ODD_TEXT.mixed, 'validation.emailInvalid'],
    ['', 'validation.required'],
    ['\u200B ', 'validation.required'],
  ])('%j -> %s', (value, expected) => {
    expect(key(rule.email(value))).toBe(expected);
  });
});

describe('password and confirmation', () => {
  it.each([
    ['secret', null],
    ['12345', 'validation.passwordTooShort'],
    ['      ', 'validation.required'],
    ['  ab  ', null],
    ['👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦', 'validation.passwordTooShort'],
    ['密码密码密码', null],
    ['كلمةسر', null],
    [ODD_TEXT.veryLong, null],
    ['', 'validation.required'],
  ])('%j -> %s', (value, expected) => {
    expect(key(rule.password(value))).toBe(expected);
  });

  it('says how long at least', () => {
    expect(rule.password('abc')).toEqual({ key: 'validation.passwordTooShort', values: { min: 6 } });
  });

  it.each([
    ['secret1', 'secret1', null],
    ['secret1', 'secret2', 'messages.passwordMismatch'],
    ['secret1', 'secret1 ', 'messages.passwordMismatch'],
    ['é-secret', 'e\u0301-secret', 'messages.passwordMismatch'],
    ['secret1', '', 'validation.required'],
    ['secret1', '   ', 'validation.required'],
  ])('%j then %j -> %s', (a, b, expected) => {
    expect(key(rule.passwordConfirmation(a, b))).toBe(expected);
  });
});

describe('phone, per country (libphonenumber-js)', () => {
  it.each([
    ['0812345678', 'TH', null],
    ['081 234 5678', 'TH', null],
    ['+66812345678', 'US', null],
    ['(201) 555-0123', 'US', null],
    ['13812345678', 'CN', null],
    ['٠١٠١٢٣٤٥٦٧٨', 'EG', null],
    ['0912345678', 'VN', null],
    ['12345', 'TH', 'validation.phoneInvalid'],
    ['0812345678', 'US', 'validation.phoneInvalid'],
    ['1381234567x', 'CN', 'validation.phoneInvalid'],
    ['0812345678', '', 'validation.phoneInvalid'],
    ['0812345678', 'XX', 'validation.phoneInvalid'],
    [ODD_TEXT.emoji, 'TH', 'validation.phoneInvalid'],
    [ODD_TEXT.rtl, 'EG', 'validation.phoneInvalid'],
    [ODD_TEXT.mixed, 'TH', 'validation.phoneInvalid'],
    [ODD_TEXT.veryLong, 'TH', 'validation.phoneInvalid'],
    ['   ', 'TH', 'validation.required'],
  ])('%j in %s -> %s', (value, country, expected) => {
    expect(key(rule.phone(value, country))).toBe(expected);
  });
});

describe('payment password and verification code', () => {
  it.each([
    ['123456', null],
    ['١٢٣٤٥٦', null],
    ['１２３４５６', null],
    ['12345', 'validation.payPasswordFormat'],
    ['1234567', 'validation.payPasswordFormat'],
    ['12345a', 'validation.payPasswordFormat'],
    [' 123456', 'validation.payPasswordFormat'],
    ['12 456', 'validation.payPasswordFormat'],
    ['¹²³⁴⁵⁶', 'validation.payPasswordFormat'],
    [ODD_TEXT.emoji, 'validation.payPasswordFormat'],
    ['', 'validation.required'],
  ])('pay password %j -> %s', (value, expected) => {
    expect(key(rule.payPassword(value))).toBe(expected);
  });

  it('any 6 ASCII digits pass, anything else of length 6 with a non-digit fails', () => {
    fc.assert(fc.property(fc.stringMatching(/^[0-9]{6}$/), (pin) => rule.payPassword(pin) === null));
    fc.assert(
      fc.property(fc.string({ minLength: 6, maxLength: 6 }).filter((s) => /[^0-9]/.test(s) && !isBlank(s)), (pin) =>
        /^[0-9\u0660-\u0669\u06F0-\u06F9\u0966-\u096F\u0E50-\u0E59\uFF10-\uFF19]{6}$/.test(pin) ? true : rule.payPassword(pin) !== null,
      ),
    );
  });

  it.each([
    ['123456', null],
    [' 123456 ', null],
    ['12345', 'validation.codeFormat'],
    ['abcdef', 'validation.codeFormat'],
    ['', 'validation.required'],
  ])('code %j -> %s', (value, expected) => {
    expect(key(rule.verificationCode(value))).toBe(expected);
  });
});

describe('text with a length limit counts graphemes', () => {
  const upTo5 = rule.text(5);
  it.each([
    ['hello', null],
    ['hello!', 'validation.tooLong'],
    ['👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦', null],
    ['क्षत्रिय', null],
    ['กรุงเทพมหานคร', 'validation.tooLong'],
    ['مرحبا', null],
    ['  hello  ', null],
    [ODD_TEXT.veryLong, 'validation.tooLong'],
    ['\u200B', 'validation.required'],
  ])('%j -> %s', (value, expected) => {
    expect(key(upTo5(value))).toBe(expected);
  });

  it('agrees with a grapheme count for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 12 }), (s) => {
        const expected = isBlank(s) ? 'validation.required' : graphemeCount(clean(s)) > 6 ? 'validation.tooLong' : null;
        return key(rule.text(6)(s)) === expected;
      }),
    );
  });
});

describe('card number and agreement', () => {
  it.each([
    ['4111 1111 1111 1111', null],
    ['4111-1111-1111-1111', null],
    ['6222020200112233446', null],
    ['6222020200112233445', 'validation.cardNumberInvalid'],
    ['4111 1111 1111 1112', 'validation.cardNumberInvalid'],
    ['4111 1111 1111 1141', 'validation.cardNumberInvalid'],
    ['1234567', 'validation.cardNumberInvalid'],
    ['12345678901234567890', 'validation.cardNumberInvalid'],
    ['4111 1111 abcd 1111', 'validation.cardNumberInvalid'],
    [ODD_TEXT.rtl, 'validation.cardNumberInvalid'],
    ['', 'validation.required'],
  ])('card %j -> %s', (value, expected) => {
    expect(key(rule.cardNumber(value))).toBe(expected);
  });

  it('needs the agreement to be exactly true', () => {
    expect(rule.agreement(true)).toBeNull();
    for (const v of [false, null, undefined]) expect(key(rule.agreement(v))).toBe('validation.agreementRequired');
  });
});
