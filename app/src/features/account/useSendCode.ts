import { useTranslation } from 'react-i18next';
import { clean, rules } from '@shop/domain';
import { useApi } from '../../api/useApi';
import { useFeedback } from '../../shell/feedback';

/**
 * The code button's `onSend`: checks the address first (the countdown must not start for a typo),
 * then asks the server to send a 6-digit code. Rejecting keeps the button ready to press again.
 */
export function useSendCode(purpose: 'register' | 'resetPwd', onInvalidEmail: (message: string) => void) {
  const api = useApi();
  const feedback = useFeedback();
  const { t } = useTranslation();
  return async (email: string) => {
    const problem = rules.email(email);
    if (problem) {
      onInvalidEmail(t(problem.key, problem.values));
      throw new Error(problem.key);
    }
    await api.request('sendMsgCode', { channel: 'email', target: clean(email), purpose }, { loading: true });
    feedback.toast(t('auth.codeSent'), 'success');
  };
}
