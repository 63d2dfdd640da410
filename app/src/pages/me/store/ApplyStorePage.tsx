import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import type { StoreApplication } from '@shop/api/contract';
import {
  createStoreApplicationMachine,
  LIMITS,
  statusName,
  STORE_APPLICATION_STATUS,
  type StoreApplicationField,
  type StoreApplicationValues,
} from '@shop/domain';
import {
  Button,
  Empty,
  Page,
  Picker,
  Skeleton,
  SkeletonGroup,
  TextArea,
  TextField,
} from '@shop/ui';
import { PATHS } from '../../../routes/paths';
import { useApi } from '../../../api/useApi';
import { merchantKeys, merchantQueries } from '../../../features/merchant/api';
import { catalogueQueries } from '../../../features/catalogue/api';
import { AppNavBar } from '../../../shell/AppNavBar';
import { useSessionActor } from '../../../session/SessionProvider';
import { countryOptions, toE164 } from '../../../features/address/addressFormat';
import { fieldIssue } from '../../../features/forms/fieldError';
import { ImageUpload } from './ImageUpload';
import * as styles from './Merchant.css';
import { QueryFallback } from '../../../shell/QueryFallback';
import { SubmitForm } from '../../../shell/SubmitForm';

/**
 * Applying for a store, driven by the domain's machine from the stored application (see README.md).
 */
export default function ApplyStorePage() {
  const { t } = useTranslation();
  const api = useApi();
  const application = useQuery(merchantQueries.application(api));
  const topBar = <AppNavBar title={t('routes.applyStore')} />;

  if (!application.isSuccess) {
    return (
      <QueryFallback query={application} topBar={topBar}>
        <SkeletonGroup label={t('common.loading')} className={styles.form}>
          <Skeleton shape="block" height={420} />
        </SkeletonGroup>
      </QueryFallback>
    );
  }
  return (
    <Page topBar={topBar}>
      <ApplicationFlow application={application.data} />
    </Page>
  );
}

const CERTIFICATE = { domain: 'identityCard', contract: 'idCard' } as const;

/** The server's last form in the machine's shape (what a rejected applicant edits). */
function valuesOf(form: StoreApplication['form']): Partial<StoreApplicationValues> | undefined {
  if (!form) return undefined;
  return {
    name: form.storeName,
    category: String(form.categoryId),
    storeType: form.storeType,
    country: form.country,
    city: form.city,
    logo: form.logo,
    banner: form.banner,
    description: form.description,
    contactPerson: form.contactName,
    contactPhone: form.contactPhone,
    phoneCountry: form.country,
    certificateType: CERTIFICATE.domain,
    certificateNumber: form.certificateNumber,
    frontPhoto: form.frontPhoto,
    backPhoto: form.backPhoto,
    handPhoto: form.handPhoto ?? '',
  };
}

type ImageField = 'logo' | 'banner' | 'frontPhoto' | 'backPhoto' | 'handPhoto';
type TextKey = Exclude<StoreApplicationField, ImageField | 'phoneCountry' | 'certificateType'>;

function ApplicationFlow({ application }: { application: StoreApplication }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const session = useSessionActor();
  const categories = useQuery(catalogueQueries.categories(api));
  const [machine] = useState(() =>
    createStoreApplicationMachine({
      submit: async (values) => {
        const phone = toE164(values.contactPhone, values.country) ?? values.contactPhone;
        const answer = await api.request('storeApply', {
          storeName: values.name,
          logo: values.logo,
          banner: values.banner,
          description: values.description,
          categoryId: Number(values.category),
          storeType: values.storeType === 'company' ? 'company' : 'individual',
          country: values.country,
          city: values.city,
          contactName: values.contactPerson,
          contactPhone: phone,
          certificateType: CERTIFICATE.contract,
          certificateNumber: values.certificateNumber,
          frontPhoto: values.frontPhoto,
          backPhoto: values.backPhoto,
          handPhoto: values.handPhoto ? values.handPhoto : null,
        });
        queryClient.setQueryData(merchantKeys.application, answer);
        return answer;
      },
    }),
  );
  const actor = useActorRef(machine, {
    input: {
      status: statusName(STORE_APPLICATION_STATUS, application.status) ?? 'none',
      values: valuesOf(application.form),
      reason: application.reason ?? undefined,
    },
  });
  const state = useSelector(actor, (snapshot) => snapshot.value as string);
  const context = useSelector(actor, (snapshot) => snapshot.context);

  useEffect(() => {
    if (state === 'approved') session.send({ type: 'REFRESH_USER' });
  }, [state, session]);

  if (state === 'approved') return <Navigate to={PATHS.merchant} replace />;

  if (state === 'none') {
    return (
      <Empty
        title={t('pages.merchant.apply.inviteTitle')}
        description={t('pages.merchant.apply.invite')}
        actionLabel={t('pages.merchant.apply.start')}
        onAction={() => actor.send({ type: 'START' })}
      />
    );
  }
  if (state === 'applied' || state === 'pendingReview') {
    return (
      <Empty
        title={t('pages.merchant.apply.reviewTitle')}
        description={t('pages.merchant.apply.review')}
      />
    );
  }
  if (state === 'rejected') {
    return (
      <>
        <section className={styles.reason} aria-labelledby="store-rejected">
          <h2 id="store-rejected" className={styles.cardTitle}>
            {t('pages.merchant.apply.rejectedTitle')}
          </h2>
          {/* Typed by staff, in whatever language: in its own direction. */}
          <p className={styles.reasonText} dir="auto">
            {context.reason || t('pages.merchant.apply.noReason')}
          </p>
        </section>
        <div className={styles.actions}>
          <Button block onPress={() => actor.send({ type: 'APPLY_AGAIN' })}>
            {t('pages.merchant.apply.again')}
          </Button>
        </div>
      </>
    );
  }

  const submitting = state === 'submitting';
  const edit = (values: Partial<StoreApplicationValues>) => actor.send({ type: 'EDIT', values });
  const issueOf = (field: StoreApplicationField) => {
    const found = context.errors[field];
    return fieldIssue(t, found);
  };
  const textProps = (field: TextKey) => ({
    value: context.values[field] ?? '',
    onChange: (value: string) => edit({ [field]: value }),
    ...issueOf(field),
  });
  const contactProps = textProps('contactPerson');
  const phoneProps = textProps('contactPhone');
  const certificateProps = textProps('certificateNumber');
  const categoryOptions = (categories.data ?? []).map((c) => ({ id: String(c.id), label: c.name }));

  return (
    <ApplicationForm
      onSubmit={() => actor.send({ type: 'SUBMIT' })}
      errorCount={Object.keys(context.errors).length}
      failure={context.failure}
      submitting={submitting}
    >
      <section className={styles.formCard} aria-labelledby="store-about">
        <h2 id="store-about" className={styles.cardTitle}>
          {t('pages.merchant.apply.about')}
        </h2>
        <TextField
          label={t('pages.merchant.fields.storeName')}
          maxLength={64}
          {...textProps('name')}
        />
        <TextArea
          label={t('pages.merchant.fields.description')}
          value={context.values.description}
          onChange={(value) => edit({ description: value })}
          maxLength={LIMITS.textareaMax}
          rows={3}
          countLabel={(count, max) => t('kit.textArea.count', { count, max })}
          {...issueOf('description')}
        />
        <Picker
          appearance="field"
          label={t('pages.merchant.fields.category')}
          options={categoryOptions}
          value={context.values.category || null}
          onChange={(value) => edit({ category: value })}
          placeholder={t('kit.picker.placeholder')}
          closeLabel={t('common.close')}
          errorMessage={issueOf('category').errorMessage}
        />
        <Picker
          appearance="field"
          label={t('pages.merchant.fields.storeType')}
          options={[
            { id: 'individual', label: t('pages.merchant.storeType.individual') },
            { id: 'company', label: t('pages.merchant.storeType.company') },
          ]}
          value={context.values.storeType || null}
          onChange={(value) => edit({ storeType: value })}
          placeholder={t('kit.picker.placeholder')}
          closeLabel={t('common.close')}
        />
        <ImageUpload
          field="logo"
          label={t('pages.merchant.fields.logo')}
          purpose="store"
          values={context.values}
          onEdit={edit}
          issue={issueOf('logo').errorMessage}
        />
        <ImageUpload
          field="banner"
          label={t('pages.merchant.fields.banner')}
          purpose="store"
          values={context.values}
          onEdit={edit}
          issue={issueOf('banner').errorMessage}
        />
      </section>
      <section className={styles.formCard} aria-labelledby="store-contact">
        <h2 id="store-contact" className={styles.cardTitle}>
          {t('pages.merchant.apply.contact')}
        </h2>
        <TextField
          label={t('pages.merchant.fields.contactName')}
          autoComplete="name"
          {...contactProps}
        />
        <CountryPicker
          language={i18n.language}
          value={context.values.country}
          onChange={(country) => edit({ country, phoneCountry: country })}
          errorMessage={issueOf('country').errorMessage}
        />
        <TextField
          label={t('pages.merchant.fields.city')}
          autoComplete="address-level2"
          {...textProps('city')}
        />
        <TextField
          label={t('pages.merchant.fields.contactPhone')}
          description={t('pages.address.phoneHint')}
          type="tel"
          autoComplete="tel"
          {...phoneProps}
        />
      </section>
      <section className={styles.formCard} aria-labelledby="store-identity">
        <h2 id="store-identity" className={styles.cardTitle}>
          {t('pages.merchant.apply.identity')}
        </h2>
        <p className={styles.hint}>{t('pages.merchant.apply.identityHint')}</p>
        <TextField label={t('pages.merchant.fields.certificateNumber')} {...certificateProps} />
        <div className={styles.photos}>
          <ImageUpload
            field="frontPhoto"
            label={t('pages.merchant.fields.frontPhoto')}
            purpose="identity"
            values={context.values}
            onEdit={edit}
            issue={issueOf('frontPhoto').errorMessage}
          />
          <ImageUpload
            field="backPhoto"
            label={t('pages.merchant.fields.backPhoto')}
            purpose="identity"
            values={context.values}
            onEdit={edit}
            issue={issueOf('backPhoto').errorMessage}
          />
          <ImageUpload
            field="handPhoto"
            label={t('pages.merchant.fields.handPhoto')}
            purpose="identity"
            values={context.values}
            onEdit={edit}
          />
        </div>
      </section>
    </ApplicationForm>
  );
}

function ApplicationForm({
  children,
  onSubmit,
  errorCount,
  failure,
  submitting,
}: {
  children: React.ReactNode;
  onSubmit: () => void;
  errorCount: number;
  failure: string | null;
  submitting: boolean;
}) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [tries, setTries] = useState(0);
  useEffect(() => {
    // After a refused submit, focus moves to the first field that needs attention.
    if (tries === 0 || errorCount === 0) return;
    formRef.current
      ?.querySelector<HTMLElement>(
        'input[aria-invalid="true"], textarea[aria-invalid="true"], button[data-invalid], [data-field-invalid] button',
      )
      ?.focus();
  }, [tries, errorCount]);
  return (
    <SubmitForm
      ref={formRef}
      className={styles.form}
      onSubmit={() => {
        setTries((n) => n + 1);
        onSubmit();
      }}
    >
      {children}
      {failure ? (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      ) : null}
      <Button type="submit" block loading={submitting}>
        {t('pages.merchant.apply.submit')}
      </Button>
    </SubmitForm>
  );
}

function CountryPicker({
  language,
  value,
  onChange,
  errorMessage,
}: {
  language: string;
  value: string;
  onChange: (country: string) => void;
  errorMessage: string | undefined;
}) {
  const { t } = useTranslation();
  const countries = useMemo(() => countryOptions(language), [language]);
  return (
    <Picker
      appearance="field"
      label={t('pages.merchant.fields.country')}
      options={countries}
      value={value || null}
      onChange={onChange}
      placeholder={t('kit.picker.placeholder')}
      closeLabel={t('common.close')}
      errorMessage={errorMessage}
    />
  );
}
