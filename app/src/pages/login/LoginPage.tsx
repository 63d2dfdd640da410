import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { Button, Page, TextField } from '@shop/ui';
import { safeRedirect } from '../../routes/guards';
import { PATHS } from '../../routes/paths';
import { useApi } from '../../api/useApi';
import { AppNavBar } from '../../shell/AppNavBar';
import { useFeedback } from '../../shell/feedback';
import { useCaptchaRequired, useSessionActor } from '../../session/SessionProvider';
import { fieldIssue } from '../../features/forms/fieldError';
import * as styles from './AuthLayout.css';
import { SubmitForm } from '../../shell/SubmitForm';

const newCaptchaId = () => globalThis.crypto.randomUUID().replaceAll('-', '');

/** Sign in with username, email or phone and password; the image captcha when the server asks. */
export default function LoginPage() {
  const { t } = useTranslation();
  const api = useApi();
  const actor = useSessionActor();
  const feedback = useFeedback();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const captchaRequired = useCaptchaRequired();
  const busy = useSelector(actor, (s) => s.matches('loggingIn') || s.matches('loadingUser'));
  const signedIn = useSelector(actor, (s) => s.matches('signedIn'));
  const errors = useSelector(actor, (s) => s.context.errors);
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [captchaId, setCaptchaId] = useState(newCaptchaId);
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    if (!signedIn) return;
    if (submitted) feedback.toast(t('messages.loginSuccess'), 'success');
    navigate(safeRedirect(params.get('redirect')), { replace: true });
  }, [signedIn, submitted, feedback, t, navigate, params]);

  const submit = () => {
    setSubmitted(true);
    actor.send({
      type: 'LOGIN',
      form: { account, password, ...(captchaRequired ? { captcha, captchaId } : {}) },
    });
    // A captcha answers once: the next attempt, if there is one, gets a fresh image.
    if (captchaRequired) {
      setCaptchaId(newCaptchaId());
      setCaptcha('');
    }
  };

  return (
    <Page topBar={<AppNavBar title={t('routes.login')} end={<Link className={styles.navLink} to={PATHS.language}>{t('language.title')}</Link>} />}>
      <SubmitForm
        className={styles.form}
        onSubmit={submit}
      >
        <h2 className={styles.heading}>{t('auth.login.heading')}</h2>
        <TextField
          label={t('auth.fields.account')}
          value={account}
          onChange={setAccount}
          autoComplete="username"
          {...fieldIssue(t, errors.account)}
        />
        <TextField
          label={t('auth.fields.password')}
          type="password"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
          {...fieldIssue(t, errors.password)}
          showPasswordLabel={t('auth.fields.showPassword')}
          hidePasswordLabel={t('auth.fields.hidePassword')}
        />
        {captchaRequired ? (
          <div className={styles.row}>
            <div className={styles.grow}>
              <TextField
                label={t('auth.fields.captcha')}
                value={captcha}
                onChange={setCaptcha}
                autoComplete="off"
                inputMode="numeric"
              />
            </div>
            <button
              type="button"
              className={styles.captchaImage}
              onClick={() => setCaptchaId(newCaptchaId())}
              aria-label={t('auth.fields.newCaptcha')}
            >
              <img src={api.urlOf('captcha', { captchaId })} alt={t('auth.fields.captchaImage')} width={120} height={44} />
            </button>
          </div>
        ) : null}
        <Button type="submit" block loading={busy}>
          {t('common.logIn')}
        </Button>
        <div className={styles.links}>
          <Link className={styles.link} to={PATHS.forget}>
            {t('auth.login.forgot')}
          </Link>
          <Link className={styles.link} to={`${PATHS.register}${params.get('redirect') ? `?redirect=${encodeURIComponent(params.get('redirect')!)}` : ''}`}>
            {t('auth.login.toRegister')}
          </Link>
        </div>
      </SubmitForm>
    </Page>
  );
}
