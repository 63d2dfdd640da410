import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Issue } from '@shop/domain';
import { CodeButton, TextField } from '@shop/ui';
import { fieldIssue } from '../forms/fieldError';
import { useSendCode } from './useSendCode';

export interface EmailCodeFieldsProps {
  /** What the code is for; the server words and throttles each separately. */
  purpose: 'register' | 'resetPwd';
  email: string;
  code: string;
  onEmailChange: (email: string) => void;
  onCodeChange: (code: string) => void;
  /** The form's own verdicts on the two fields, after a submit. */
  emailIssue?: Issue;
  codeIssue?: Issue;
}

/**
 * The email field and the code field with its countdown button, as registering and resetting a
 * password both ask for them. An address refused before sending is shown on the email field and
 * cleared as soon as it is edited.
 */
export function EmailCodeFields({ purpose, email, code, onEmailChange, onCodeChange, emailIssue, codeIssue }: EmailCodeFieldsProps) {
  const { t } = useTranslation();
  const [emailProblem, setEmailProblem] = useState<string>();
  const sendCode = useSendCode(purpose, setEmailProblem);
  return (
    <>
      <TextField
        label={t('auth.fields.email')}
        type="email"
        value={email}
        onChange={(value) => {
          setEmailProblem(undefined);
          onEmailChange(value);
        }}
        autoComplete="email"
        inputMode="email"
        {...fieldIssue(t, emailIssue, emailProblem)}
      />
      <TextField
        label={t('auth.fields.code')}
        value={code}
        onChange={onCodeChange}
        autoComplete="one-time-code"
        inputMode="numeric"
        {...fieldIssue(t, codeIssue)}
        // In the field's box, after the code: the label keeps the whole width, and a long countdown
        // ("Neuer Code in 58 Sekunden") wraps inside the box instead of widening the form.
        end={
          <CodeButton
            onSend={() => sendCode(email)}
            label={t('auth.code.get')}
            countingLabel={(seconds) => t('auth.code.counting', { count: seconds })}
            retryLabel={t('auth.code.retry')}
          />
        }
      />
    </>
  );
}
