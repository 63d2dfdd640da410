import { describe, expect, it } from 'vitest';
import { luhnValid } from './luhn';
import { toChecksumAddress, usdtAddressProblem, walletAddressIssue as walletAddress } from './walletAddress';

/**
 * Real addresses: USDT's own contracts on TRON and Ethereum, a seeded TRON account, and the
 * EIP-55 specification's examples. Each bad one is a real one with one character changed.
 */
const TRON = ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL', 'TVrK59ue46RtbfzcSTAE6rJgN7Wisf5AzM'];
const EIP55 = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  '0xdAC17F958D2ee523a2206206994597C13D831ec7',
];

describe('TRC20 (TRON base58check)', () => {
  it.each(TRON)('%s is valid', (address) => {
    expect(usdtAddressProblem('TRC20', address)).toBeNull();
  });

  it.each([
    ['one letter changed in case', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6T'],
    ['two neighbours swapped', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLt6j'],
    ['one digit changed', 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeM'],
  ])('%s fails the checksum', (_, address) => {
    expect(usdtAddressProblem('TRC20', address)).toBe('checksum');
  });

  it.each([
    ['a character base58 has not (0)', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj60'],
    ['too short', 'TR7NHqjeKQxGTCi8q8ZY4pL8ot'],
    ['a Bitcoin address (version 0)', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
    ['made-up text of the right length', 'TXa3kq9DemoPlatformReceivingAddr7Zp'],
    ['empty', ''],
  ])('%s is not a TRON address', (_, address) => {
    expect(usdtAddressProblem('TRC20', address)).toBe('format');
  });

  it('an Ethereum address on TRC20 is named as the other network', () => {
    expect(usdtAddressProblem('TRC20', EIP55[0]!)).toBe('otherNetwork');
  });
});

describe('ERC20 (Ethereum, EIP-55)', () => {
  it.each(EIP55)('%s is valid and is its own checksum spelling', (address) => {
    expect(usdtAddressProblem('ERC20', address)).toBeNull();
    expect(toChecksumAddress(address.toLowerCase())).toBe(address);
  });

  it('all lower or all upper case carries no checksum and is accepted (EIP-55)', () => {
    expect(usdtAddressProblem('ERC20', EIP55[0]!.toLowerCase())).toBeNull();
    expect(usdtAddressProblem('ERC20', `0x${EIP55[0]!.slice(2).toUpperCase()}`)).toBeNull();
  });

  it.each([
    ['the last letter upper instead of lower', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD'],
    ['the first letter lower instead of upper', '0xfb6916095ca1df60bB79Ce92cE3Ea74c37c5d359'],
    ['one digit changed', '0xdAC17F958D2ee523a2206206994597C13D831ec8'],
  ])('%s fails the checksum', (_, address) => {
    expect(usdtAddressProblem('ERC20', address)).toBe('checksum');
  });

  it.each([
    ['no 0x', '5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
    ['39 digits', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe'],
    ['a non-hex letter', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg'],
  ])('%s is not an Ethereum address', (_, address) => {
    expect(usdtAddressProblem('ERC20', address)).toBe('format');
  });

  it('a TRON address on ERC20 is named as the other network', () => {
    expect(usdtAddressProblem('ERC20', TRON[0]!)).toBe('otherNetwork');
  });
});

describe('the walletAddress rule', () => {
  it('answers a translatable key per problem, trimming what was pasted', () => {
    expect(walletAddress('TRC20', `  ${TRON[0]}\n`)).toBeNull();
    expect(walletAddress('TRC20', ' ')).toEqual({ key: 'validation.required' });
    expect(walletAddress('TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6T')).toEqual({ key: 'validation.walletAddressChecksum' });
    expect(walletAddress('ERC20', TRON[0])).toEqual({ key: 'validation.walletAddressOtherNetwork' });
    expect(walletAddress('ERC20', 'hello')).toEqual({ key: 'validation.walletAddressInvalid' });
  });

  it('checks nothing but presence until a known network is chosen', () => {
    expect(walletAddress('', 'anything')).toBeNull();
    expect(walletAddress('BEP2', 'anything')).toBeNull();
  });
});

describe('Luhn', () => {
  it.each(['4111111111111111', '4242424242424242', '5555555555554444', '378282246310005', '79927398713', '6222020200112233446'])(
    '%s passes',
    (digits) => expect(luhnValid(digits)).toBe(true),
  );

  it.each(['4111111111111112', '79927398710', '4242424242424224', '12a4', ''])('%s fails', (digits) =>
    expect(luhnValid(digits)).toBe(false),
  );
});
