import { useTranslation } from 'react-i18next';
import type { Issue } from '@shop/domain';
import { TextField } from '@shop/ui';
import { fieldIssue } from '../forms/fieldError';
import { EmailCodeFields, type EmailCodeFieldsProps } from './EmailCodeFields';

type Field = 'email' | 'code' | 'password' | 'confirmPassword';

/** The password, then the same again to catch a typo. */
const PASSWORD_FIELDS = ['password', 'confirmPassword'] as const;

export interface EmailPasswordFieldsProps {
  purpose: EmailCodeFieldsProps['purpose'];
  values: Record<Field, string>;
  /** The change handler of one field. */
  onChange: (field: Field) => (value: string) => void;
  /** The form's own verdicts, after a submit. */
  errors: Partial<Record<Field, Issue>>;
}

/**
 * An email proven by a code and a password chosen twice, as registering and resetting a password
 * both ask for them: the rules as the password's hint, a show-password toggle on both, and the
 * password manager told that this is a new password.
 */
export function EmailPasswordFields({
  purpose,
  values,
  onChange,
  errors,
}: EmailPasswordFieldsProps) {
  const { t } = useTranslation();
  const passwordLabel = purpose === 'register' ? 'auth.fields.password' : 'auth.fields.newPassword';
  return (
    <>
      <EmailCodeFields
        purpose={purpose}
        email={values.email}
        code={values.code}
        onEmailChange={onChange('email')}
        onCodeChange={onChange('code')}
        emailIssue={errors.email}
        codeIssue={errors.code}
      />
      {PASSWORD_FIELDS.map((field) => (
        <TextField
          key={field}
          label={t(field === 'confirmPassword' ? 'auth.fields.confirmPassword' : passwordLabel)}
          description={field === 'password' ? t('auth.fields.passwordHint') : undefined}
          type="password"
          value={values[field]}
          onChange={onChange(field)}
          autoComplete="new-password"
          {...fieldIssue(t, errors[field])}
          showPasswordLabel={t('auth.fields.showPassword')}
          hidePasswordLabel={t('auth.fields.hidePassword')}
        />
      ))}
    </>
  );
}
