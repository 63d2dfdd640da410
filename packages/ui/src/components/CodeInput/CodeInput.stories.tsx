import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent } from 'storybook/test';
import { CODE_LENGTH, CodeInput, type CodeInputProps } from './CodeInput';
import { onCard } from '../../storybook/frames';

/**
 * The 6-digit verification code input: cells drawn over one real input with
 * `autocomplete="one-time-code"` and a numeric keyboard, so SMS autofill, paste, backspace and
 * arrow keys work. One labelled group; its description says how many digits are filled.
 */
const meta = {
  title: 'Kit/CodeInput',
  component: CodeInput,
  args: {
    label: 'Verification code',
    filledLabel: (n: number, total: number) => `${n} of ${total} digits entered`,
    onChange: fn(),
    onComplete: fn(),
  },
  argTypes: { filledLabel: { control: false } },
  decorators: [onCard],
  render: (args) => <Localised {...args} />,
} satisfies Meta<typeof CodeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

function Localised(props: CodeInputProps & { withError?: boolean }) {
  const { t } = useTranslation();
  const { withError, ...rest } = props;
  return (
    <CodeInput
      {...rest}
      label={t('kit.code.label')}
      description={t('kit.code.hint')}
      filledLabel={(count, total) => t('kit.code.entered', { count, total })}
      errorMessage={withError ? t('kit.code.wrong') : undefined}
      isInvalid={withError}
    />
  );
}

const cellTexts = (root: HTMLElement) =>
  Array.from(root.querySelectorAll('[role="group"] > div')).map((cell) => cell.textContent);

export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const group = canvas.getByRole('group');
    await expect(group).toHaveAccessibleName(/.+/);
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(cellTexts(canvasElement)).toHaveLength(CODE_LENGTH);

    await userEvent.click(input);
    await userEvent.keyboard('12a3');
    await expect(cellTexts(canvasElement).join('')).toBe('123');
    // The group's description counts the digits (it is also a polite live region).
    await expect(group).toHaveAccessibleDescription(/3/);

    await userEvent.keyboard('{Backspace}');
    await expect(cellTexts(canvasElement).join('')).toBe('12');
    // Arrow back onto the first digit and type over it.
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}9');
    await expect(cellTexts(canvasElement).join('')).toBe('92');
    await expect(args.onComplete).not.toHaveBeenCalled();

    // Pasting a whole code (with spaces from an SMS) fills every cell at once.
    await userEvent.clear(input);
    await userEvent.paste('482 193');
    await expect(cellTexts(canvasElement).join('')).toBe('482193');
    await expect(args.onComplete).toHaveBeenCalledWith('482193');
    await expect(group).toHaveAccessibleDescription(/6/);
  },
};

export const Filled: Story = { args: { defaultValue: '482193' } };

export const Invalid: Story = {
  args: { defaultValue: '482193' },
  render: (args) => <Localised {...args} withError />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toBeVisible();
    // The message is part of the field's description, not only shown next to it.
    await expect(canvas.getByRole('textbox').getAttribute('aria-describedby')).toContain(canvas.getByRole('alert').id);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '48' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox');
    await expect(input).toBeDisabled();
    await userEvent.type(input, '1', { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A four-digit variant for services that send shorter codes. */
export const FourDigits: Story = { args: { length: 4, defaultValue: '73' } };
