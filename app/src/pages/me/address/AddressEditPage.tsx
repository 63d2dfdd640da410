import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Address } from '@shop/api/contract';
import { isApiError } from '@shop/api/client';
import { issue, LIMITS, rules, validateAddress, type Issue } from '@shop/domain';
import { Button, Empty, Page, Picker, Skeleton, SkeletonGroup, Switch, TextArea, TextField } from '@shop/ui';
import { PATHS } from '../../../routes/paths';
import { useApi } from '../../../api/useApi';
import { AppNavBar } from '../../../shell/AppNavBar';
import { useFeedback } from '../../../shell/feedback';
import { fieldIssue, serverFieldError } from '../../../features/forms/fieldError';
import { goBackFromAddresses, parseId, useAddressChoice } from '../../../features/address/addressChoice';
import { addressKeys, addressQueries } from '../../../features/address/api';
import { orderKeys } from '../../../features/orders/api';
import { countryOptions, toE164 } from '../../../features/address/addressFormat';
import * as styles from './Address.css';
import { SubmitForm } from '../../../shell/SubmitForm';

type Field = 'recipient' | 'phone' | 'country' | 'region' | 'city' | 'detail' | 'postalCode';
type Form = Record<Field, string> & { isDefault: boolean };

const FIELDS: readonly Field[] = ['recipient', 'phone', 'country', 'region', 'city', 'detail', 'postalCode'];

const EMPTY_FORM: Form = {
  recipient: '',
  phone: '',
  country: '',
  region: '',
  city: '',
  detail: '',
  postalCode: '',
  isDefault: false,
};

/** The spec's required address fields, checked with the domain's rules; one issue per field. */
function check(form: Form): { errors: Partial<Record<Field, Issue>>; phone: string | null } {
  const errors: Partial<Record<Field, Issue>> = {};
  const result = validateAddress({ ...form, phoneCountry: form.country });
  if (!result.ok) {
    for (const [field, found] of Object.entries(result.errors) as [string, Issue][]) {
      if (field === 'phoneCountry' || field === 'isDefault') continue;
      // Region is typed here, not picked from a list: "required" reads right for an empty box.
      errors[field as Field] = field === 'region' && found.key === 'validation.chooseOne' ? issue('validation.required') : found;
    }
  }
  const country = rules.chosen(form.country);
  if (country) errors.country = country;
  const phone = errors.phone || !form.country ? null : toE164(result.ok ? result.value.phone : form.phone, form.country);
  if (!errors.phone && !errors.country && phone === null) errors.phone = issue('validation.phoneInvalid');
  return { errors, phone };
}

/**
 * Add (`/pages/me/address/addAddress`) or edit (`?id=N`) a delivery address: recipient, phone,
 * country, region, city, street address, postal code and the default switch, checked with the
 * domain's rules (errors under each field, in the reader's language). Saving goes back to where the
 * form was opened from; opened from confirm order (`?choose=1&redirect=...`), the new address is
 * the one the order uses.
 */
export default function AddressEditPage() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const rawId = params.get('id');
  const id = rawId === null ? null : parseId(rawId);
  const detail = useQuery(addressQueries.detail(api, id));

  const editing = rawId !== null;
  const topBar = <AppNavBar title={editing ? t('routes.addressEdit') : t('pages.address.addTitle')} />;

  if (editing && id === null) {
    return (
      <Page topBar={topBar}>
        <Empty
          illustration="error"
          description={t('pages.address.invalid')}
          actionLabel={t('routes.addresses')}
          onAction={() => navigate(PATHS.addresses, { replace: true })}
        />
      </Page>
    );
  }

  if (id !== null && detail.isPending) {
    return (
      <Page topBar={topBar}>
        <SkeletonGroup label={t('common.loading')} className={styles.form}>
          <Skeleton shape="block" height={360} />
        </SkeletonGroup>
      </Page>
    );
  }

  if (id !== null && detail.isError) {
    const notFound = isApiError(detail.error, 'refused') && detail.error.reason === 'notFound';
    return (
      <Page topBar={topBar}>
        {notFound ? (
          <Empty
            illustration="error"
            description={t('pages.address.invalid')}
            actionLabel={t('routes.addresses')}
            onAction={() => navigate(PATHS.addresses, { replace: true })}
          />
        ) : (
          <Empty
            illustration="error"
            description={t('messages.pageLoadFailed')}
            actionLabel={t('common.retry')}
            onAction={() => void detail.refetch()}
          />
        )}
      </Page>
    );
  }

  return <AddressForm topBar={topBar} existing={detail.data} />;
}

function AddressForm({ topBar, existing }: { topBar: ReactNode; existing?: Address }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const choice = useAddressChoice();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<Form>(() =>
    existing
      ? {
          recipient: existing.recipient,
          phone: existing.phone,
          country: existing.country,
          region: existing.region,
          city: existing.city,
          detail: existing.detail,
          postalCode: existing.postalCode,
          isDefault: existing.isDefault,
        }
      : EMPTY_FORM,
  );
  const [submitted, setSubmitted] = useState(0);
  /** The server's refusals per field, until the field is changed. */
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);

  // Checked from the first save on, then as the user corrects.
  const { errors } = submitted > 0 ? check(form) : { errors: {} as Partial<Record<Field, Issue>> };
  const issueOf = (field: Field) => fieldIssue(t, errors[field], serverErrors[field]);
  const issues = Object.fromEntries(FIELDS.map((field) => [field, issueOf(field)])) as Record<Field, ReturnType<typeof issueOf>>;

  useEffect(() => {
    // After a refused save, focus moves to the first field that needs attention.
    if (submitted === 0) return;
    formRef.current?.querySelector<HTMLElement>('input[aria-invalid="true"], textarea[aria-invalid="true"], button[data-invalid]')?.focus();
  }, [submitted]);

  const set =
    <K extends keyof Form>(key: K) =>
    (value: Form[K]) => {
      setForm((current) => ({ ...current, [key]: value }));
      setServerErrors((current) => (key in current ? { ...current, [key]: undefined } : current));
    };

  const save = useMutation({
    // Not silent: a refusal shows the server's translated message in a toast as well.
    mutationFn: (body: Omit<Address, 'id'>) => api.request('addressSave', existing ? { id: existing.id, ...body } : body),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: addressKeys.list });
      void queryClient.invalidateQueries({ queryKey: orderKeys.confirms });
      queryClient.setQueryData(addressKeys.detail(saved.id), saved);
      feedback.toast(t('pages.address.saved'), 'success');
      const choosing = params.get('choose') === '1';
      if (choosing) choice.offer(saved.id);
      goBackFromAddresses(navigate, params.get('redirect'), choosing ? saved.id : undefined);
    },
    onError: (error) => {
      if (!isApiError(error, 'refused')) return;
      const found: Partial<Record<Field, string>> = {};
      for (const field of FIELDS) {
        const message = serverFieldError(t, error, field);
        if (message) found[field] = message;
      }
      setServerErrors(found);
    },
  });

  const submit = () => {
    setSubmitted((n) => n + 1);
    const { errors: found, phone } = check(form);
    if (Object.keys(found).length > 0 || phone === null) return;
    save.mutate({
      recipient: form.recipient.trim(),
      phone,
      country: form.country,
      region: form.region.trim(),
      city: form.city.trim(),
      detail: form.detail.trim(),
      postalCode: form.postalCode.trim(),
      isDefault: form.isDefault,
    });
  };

  return (
    <Page topBar={topBar}>
      <SubmitForm
        ref={formRef}
        className={styles.form}
        onSubmit={submit}
      >
        <div className={styles.formCard}>
          <TextField
            label={t('pages.address.recipient')}
            value={form.recipient}
            onChange={set('recipient')}
            autoComplete="name"
            {...issues.recipient}
          />
          <TextField
            label={t('pages.address.phone')}
            description={t('pages.address.phoneHint')}
            type="tel"
            value={form.phone}
            onChange={set('phone')}
            autoComplete="tel"
            {...issues.phone}
          />
          <Picker
            appearance="field"
            label={t('pages.address.country')}
            options={countries}
            value={form.country || null}
            onChange={set('country')}
            placeholder={t('kit.picker.placeholder')}
            closeLabel={t('common.close')}
            errorMessage={issues.country.errorMessage}
          />
          <TextField
            label={t('pages.address.region')}
            value={form.region}
            onChange={set('region')}
            autoComplete="address-level1"
            {...issues.region}
          />
          <TextField
            label={t('pages.address.city')}
            value={form.city}
            onChange={set('city')}
            autoComplete="address-level2"
            {...issues.city}
          />
          <TextArea
            label={t('pages.address.detail')}
            placeholder={t('pages.address.detailPlaceholder')}
            value={form.detail}
            onChange={set('detail')}
            maxLength={LIMITS.textareaMax}
            rows={2}
            autoComplete="street-address"
            countLabel={(count, max) => t('kit.textArea.count', { count, max })}
            {...issues.detail}
          />
          <TextField
            label={t('pages.address.postalCode')}
            value={form.postalCode}
            onChange={set('postalCode')}
            autoComplete="postal-code"
            {...issues.postalCode}
          />
          <Switch isSelected={form.isDefault} onChange={set('isDefault')}>
            {t('kit.choice.defaultAddress')}
          </Switch>
        </div>
        <Button type="submit" block loading={save.isPending}>
          {t('common.save')}
        </Button>
      </SubmitForm>
    </Page>
  );
}
