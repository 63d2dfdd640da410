import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { Button, Page } from '@shop/ui';
import { PATHS } from '../../routes/paths';
import { AppNavBar } from '../../shell/AppNavBar';
import { useFeedback } from '../../shell/feedback';
import { useSessionActor } from '../../session/SessionProvider';
import { EmailPasswordFields } from '../../features/account/EmailPasswordFields';
import * as styles from './AuthLayout.css';
import { SubmitForm } from '../../shell/SubmitForm';

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
      <SubmitForm
        className={styles.form}
        onSubmit={() => {
          actor.send({ type: 'RESET_PASSWORD', form });
        }}
      >
        <p className={styles.intro}>{t('auth.forget.intro')}</p>
        <EmailPasswordFields purpose="resetPwd" values={form} onChange={set} errors={errors} />
        <Button type="submit" block loading={busy}>
          {t('auth.forget.submit')}
        </Button>
      </SubmitForm>
    </Page>
  );
}
