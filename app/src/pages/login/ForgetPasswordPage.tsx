import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { Button, Page, TextField } from '@shop/ui';
import { PATHS } from '../../routes/paths';
import { AppNavBar } from '../../shell/AppNavBar';
import { useFeedback } from '../../shell/feedback';
import { useSessionActor } from '../../session/SessionProvider';
import { fieldIssue } from '../../features/forms/fieldError';
import { EmailCodeFields } from '../../features/account/EmailCodeFields';
import * as styles from './AuthLayout.css';

/** Forgot password: a code to the account's email, then the new password twice. */
export default function ForgetPasswordPage() {
  const { t } = useTranslation();
  const actor = useSessionActor();
  const feedback = useFeedback();
  const navigate = useNavigate();
  const busy = useSelector(actor, (s) => s.matches('resettingPassword'));
  const notice = useSelector(actor, (s) => s.context.notice);
  const errors = useSelector(actor, (s) => s.context.errors);
  const [form, setForm] = useState({ email: '', code: '', password: '', confirmPassword: '' });
  const set = (key: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [key]: value }));

  useEffect(() => {
    if (notice !== 'passwordReset') return;
    feedback.toast(t('auth.forget.done'), 'success');
    navigate(PATHS.login, { replace: true });
  }, [notice, feedback, t, navigate]);

  return (
    <Page topBar={<AppNavBar title={t('routes.forget')} />}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'RESET_PASSWORD', form });
        }}
      >
        <p className={styles.intro}>{t('auth.forget.intro')}</p>
        <EmailCodeFields
          purpose="resetPwd"
          email={form.email}
          code={form.code}
          onEmailChange={set('email')}
          onCodeChange={set('code')}
          emailIssue={errors.email}
          codeIssue={errors.code}
        />
        <TextField
          label={t('auth.fields.newPassword')}
          description={t('auth.fields.passwordHint')}
          type="password"
          value={form.password}
          onChange={set('password')}
          autoComplete="new-password"
          {...fieldIssue(t, errors.password)}
          showPasswordLabel={t('auth.fields.showPassword')}
          hidePasswordLabel={t('auth.fields.hidePassword')}
        />
        <TextField
          label={t('auth.fields.confirmPassword')}
          type="password"
          value={form.confirmPassword}
          onChange={set('confirmPassword')}
          autoComplete="new-password"
          {...fieldIssue(t, errors.confirmPassword)}
          showPasswordLabel={t('auth.fields.showPassword')}
          hidePasswordLabel={t('auth.fields.hidePassword')}
        />
        <Button type="submit" block loading={busy}>
          {t('auth.forget.submit')}
        </Button>
      </form>
    </Page>
  );
}
