import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError } from '@shop/api/client';
import { createPayPasswordMachine, rules, type Issue } from '@shop/domain';
import { Button, Page, PinPad, Skeleton, SkeletonGroup, TextField, type PinPadHandle } from '@shop/ui';
import { safeRedirect } from '../../../routes/guards';
import { PATHS } from '../../../routes/paths';
import { useApi } from '../../../api/useApi';
import { accountKeys, accountQueries } from '../../../features/account/api';
import { walletKeys } from '../../../features/wallet/api';
import { AppNavBar } from '../../../shell/AppNavBar';
import { useFeedback } from '../../../shell/feedback';
import { useSessionActor } from '../../../session/SessionProvider';
import { fieldIssue } from '../../../features/forms/fieldError';
import * as styles from './Account.css';
import { QueryFallback } from '../../../shell/QueryFallback';
import { SubmitForm } from '../../../shell/SubmitForm';

/** Steps a buyer goes through either way: login password (or old PIN), new PIN, the new PIN again. */
const STEPS = 3;

/**
 * The 6-digit payment password. Setting the first one asks for the login password, then the new
 * PIN twice; changing it asks for the old PIN, then the new one twice (the domain's pay-password
 * machine runs the PIN steps). Afterwards the buyer goes to `?redirect=` (the pay screen that sent
 * them here), or back.
 */
export default function PayPasswordPage() {
  const { t } = useTranslation();
  const api = useApi();
  const user = useQuery(accountQueries.userinfo(api));
  const topBar = <AppNavBar title={t('routes.payPassword')} />;

  if (!user.isSuccess) {
    return (
      <QueryFallback query={user} topBar={topBar}>
        <SkeletonGroup label={t('common.loading')} className={styles.card}>
          <Skeleton shape="line" width="50%" />
          <Skeleton shape="block" height={280} />
        </SkeletonGroup>
      </QueryFallback>
    );
  }
  return (
    <Page topBar={topBar}>
      <PayPasswordFlow changing={user.data.payPasswordSet} />
    </Page>
  );
}

function PayPasswordFlow({ changing }: { changing: boolean }) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSessionActor();
  const [params] = useSearchParams();
  // Setting the first PIN starts by confirming the login password.
  const [verified, setVerified] = useState(changing);
  const [loginPassword, setLoginPassword] = useState('');
  const [loginIssue, setLoginIssue] = useState<Issue>();
  const [loginRefused, setLoginRefused] = useState<string>();
  // A refused login password starts the PIN steps afresh.
  const [round, setRound] = useState(0);

  const done = () => {
    feedback.toast(t('pages.payPassword.saved'), 'success');
    for (const queryKey of [accountKeys.userinfo, walletKeys.summary]) void queryClient.invalidateQueries({ queryKey });
    session.send({ type: 'REFRESH_USER' });
    const redirect = params.get('redirect');
    const history = window.history.state as { idx?: number } | null;
    if (redirect) navigate(safeRedirect(redirect), { replace: true });
    else if (history?.idx && history.idx > 0) navigate(-1);
    else navigate(PATHS.me, { replace: true });
  };

  if (!verified) {
    return (
      <SubmitForm
        className={styles.card}
        onSubmit={() => {
          const issue = rules.password(loginPassword) ?? undefined;
          setLoginIssue(issue);
          setLoginRefused(undefined);
          if (!issue) setVerified(true);
        }}
      >
        <h2 className={styles.heading}>{t('pages.payPassword.setHeading')}</h2>
        <p className={styles.step}>{t('pages.payPassword.step', { step: 1, total: STEPS })}</p>
        <p className={styles.intro}>{t('pages.payPassword.verifyIntro')}</p>
        <TextField
          label={t('pages.payPassword.loginPassword')}
          type="password"
          value={loginPassword}
          onChange={(value) => {
            setLoginPassword(value);
            setLoginIssue(undefined);
            setLoginRefused(undefined);
          }}
          autoComplete="current-password"
          {...fieldIssue(t, loginIssue, loginRefused)}
          showPasswordLabel={t('auth.fields.showPassword')}
          hidePasswordLabel={t('auth.fields.hidePassword')}
        />
        <Button type="submit" block>
          {t('common.next')}
        </Button>
      </SubmitForm>
    );
  }

  return (
    <PinSteps
      key={round}
      changing={changing}
      loginPassword={loginPassword}
      onLoginRefused={(message) => {
        setLoginRefused(message);
        setVerified(false);
        setRound((n) => n + 1);
      }}
      onSaved={done}
    />
  );
}

function PinSteps({
  changing,
  loginPassword,
  onLoginRefused,
  onSaved,
}: {
  changing: boolean;
  loginPassword: string;
  onLoginRefused: (message: string) => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const pad = useRef<PinPadHandle>(null);
  const [pinError, setPinError] = useState<string>();
  const [machine] = useState(() =>
    createPayPasswordMachine({
      save: async ({ oldPassword, password }) => {
        try {
          if (oldPassword !== null) {
            return await api.request(
              'payPasswordChange',
              { oldPayPassword: oldPassword, payPassword: password, confirmPayPassword: password },
              { silent: true },
            );
          }
          return await api.request(
            'payPasswordSet',
            { loginPassword, payPassword: password, confirmPayPassword: password },
            { silent: true },
          );
        } catch (error) {
          // The login password is checked only now; it is fixed on its own step.
          if (isApiError(error, 'refused') && error.reason === 'loginFailed') onLoginRefused(error.message);
          throw error;
        }
      },
    }),
  );
  const actor = useActorRef(machine, { input: { hasPayPassword: changing } });
  const step = useSelector(actor, (s) => s.value);
  const saving = step === 'saving';
  const saved = step === 'saved';

  // Each step starts with an empty pad; a mismatch or a refusal says why and shakes it.
  useEffect(() => {
    let previous = actor.getSnapshot();
    const subscription = actor.subscribe((next) => {
      if (next.value !== previous.value) {
        const { error, failure } = next.context;
        if (error && error !== previous.context.error) setPinError(t(error.key, error.values));
        else if (previous.value === 'saving' && failure) setPinError(failure);
        else pad.current?.clear();
      }
      previous = next;
    });
    return () => subscription.unsubscribe();
  }, [actor, t]);

  const onSavedRef = useRef(onSaved);
  useEffect(() => {
    onSavedRef.current = onSaved;
  });
  useEffect(() => {
    if (saved) onSavedRef.current();
  }, [saved]);

  const label =
    step === 'enteringOld'
      ? t('pages.payPassword.enterOld')
      : step === 'enteringNew'
        ? t('pages.payPassword.enterNew')
        : t('pages.payPassword.confirm');
  const number = step === 'enteringOld' ? 1 : step === 'enteringNew' ? 2 : 3;

  return (
    <section className={styles.card} aria-labelledby="pay-password-heading">
      <h2 id="pay-password-heading" className={styles.heading}>
        {t(changing ? 'pages.payPassword.changeHeading' : 'pages.payPassword.setHeading')}
      </h2>
      <p className={styles.step}>{t('pages.payPassword.step', { step: number, total: STEPS })}</p>
      <p className={styles.intro}>{t('pages.payPassword.hint')}</p>
      <PinPad
        ref={pad}
        label={label}
        deleteLabel={t('kit.pinPad.delete')}
        enteredLabel={(count, total) => t('kit.code.entered', { count, total })}
        error={pinError}
        isDisabled={saving || saved}
        onChange={() => setPinError(undefined)}
        onComplete={(pin) => actor.send({ type: 'SUBMIT_PIN', pin })}
      />
    </section>
  );
}
