import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { Button, Checkbox, Page, TextField } from '@shop/ui';
import { safeRedirect } from '../../routes/guards';
import { PATHS } from '../../routes/paths';
import { AppNavBar } from '../../shell/AppNavBar';
import { useFeedback } from '../../shell/feedback';
import { useSessionActor } from '../../session/SessionProvider';
import { fieldError, fieldIssue } from '../../features/forms/fieldError';
import { EmailPasswordFields } from '../../features/account/EmailPasswordFields';
import * as styles from './AuthLayout.css';
import { SubmitForm } from '../../shell/SubmitForm';

/**
 * Register: username, email with a verification code, the password twice, an optional invitation
 * code (prefilled from an invite link's `?invite=`), and the user agreement, which must be accepted.
 */
export default function RegisterPage() {
  const { t } = useTranslation();
  const actor = useSessionActor();
  const feedback = useFeedback();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const busy = useSelector(actor, (s) => s.matches('registering') || s.matches('loadingUser'));
  const signedIn = useSelector(actor, (s) => s.matches('signedIn'));
  const errors = useSelector(actor, (s) => s.context.errors);
  const [form, setForm] = useState({
    username: '',
    email: '',
    code: '',
    password: '',
    confirmPassword: '',
    invitationCode: params.get('invite') ?? '',
    agreed: false,
  });
  const [submitted, setSubmitted] = useState(false);
  const set =
    <K extends keyof typeof form>(key: K) =>
    (value: (typeof form)[K]) =>
      setForm((current) => ({ ...current, [key]: value }));

  useEffect(() => {
    if (!signedIn || !submitted) return;
    feedback.toast(t('auth.register.done'), 'success');
    navigate(safeRedirect(params.get('redirect')), { replace: true });
  }, [signedIn, submitted, feedback, t, navigate, params]);

  return (
    <Page topBar={<AppNavBar title={t('routes.register')} />}>
      <SubmitForm
        className={styles.form}
        onSubmit={() => {
          setSubmitted(true);
          actor.send({ type: 'REGISTER', form });
        }}
      >
        <h2 className={styles.heading}>{t('auth.register.heading')}</h2>
        <TextField
          label={t('auth.fields.username')}
          description={t('auth.fields.usernameHint')}
          value={form.username}
          onChange={set('username')}
          autoComplete="username"
          {...fieldIssue(t, errors.username)}
        />
        <EmailPasswordFields purpose="register" values={form} onChange={set} errors={errors} />
        <TextField
          label={t('auth.fields.invitationCode')}
          value={form.invitationCode}
          onChange={set('invitationCode')}
          autoComplete="off"
        />
        <div>
          <Checkbox
            isSelected={form.agreed}
            onChange={set('agreed')}
            isInvalid={Boolean(errors.agreed)}
            aria-describedby={errors.agreed ? 'agreement-error' : undefined}
          >
            {t('auth.register.agree')}
          </Checkbox>
          {errors.agreed ? (
            <p id="agreement-error" className={styles.error}>
              {fieldError(t, errors.agreed)}
            </p>
          ) : null}
        </div>
        <Link className={styles.link} to={PATHS.agreement}>
          {t('auth.register.readAgreement')}
        </Link>
        <Button type="submit" block loading={busy}>
          {t('common.register')}
        </Button>
        <Link className={styles.link} to={PATHS.login}>
          {t('auth.register.toLogin')}
        </Link>
      </SubmitForm>
    </Page>
  );
}
