import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { DataOf, Endpoints } from '@shop/api/contract';
import { isApiError } from '@shop/api/client';
import { LIMITS, rules, type Issue } from '@shop/domain';
import { Button, Page, Skeleton, SkeletonGroup, TextArea, TextField } from '@shop/ui';
import { PATHS } from '../../../routes/paths';
import { useApi } from '../../../api/useApi';
import { AppNavBar } from '../../../shell/AppNavBar';
import { useFeedback } from '../../../shell/feedback';
import { fieldIssue, serverFieldError } from '../../../features/forms/fieldError';
import { ImageUpload } from './ImageUpload';
import * as styles from './Merchant.css';
import { merchantKeys, merchantQueries } from '../../../features/merchant/api';
import { QueryFallback } from '../../../shell/QueryFallback';
import { SubmitForm } from '../../../shell/SubmitForm';

type Store = DataOf<Endpoints['merchantStore']>;
type Form = { name: string; description: string; logo: string; banner: string };
type Field = keyof Form;

/** The domain's rules for the fields the application checked the same way. */
function check(form: Form): Partial<Record<Field, Issue>> {
  const errors: Partial<Record<Field, Issue>> = {};
  const name = rules.text(64)(form.name);
  const description = rules.text(LIMITS.textareaMax)(form.description);
  const logo = rules.uploaded(form.logo);
  if (name) errors.name = name;
  if (description) errors.description = description;
  if (logo) errors.logo = logo;
  return errors;
}

/**
 * `me/store/info`: the store's name, description, logo and banner, as the application had them,
 * checked with the same rules; only what changed is sent. Merchant screens live in
 * `pages/me/store/`. Open decision: the banner may be removed (the contract allows none),
 * the logo may not.
 */
export default function StoreInfoPage() {
  const { t } = useTranslation();
  const api = useApi();
  const store = useQuery(merchantQueries.store(api));
  const topBar = <AppNavBar title={t('routes.storeInfo')} />;
  if (!store.isSuccess) {
    return (
      <QueryFallback query={store} topBar={topBar}>
        <SkeletonGroup label={t('common.loading')} className={styles.form}>
          <Skeleton shape="block" height={360} />
        </SkeletonGroup>
      </QueryFallback>
    );
  }
  return (
    <Page topBar={topBar}>
      <InfoForm store={store.data} />
    </Page>
  );
}

function InfoForm({ store }: { store: Store }) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<Form>({
    name: store.name,
    description: store.description,
    logo: store.logo,
    banner: store.banner ?? '',
  });
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const errors = submitted ? check(form) : {};
  const issueOf = (field: Field) => fieldIssue(t, errors[field], serverErrors[field]);
  const edit = (values: Partial<Form>) => {
    setForm((current) => ({ ...current, ...values }));
    setServerErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(values) as Field[]) delete next[key];
      return next;
    });
  };

  const save = useMutation({
    mutationFn: (body: Partial<Form>) => api.request('merchantStoreUpdate', body),
    onSuccess: (saved) => {
      queryClient.setQueryData(merchantKeys.store, saved);
      feedback.toast(t('pages.merchant.info.saved'), 'success');
      navigate(PATHS.merchant, { replace: true });
    },
    onError: (error) => {
      if (!isApiError(error, 'refused')) return;
      const found: Partial<Record<Field, string>> = {};
      for (const field of ['name', 'description', 'logo', 'banner'] as const) {
        const message = serverFieldError(t, error, field);
        if (message) found[field] = message;
      }
      setServerErrors(found);
    },
  });

  const submit = () => {
    setSubmitted(true);
    if (Object.keys(check(form)).length > 0) return;
    const body: Partial<Form> = {};
    if (form.name.trim() !== store.name) body.name = form.name.trim();
    if (form.description.trim() !== store.description) body.description = form.description.trim();
    if (form.logo !== store.logo) body.logo = form.logo;
    if (form.banner && form.banner !== (store.banner ?? '')) body.banner = form.banner;
    if (Object.keys(body).length === 0) {
      navigate(PATHS.merchant, { replace: true });
      return;
    }
    save.mutate(body);
  };

  return (
    <SubmitForm
      className={styles.form}
      onSubmit={submit}
    >
      <div className={styles.formCard}>
        <TextField
          label={t('pages.merchant.fields.storeName')}
          value={form.name}
          onChange={(name) => edit({ name })}
          maxLength={64}
          {...issueOf('name')}
        />
        <TextArea
          label={t('pages.merchant.fields.description')}
          value={form.description}
          onChange={(description) => edit({ description })}
          maxLength={LIMITS.textareaMax}
          rows={3}
          countLabel={(count, max) => t('kit.textArea.count', { count, max })}
          {...issueOf('description')}
        />
        <ImageUpload
          field="logo"
          label={t('pages.merchant.fields.logo')}
          purpose="store"
          values={form}
          onEdit={edit}
          issue={issueOf('logo').errorMessage}
        />
        <ImageUpload
          field="banner"
          label={t('pages.merchant.fields.banner')}
          purpose="store"
          values={form}
          onEdit={edit}
          issue={issueOf('banner').errorMessage}
        />
      </div>
      <Button type="submit" block loading={save.isPending}>
        {t('common.save')}
      </Button>
    </SubmitForm>
  );
}
