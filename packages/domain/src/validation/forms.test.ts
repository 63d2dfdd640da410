import { describe, expect, it } from 'vitest';
import { validApplication } from '../test-support/fixtures';
import { BLANKS, ODD_TEXT } from '../test-support/inputs';
import {
  firstIssue,
  validateAddress,
  validateChatMessage,
  validateComment,
  validateDeposit,
  validateLogin,
  validateOrderPlacement,
  validatePayPasswordForm,
  validateProfitTransfer,
  validateRegistration,
  validateResetPassword,
  validateStoreApplication,
  validateWithdrawal,
  validateWithdrawalAccount,
  type AddressForm,
} from './forms';
import { VALIDATION_KEYS } from './keys';
import english from '../../../../locales/en.json';

const errorKeys = (result: { ok: boolean; errors?: Record<string, { key: string } | undefined> }) =>
  result.ok ? {} : Object.fromEntries(Object.entries(result.errors ?? {}).map(([f, i]) => [f, i?.key]));

describe('login and registration', () => {
  it('login needs account and password, and trims the account only', () => {
    expect(errorKeys(validateLogin({ account: BLANKS.zeroWidth, password: '' }))).toEqual({
      account: 'validation.required',
      password: 'validation.required',
    });
    expect(validateLogin({ account: '  nok ', password: ' pw ' })).toEqual({ ok: true, value: { account: 'nok', password: ' pw ' } });
  });

  const registration = {
    username: 'نوك',
    email: 'nok@example.com',
    code: '123456',
    password: 'secret1',
    confirmPassword: 'secret1',
    agreed: true,
  };

  it('accepts a right-to-left username and cleans the rest', () => {
    const result = validateRegistration({ ...registration, username: ` ${ODD_TEXT.rtl} `, invitationCode: ' INV1 ' });
    expect(result.ok && result.value).toMatchObject({ username: ODD_TEXT.rtl, invitationCode: 'INV1' });
  });

  it('reports each problem on its field', () => {
    expect(
      errorKeys(
        validateRegistration({ username: ODD_TEXT.veryLong, email: 'x@', code: '12', password: '123', confirmPassword: '124', agreed: false }),
      ),
    ).toEqual({
      username: 'validation.tooLong',
      email: 'validation.emailInvalid',
      code: 'validation.codeFormat',
      password: 'validation.passwordTooShort',
      confirmPassword: 'messages.passwordMismatch',
      agreed: 'validation.agreementRequired',
    });
  });

  it('reset password uses the same rules', () => {
    expect(errorKeys(validateResetPassword({ email: '', code: '', password: '', confirmPassword: '' }))).toEqual({
      email: 'validation.required',
      code: 'validation.required',
      password: 'validation.required',
      confirmPassword: 'validation.required',
    });
  });

  it('payment password form: 6 digits, entered twice the same, stored as ASCII', () => {
    expect(validatePayPasswordForm({ password: '١٢٣٤٥٦', confirmPassword: '123456' })).toEqual({
      ok: true,
      value: { password: '123456', confirmPassword: '123456' },
    });
    expect(errorKeys(validatePayPasswordForm({ password: '12345', confirmPassword: '123456' }))).toEqual({
      password: 'validation.payPasswordFormat',
      confirmPassword: 'messages.passwordMismatch',
    });
  });
});

describe('store application', () => {
  it('accepts a complete application and trims it', () => {
    const result = validateStoreApplication({ ...validApplication, name: `  ${ODD_TEXT.mixed}  ` });
    expect(result.ok && result.value.name).toBe(ODD_TEXT.mixed);
  });

  it.each(Object.entries(BLANKS))('with every field %s, lists each required one', (_, blank) => {
    const all = Object.fromEntries(Object.keys(validApplication).map((k) => [k, blank])) as unknown as typeof validApplication;
    expect(errorKeys(validateStoreApplication(all))).toEqual({
      name: 'validation.required',
      category: 'validation.chooseOne',
      country: 'validation.chooseOne',
      city: 'validation.required',
      logo: 'validation.uploadRequired',
      banner: 'validation.uploadRequired',
      description: 'validation.required',
      contactPerson: 'validation.required',
      contactPhone: 'validation.required',
      certificateType: 'validation.chooseOne',
      certificateNumber: 'validation.required',
      frontPhoto: 'validation.uploadRequired',
      backPhoto: 'validation.uploadRequired',
    });
  });

  it('checks the contact phone against its country and the introduction against 140 characters', () => {
    expect(
      errorKeys(validateStoreApplication({ ...validApplication, phoneCountry: 'US', description: '😀'.repeat(141) })),
    ).toEqual({ contactPhone: 'validation.phoneInvalid', description: 'validation.tooLong' });
    expect(validateStoreApplication({ ...validApplication, description: '😀'.repeat(140) }).ok).toBe(true);
  });
});

describe('delivery address', () => {
  const address: AddressForm = {
    recipient: 'สมชาย ใจดี',
    phone: '081-234-5678',
    phoneCountry: 'TH',
    region: 'TH',
    city: 'กรุงเทพมหานคร',
    detail: '99/1 ถนนสุขุมวิท',
    postalCode: '๑๐๑๑๐',
    isDefault: true,
  };

  it('accepts a Thai address and normalises digits', () => {
    const result = validateAddress(address);
    expect(result.ok && result.value).toMatchObject({ phone: '081-234-5678', postalCode: '10110' });
  });

  it('requires recipient, phone, region, city, detail and postal code', () => {
    expect(
      errorKeys(validateAddress({ ...address, recipient: ' ', phone: '', region: '', city: '\t', detail: '', postalCode: '\u200B' })),
    ).toEqual({
      recipient: 'validation.required',
      phone: 'validation.required',
      region: 'validation.chooseOne',
      city: 'validation.required',
      detail: 'validation.required',
      postalCode: 'validation.required',
    });
  });
});

describe('withdrawal accounts', () => {
  it('USDT needs a name, currency, network and an address of that network', () => {
    expect(errorKeys(validateWithdrawalAccount({ type: 'usdt', name: '', currency: '', network: '', address: ' ' }))).toEqual({
      name: 'validation.required',
      currency: 'validation.chooseOne',
      network: 'validation.chooseOne',
      address: 'validation.required',
    });
    const ok = validateWithdrawalAccount({ type: 'usdt', name: ' Main ', currency: 'USDT', network: 'TRC20', address: ' TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t ' });
    expect(ok.ok && ok.value).toEqual({ type: 'usdt', name: 'Main', currency: 'USDT', network: 'TRC20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' });
  });

  it('a USDT address with a typo, or of the other network, is refused with its reason', () => {
    const usdt = { type: 'usdt', name: 'Main', currency: 'USDT' } as const;
    expect(errorKeys(validateWithdrawalAccount({ ...usdt, network: 'TRC20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6T' }))).toEqual({
      address: 'validation.walletAddressChecksum',
    });
    expect(errorKeys(validateWithdrawalAccount({ ...usdt, network: 'ERC20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' }))).toEqual({
      address: 'validation.walletAddressOtherNetwork',
    });
    expect(errorKeys(validateWithdrawalAccount({ ...usdt, network: 'ERC20', address: 'TQ1xyz' }))).toEqual({
      address: 'validation.walletAddressInvalid',
    });
  });

  it('bank card needs bank name, a Luhn-valid card number and holder name', () => {
    expect(errorKeys(validateWithdrawalAccount({ type: 'bankCard', bankName: '', cardNumber: 'abc', holderName: '' }))).toEqual({
      bankName: 'validation.required',
      cardNumber: 'validation.cardNumberInvalid',
      holderName: 'validation.required',
    });
    expect(errorKeys(validateWithdrawalAccount({ type: 'bankCard', bankName: 'K', cardNumber: '4111 1111 1111 1112', holderName: 'A' }))).toEqual({
      cardNumber: 'validation.cardNumberInvalid',
    });
    const ok = validateWithdrawalAccount({ type: 'bankCard', bankName: 'ธนาคารกสิกรไทย', cardNumber: '4111 1111 1111 1111', holderName: 'สมชาย' });
    expect(ok.ok && ok.value).toMatchObject({ cardNumber: '4111111111111111' });
  });

  it('cash needs a name and a holder name; an unknown type is refused', () => {
    expect(errorKeys(validateWithdrawalAccount({ type: 'cash', name: '', holderName: '' }))).toEqual({
      name: 'validation.required',
      holderName: 'validation.required',
    });
    expect(errorKeys(validateWithdrawalAccount({ type: 'cheque' } as never))).toEqual({ type: 'validation.chooseOne' });
  });
});

describe('deposit, withdrawal and profit transfer', () => {
  const deposit = { currency: 'USDT', amount: '100', type: 'usdt', network: 'TRC20', txHash: '0xabc', proof: 'https://cdn.example/p.png' };

  it('deposit without proof asks to "Upload Payment Proof"', () => {
    expect(errorKeys(validateDeposit({ ...deposit, proof: ' ' }))).toEqual({ proof: 'messages.uploadPaymentProof' });
  });

  it.each([
    ['', 'validation.required'],
    ['abc', 'validation.amountInvalid'],
    ['-5', 'validation.amountNotPositive'],
    ['0', 'validation.amountNotPositive'],
    ['1.234', 'validation.amountTooManyDecimals'],
    [ODD_TEXT.emoji, 'validation.amountInvalid'],
    [ODD_TEXT.rtl, 'validation.amountInvalid'],
    ['9'.repeat(400), 'validation.amountTooLarge'],
  ])('deposit amount %j -> %s', (amount, expected) => {
    expect(errorKeys(validateDeposit({ ...deposit, amount }))).toEqual({ amount: expected });
  });

  it('deposit amount is read in the reader\'s locale', () => {
    const result = validateDeposit({ ...deposit, amount: '1 234,5' }, 'fr');
    expect(result.ok && result.value.amount).toBe(123450);
  });

  it('withdrawal: amount within the available balance and an account', () => {
    expect(validateWithdrawal({ amount: '10', accountId: 7 }, 1000)).toEqual({ ok: true, value: { amount: 1000, accountId: 7 } });
    expect(errorKeys(validateWithdrawal({ amount: '10.01', accountId: null }, 1000))).toEqual({
      amount: 'messages.availableNotEnough',
      accountId: 'validation.chooseOne',
    });
  });

  it('profit transfer with nothing transferable fails with "Available isn\'t enough" whatever is typed', () => {
    for (const amount of ['', '1', 'abc']) {
      expect(errorKeys(validateProfitTransfer({ amount }, 0))).toEqual({ amount: 'messages.availableNotEnough' });
    }
    expect(errorKeys(validateProfitTransfer({ amount: '' }, 500))).toEqual({ amount: 'validation.required' });
    expect(validateProfitTransfer({ amount: '5' }, 500)).toEqual({ ok: true, value: { amount: 500 } });
  });
});

describe('comments, chat messages, order placement', () => {
  it.each([
    ['Great silk, fast delivery', 5, {}],
    [ODD_TEXT.rtl, 4, {}],
    [ODD_TEXT.emoji, 1, {}],
    ['  ', 5, { content: 'validation.required' }],
    ['x'.repeat(141), 5, { content: 'validation.tooLong' }],
    ['ok', 0, { rating: 'validation.chooseOne' }],
    ['ok', 3.5, { rating: 'validation.chooseOne' }],
    ['ok', 6, { rating: 'validation.chooseOne' }],
  ])('comment %j rated %s', (content, rating, expected) => {
    expect(errorKeys(validateComment({ content, rating }))).toEqual(expected);
  });

  it.each<[string, string | null]>([
    [ODD_TEXT.mixed, null],
    [ODD_TEXT.emoji, null],
    ['line one\nline two', null],
    ['  hi  ', null],
    ...Object.values(BLANKS).map((b): [string, string] => [b, 'validation.messageInvalid']),
    ['bell\u0007', 'validation.messageInvalid'],
    ['x'.repeat(1001), 'validation.tooLong'],
  ])('chat message %j -> %s', (content, expected) => {
    const result = validateChatMessage(content);
    expect(result.ok ? null : result.errors.content?.key).toBe(expected);
  });

  it('sends the chat message trimmed', () => {
    expect(validateChatMessage('  hi  ')).toEqual({ ok: true, value: 'hi' });
  });

  it('an order needs a product and an address', () => {
    expect(errorKeys(validateOrderPlacement({ productIds: [], addressId: null }))).toEqual({
      productIds: 'validation.productRequired',
      addressId: 'validation.addressRequired',
    });
    expect(validateOrderPlacement({ productIds: [1], addressId: 0 }).ok).toBe(true);
  });

  it('firstIssue gives the first failing field in form order', () => {
    const result = validateLogin({ account: '', password: '' });
    expect(!result.ok && firstIssue(result.errors)).toEqual({ key: 'validation.required' });
    expect(firstIssue({})).toBeUndefined();
  });
});

describe('message keys', () => {
  it('every key a rule can give is in the English dictionary (tests/i18n checks the other 14)', () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const en = english as any;
    const has = (path: string) => {
      const parts = path.split('.');
      const leaf = parts.pop()!;
      const node = parts.reduce((n, p) => n?.[p], en);
      return typeof node?.[leaf] === 'string' || typeof node?.[`${leaf}_other`] === 'string';
    };
    expect(VALIDATION_KEYS.filter((k) => !has(k))).toEqual([]);
    expect(has('time.justNow')).toBe(true);
  });
});
