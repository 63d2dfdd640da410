import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '@shop/api/client';
import { validateChangePassword, type ChangePasswordForm, type FieldErrors } from '@shop/domain';
import { Button, Page, TextField } from '@shop/ui';
import { PATHS } from '../../../routes/paths';
import { useApi } from '../../../api/useApi';
import { AppNavBar } from '../../../shell/AppNavBar';
import { useFeedback } from '../../../shell/feedback';
import { useSessionActor } from '../../../session/SessionProvider';
import { fieldIssue, serverFieldError } from '../../../features/forms/fieldError';
import * as styles from './Account.css';
import { SubmitForm } from '../../../shell/SubmitForm';

type Field = keyof ChangePasswordForm;

/** The three fields, in order: label key, what the browser may fill in, and help under it. */
const FIELDS = [
  { field: 'oldPassword', label: 'pages.loginPassword.oldPassword', autoComplete: 'current-password' },
  { field: 'password', label: 'auth.fields.newPassword', autoComplete: 'new-password', hint: 'auth.fields.passwordHint' },
  { field: 'confirmPassword', label: 'auth.fields.confirmPassword', autoComplete: 'new-password' },
] as const satisfies readonly { field: Field; label: string; autoComplete: string; hint?: string }[];

/**
 * Changing the login password: the current one, the new one twice (the domain's rules: at least 6
 * characters, both entries equal). The server signs every other device out; this one signs out
 * too, and the buyer logs in again with the new password.
 */
export default function LoginPasswordPage() {
  const { t } = useTranslation();
  const api = useApi();
  const feedback = useFeedback();
  const navigate = useNavigate();
  const session = useSessionActor();
  const [form, setForm] = useState<ChangePasswordForm>({ oldPassword: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  // The server's word on a field (the current password was wrong), translated.
  const [refused, setRefused] = useState<Partial<Record<Field, string>>>({});

  const change = useMutation({
    mutationFn: (value: ChangePasswordForm) => api.request('changePwd', value, { loading: true }),
    onSuccess: () => {
      feedback.toast(t('pages.loginPassword.done'), 'success');
      session.send({ type: 'LOGOUT' });
      navigate(PATHS.login, { replace: true });
    },
    // The client already toasted the server's message; a field it names shows it there too.
    onError: (error) => {
      if (!isApiError(error)) return;
      const fields: Partial<Record<Field, string>> = {};
      for (const field of ['oldPassword', 'password', 'confirmPassword'] as const) {
        const message = serverFieldError(t, error, field);
        if (message) fields[field] = message;
      }
      setRefused(fields);
    },
  });

  const set = (field: Field) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
    setRefused(({ [field]: _gone, ...rest }) => rest);
  };

  return (
    <Page topBar={<AppNavBar title={t('routes.loginPassword')} />}>
      <SubmitForm
        className={styles.card}
        onSubmit={() => {
          const result = validateChangePassword(form);
          setRefused({});
          if (!result.ok) {
            setErrors(result.errors);
            return;
          }
          setErrors({});
          change.mutate(result.value);
        }}
      >
        <h2 className={styles.heading}>{t('pages.loginPassword.heading')}</h2>
        <p className={styles.intro}>{t('pages.loginPassword.intro')}</p>
        {FIELDS.map(({ field, label, autoComplete, ...rest }) => (
          <TextField
            key={field}
            label={t(label)}
            description={'hint' in rest ? t(rest.hint) : undefined}
            type="password"
            value={form[field]}
            onChange={set(field)}
            autoComplete={autoComplete}
            {...fieldIssue(t, errors[field], refused[field])}
            showPasswordLabel={t('auth.fields.showPassword')}
            hidePasswordLabel={t('auth.fields.hidePassword')}
          />
        ))}
        <Button type="submit" block loading={change.isPending}>
          {t('pages.loginPassword.submit')}
        </Button>
      </SubmitForm>
    </Page>
  );
}
