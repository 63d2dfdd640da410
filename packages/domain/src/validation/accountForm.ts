import * as rule from './fields';
import { collect, finish } from './formParts';
import { issue, type Validated } from './keys';
import { asciiDigits, clean } from './text';
import { isUsdtNetwork, walletAddressIssue } from './walletAddress';

/**
 * A withdrawal account, with the contract's fields: a USDT wallet address (a name for it, the
 * currency, the network and the address, checked for that network: TRON base58check, Ethereum
 * EIP-55), a bank card (bank, Luhn-checked number, holder), or cash collected by a named person.
 */
export type WithdrawalAccountForm =
  | { type: 'usdt'; name: string; currency: string; network: string; address: string }
  | { type: 'bankCard'; bankName: string; cardNumber: string; holderName: string }
  | { type: 'cash'; name: string; holderName: string };

export type AccountField = 'type' | 'name' | 'currency' | 'network' | 'address' | 'bankName' | 'cardNumber' | 'holderName';

const NO_ACCOUNT_ERRORS = {
  type: null,
  name: null,
  currency: null,
  network: null,
  address: null,
  bankName: null,
  cardNumber: null,
  holderName: null,
} as const;

export function validateWithdrawalAccount(form: WithdrawalAccountForm): Validated<WithdrawalAccountForm, AccountField> {
  if (form.type === 'usdt') {
    const errors = collect<AccountField>({
      ...NO_ACCOUNT_ERRORS,
      name: rule.text(64)(form.name),
      currency: rule.chosen(form.currency),
      network: isUsdtNetwork(form.network) ? null : issue('validation.chooseOne'),
      address: walletAddressIssue(form.network, form.address),
    });
    return finish(errors, () => ({
      type: 'usdt',
      name: clean(form.name),
      currency: clean(form.currency),
      network: clean(form.network),
      address: clean(form.address),
    }));
  }
  if (form.type === 'bankCard') {
    const errors = collect<AccountField>({
      ...NO_ACCOUNT_ERRORS,
      bankName: rule.text(64)(form.bankName),
      cardNumber: rule.cardNumber(form.cardNumber),
      holderName: rule.text(64)(form.holderName),
    });
    return finish(errors, () => ({
      type: 'bankCard',
      bankName: clean(form.bankName),
      cardNumber: asciiDigits(clean(form.cardNumber)).replace(/[\s-]/g, ''),
      holderName: clean(form.holderName),
    }));
  }
  if (form.type === 'cash') {
    const errors = collect<AccountField>({
      ...NO_ACCOUNT_ERRORS,
      name: rule.text(64)(form.name),
      holderName: rule.text(64)(form.holderName),
    });
    return finish(errors, () => ({ type: 'cash', name: clean(form.name), holderName: clean(form.holderName) }));
  }
  return { ok: false, errors: { type: issue('validation.chooseOne') } };
}
