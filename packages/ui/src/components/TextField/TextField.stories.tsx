import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LockIcon } from '../../icons';
import { CodeButton } from '../CodeButton';
import { TextField, textFieldTypes, type TextFieldProps } from './TextField';

/**
 * A labelled text input: description, error message, clear button, and a show/hide toggle for
 * passwords. `start` and `end` hold a prefix and an action such as the code button.
 */
const meta = {
  title: 'Kit/TextField',
  component: TextField,
  args: { label: 'Username', onChange: fn() },
  argTypes: { type: { control: 'select', options: textFieldTypes }, start: { control: false }, end: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, background: '#fff', display: 'grid', gap: 16 }}>
        <Story />
      </div>
    ),
  ],
  render: function Render(args) {
    const { t } = useTranslation();
    return (
      <TextField
        {...args}
        label={t('kit.field.username')}
        placeholder={t('kit.field.usernamePlaceholder')}
        clearLabel={t('common.clear')}
      />
    );
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveAccessibleName(/.+/);
    await expect(canvas.queryByRole('button')).toBeNull();
    await userEvent.type(input, 'mia_chen');
    await expect(args.onChange).toHaveBeenLastCalledWith('mia_chen');
    const clear = canvas.getByRole('button');
    await expect(clear).toHaveAccessibleName(/.+/);
    await userEvent.click(clear);
    await expect(input).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await expect(input).toHaveFocus();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

function Password(props: Partial<TextFieldProps>) {
  const { t } = useTranslation();
  return (
    <TextField
      {...props}
      type="password"
      label={t('kit.field.password')}
      description={t('kit.field.passwordHint')}
      showPasswordLabel={t('kit.field.showPassword')}
      hidePasswordLabel={t('kit.field.hidePassword')}
      start={<LockIcon />}
      validate={(v) => (v.length > 0 && v.length < 6 ? t('kit.field.passwordTooShort') : null)}
      validationBehavior="aria"
    />
  );
}

/** A password with a show/hide toggle and a minimum length checked as you type. */
export const PasswordField: Story = {
  render: (args) => <Password onChange={args.onChange} />,
  play: async ({ canvas, canvasElement }) => {
    const input = canvasElement.querySelector('input') as HTMLInputElement;
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAccessibleDescription(/6/);
    await userEvent.type(input, 'abc');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, 'def');
    await expect(input).not.toHaveAttribute('aria-invalid');
    const toggle = canvas.getByRole('button');
    const showName = toggle.getAttribute('aria-label');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle.getAttribute('aria-label')).not.toBe(showName);
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

/** Invalid: the message is shown and attached to the input's description. */
export const Invalid: Story = {
  render: function Render(args) {
    const { t } = useTranslation();
    return (
      <TextField
        {...args}
        type="email"
        label={t('kit.field.email')}
        defaultValue="mia.chen@"
        isInvalid
        errorMessage={t('kit.field.emailInvalid')}
        clearLabel={t('common.clear')}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    const message = canvasElement.querySelector('[slot="errorMessage"]') as HTMLElement;
    await expect(message).toBeVisible();
    await expect(input).toHaveAccessibleDescription(message.textContent!);
  },
};

/** A verification-code field with the code button in the end slot. */
export const WithCodeButton: Story = {
  render: function Render(args) {
    const { t } = useTranslation();
    return (
      <TextField
        {...args}
        label={t('kit.code.label')}
        inputMode="numeric"
        autoComplete="one-time-code"
        end={
          <CodeButton
            onSend={async () => undefined}
            label={t('kit.codeButton.get')}
            countingLabel={(seconds) => t('kit.codeButton.resendIn', { seconds })}
            retryLabel={t('kit.codeButton.retry')}
          />
        }
      />
    );
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox'), '4821');
    await expect(canvas.getByRole('textbox')).toHaveValue('4821');
    await userEvent.click(canvas.getByRole('button'));
    await waitFor(() => expect(canvas.getByRole('button')).toHaveAttribute('data-phase', 'counting'));
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'mia_chen' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
    // No clear button on a disabled field.
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/**
 * What is typed runs in its own direction: English typed on an Arabic page left to right, Arabic
 * on an English page right to left; an empty field keeps the page's direction for its caret and
 * placeholder.
 */
export const TypedDirection: Story = {
  parameters: { visual: { disable: 'checks the input direction as text is typed; the field is shot by Default' } },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox');
    await expect(input).not.toHaveAttribute('dir');
    await userEvent.type(input, 'Shipped within two days.');
    await expect(input).toHaveAttribute('dir', 'ltr');
    await userEvent.clear(input);
    await expect(input).not.toHaveAttribute('dir');
    await userEvent.type(input, 'يُشحن خلال يومين');
    await expect(input).toHaveAttribute('dir', 'rtl');
  },
};
