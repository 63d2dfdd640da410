import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError } from '@shop/api/client';
import {
  USDT_NETWORKS,
  validateWithdrawalAccount,
  WITHDRAWAL_ACCOUNT_TYPES,
  type AccountField,
  type Issue,
  type UsdtNetwork,
  type WithdrawalAccountForm,
  type WithdrawalAccountType,
} from '@shop/domain';
import { Button, Page, Radio, RadioGroup, TextField } from '@shop/ui';
import { PATHS } from '../../../routes/paths';
import { safeRedirect } from '../../../routes/guards';
import { useApi } from '../../../api/useApi';
import { walletKeys } from '../../../features/wallet/api';
import { AppNavBar } from '../../../shell/AppNavBar';
import { useFeedback } from '../../../shell/feedback';
import { fieldIssue, serverFieldError } from '../../../features/forms/fieldError';
import * as styles from './Wallet.css';
import { SubmitForm } from '../../../shell/SubmitForm';

type Values = Record<Exclude<AccountField, 'type'>, string>;

const EMPTY: Values = { name: '', currency: 'USDT', network: '', address: '', bankName: '', cardNumber: '', holderName: '' };

const FIELDS_OF: Record<WithdrawalAccountType, readonly (keyof Values)[]> = {
  usdt: ['name', 'network', 'address'],
  bankCard: ['bankName', 'cardNumber', 'holderName'],
  cash: ['name', 'holderName'],
};

const isType = (value: string | null): value is WithdrawalAccountType =>
  value !== null && (WITHDRAWAL_ACCOUNT_TYPES as readonly string[]).includes(value);

function formOf(type: WithdrawalAccountType, values: Values): WithdrawalAccountForm {
  if (type === 'usdt') return { type, name: values.name, currency: values.currency, network: values.network, address: values.address };
  if (type === 'bankCard') return { type, bankName: values.bankName, cardNumber: values.cardNumber, holderName: values.holderName };
  return { type, name: values.name, holderName: values.holderName };
}

/**
 * Add a withdrawal account (`me/wallet/addAddress?type=usdt|bankCard|cash`): the type, then its
 * fields. A USDT address is checked for its network as the chain would (TRON base58check,
 * Ethereum EIP-55; the domain's `walletAddress` rule, which the server applies too), a card
 * number with Luhn. Each problem shows under its field in the reader's language; the server's
 * refusals do the same; nothing typed is cleared by an error or by switching type and back.
 * Saved, it goes back to the accounts (or to the withdrawal screen it was opened from).
 *
 * Decision the spec leaves open: the currency of a USDT address is USDT (the only digital
 * currency the wallet takes); the network is chosen (TRC20 or ERC20) before the address is checked.
 */
export default function AccountEditPage() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const rawType = params.get('type');
  const type: WithdrawalAccountType = isType(rawType) ? rawType : 'usdt';
  const [values, setValues] = useState<Values>(EMPTY);
  const [submitted, setSubmitted] = useState(0);
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);

  const result = validateWithdrawalAccount(formOf(type, values));
  const errors: Partial<Record<AccountField, Issue>> = submitted > 0 && !result.ok ? result.errors : {};
  const issueOf = (field: keyof Values) => fieldIssue(t, errors[field], serverErrors[field]);
  const issues = Object.fromEntries((Object.keys(EMPTY) as (keyof Values)[]).map((field) => [field, issueOf(field)])) as Record<
    keyof Values,
    ReturnType<typeof issueOf>
  >;

  useEffect(() => {
    if (submitted === 0) return;
    formRef.current?.querySelector<HTMLElement>('input[aria-invalid="true"], [role="radiogroup"][aria-invalid="true"] input')?.focus();
  }, [submitted]);

  const set = (field: keyof Values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => (field in current ? { ...current, [field]: undefined } : current));
  };

  const chooseType = (next: string) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set('type', next);
        return copy;
      },
      { replace: true },
    );

  const save = useMutation({
    // Not silent: a refusal also shows the server's translated message in a toast.
    mutationFn: (form: WithdrawalAccountForm) =>
      // Checked already: a USDT form's network is one of USDT_NETWORKS here.
      api.request('withdrawalAccountSave', form.type === 'usdt' ? { ...form, network: form.network as UsdtNetwork } : form),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: walletKeys.accounts });
      feedback.toast(t('pages.wallet.accounts.saved'), 'success');
      const redirect = params.get('redirect');
      navigate(redirect ? safeRedirect(redirect) : PATHS.walletAccounts, { replace: true });
    },
    onError: (error) => {
      if (!isApiError(error, 'refused')) return;
      const found: Partial<Record<keyof Values, string>> = {};
      for (const field of FIELDS_OF[type]) {
        const message = serverFieldError(t, error, field);
        if (message) found[field] = message;
      }
      setServerErrors(found);
    },
  });

  const submit = () => {
    setSubmitted((n) => n + 1);
    if (result.ok) save.mutate(result.value);
  };

  return (
    <Page topBar={<AppNavBar title={t('routes.walletAddAccount')} />}>
      <SubmitForm
        ref={formRef}
        className={styles.form}
        onSubmit={submit}
      >
        <div className={styles.formCard}>
          <RadioGroup label={t('pages.wallet.accounts.type')} value={type} onChange={chooseType} orientation="horizontal">
            {WITHDRAWAL_ACCOUNT_TYPES.map((option) => (
              <Radio key={option} value={option}>
                {t(`pages.wallet.accountTypes.${option}`)}
              </Radio>
            ))}
          </RadioGroup>
        </div>
        <div className={styles.formCard}>
          {type === 'usdt' ? (
            <>
              <TextField label={t('pages.wallet.accounts.name')} value={values.name} onChange={set('name')} {...issues.name} />
              <TextField label={t('pages.wallet.accounts.currency')} value={values.currency} isReadOnly />
              <RadioGroup
                label={t('pages.wallet.accounts.network')}
                value={values.network || null}
                onChange={set('network')}
                orientation="horizontal"
                errorMessage={issues.network.errorMessage}
                isInvalid={issues.network.isInvalid}
              >
                {USDT_NETWORKS.map((network) => (
                  <Radio key={network} value={network}>
                    {network}
                  </Radio>
                ))}
              </RadioGroup>
              <TextField
                label={t('pages.wallet.accounts.address')}
                description={t('pages.wallet.accounts.addressHint')}
                value={values.address}
                onChange={set('address')}
                autoComplete="off"
                autoCorrect="off"
                spellCheck="false"
                dir="ltr"
                {...issues.address}
              />
            </>
          ) : type === 'bankCard' ? (
            <>
              <TextField label={t('pages.wallet.accounts.bankName')} value={values.bankName} onChange={set('bankName')} {...issues.bankName} />
              <TextField
                label={t('pages.wallet.accounts.cardNumber')}
                inputMode="numeric"
                autoComplete="cc-number"
                dir="ltr"
                value={values.cardNumber}
                onChange={set('cardNumber')}
                {...issues.cardNumber}
              />
              <TextField
                label={t('pages.wallet.accounts.holderName')}
                autoComplete="cc-name"
                value={values.holderName}
                onChange={set('holderName')}
                {...issues.holderName}
              />
            </>
          ) : (
            <>
              <TextField label={t('pages.wallet.accounts.cashName')} value={values.name} onChange={set('name')} {...issues.name} />
              <TextField
                label={t('pages.wallet.accounts.holderName')}
                autoComplete="name"
                value={values.holderName}
                onChange={set('holderName')}
                {...issues.holderName}
              />
            </>
          )}
        </div>
        <Button type="submit" block loading={save.isPending}>
          {t('common.save')}
        </Button>
      </SubmitForm>
    </Page>
  );
}
