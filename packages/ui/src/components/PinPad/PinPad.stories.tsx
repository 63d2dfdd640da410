import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { PIN_LENGTH, PinPad, type PinPadProps } from './PinPad';

/**
 * The 6-digit payment password: masked dots over a real password field (`inputMode="none"`) and
 * an on-screen keypad that works with touch, mouse and a hardware keyboard. A polite live region
 * counts the digits; a wrong PIN clears the dots and shakes them (still under reduced motion).
 */
const meta = {
  title: 'Kit/PinPad',
  component: PinPad,
  args: {
    label: 'Enter payment password',
    deleteLabel: 'Delete',
    enteredLabel: (n: number, total: number) => `${n} of ${total} digits entered`,
    onComplete: fn(),
    onChange: fn(),
  },
  argTypes: { enteredLabel: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, background: '#fff', maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => <Localised {...args} />,
} satisfies Meta<typeof PinPad>;

export default meta;
type Story = StoryObj<typeof meta>;

function Localised(props: PinPadProps) {
  const { t } = useTranslation();
  return (
    <PinPad
      {...props}
      label={t('kit.pinPad.title')}
      deleteLabel={t('kit.pinPad.delete')}
      enteredLabel={(count, total) => t('kit.code.entered', { count, total })}
    />
  );
}

/** The keypad shows the locale's digits; find a key by the digit it types. */
const keyName = (digit: number) =>
  new Intl.NumberFormat(document.documentElement.lang || 'en', { useGrouping: false }).format(digit);

const filledDots = (root: HTMLElement) => root.querySelectorAll('[data-filled]').length;

export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('group')).toHaveAccessibleName(/.+/);
    const field = canvasElement.querySelector('input[type="password"]') as HTMLInputElement;
    await expect(field).toHaveAttribute('inputmode', 'none');
    const status = canvasElement.querySelector('[aria-live="polite"]')!;

    // Mouse: press keys on the keypad.
    await userEvent.click(canvas.getByRole('button', { name: keyName(1) }));
    await userEvent.click(canvas.getByRole('button', { name: keyName(3) }));
    await expect(filledDots(canvasElement)).toBe(2);
    await expect(status.textContent).toMatch(/2/);
    // A pointer press hands focus to the field, so the hardware keyboard continues from here.
    await expect(field).toHaveFocus();
    await userEvent.keyboard('5');
    await expect(filledDots(canvasElement)).toBe(3);
    await userEvent.keyboard('{Backspace}');
    await expect(filledDots(canvasElement)).toBe(2);
    // The delete key is the last one and is named by its label.
    const deleteKey = canvas.getAllByRole('button').at(-1)!;
    await expect(deleteKey).toHaveAccessibleName(/.+/);
    await userEvent.click(deleteKey);
    await expect(filledDots(canvasElement)).toBe(1);
    await userEvent.keyboard('35790');
    await expect(filledDots(canvasElement)).toBe(PIN_LENGTH);
    await expect(args.onComplete).toHaveBeenCalledWith('135790');
    await expect(status.textContent).toMatch(/6/);
    await expect(field.value).toBe('135790');
  },
};

/** Keyboard only: Tab to a key, Enter presses it; digits typed while a key has focus count too. */
export const KeyboardOnKeys: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const one = canvas.getByRole('button', { name: keyName(1) });
    one.focus();
    await userEvent.keyboard('{Enter}');
    await expect(one).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect(canvas.getByRole('button', { name: keyName(2) })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('x9');
    await expect(filledDots(canvasElement)).toBe(3);
    await userEvent.keyboard('{Backspace}');
    await expect(filledDots(canvasElement)).toBe(2);
    await userEvent.keyboard('4567');
    await expect(args.onComplete).toHaveBeenCalledWith('124567');
  },
};

/** The page checks the PIN; a wrong one sets `error`, which clears the dots and shakes them. */
export const WrongPin: Story = {
  render: function Render(args) {
    const { t } = useTranslation();
    const [error, setError] = useState<string>();
    return (
      <Localised
        {...args}
        error={error}
        onChange={(pin) => {
          if (pin) setError(undefined);
          args.onChange?.(pin);
        }}
        onComplete={(pin) => {
          args.onComplete(pin);
          if (pin !== '135790') setError(t('kit.pinPad.wrong'));
        }}
      />
    );
  },
  play: async ({ canvas, canvasElement, args }) => {
    const field = canvasElement.querySelector('input[type="password"]') as HTMLInputElement;
    await userEvent.click(field);
    await userEvent.keyboard('111111');
    await expect(args.onComplete).toHaveBeenCalledWith('111111');
    await waitFor(() => expect(canvas.getByRole('alert')).toBeVisible());
    await expect(filledDots(canvasElement)).toBe(0);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    // The field keeps focus, so the next attempt can be typed straight away.
    await expect(field).toHaveFocus();
    const wrap = canvasElement.querySelector('[data-shake]') as HTMLElement;
    await expect(wrap).not.toBeNull();
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(getComputedStyle(wrap).animationName === 'none').toBe(reduced);
    // Typing again clears the message; the right PIN goes through.
    await userEvent.keyboard('1');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.keyboard('35790');
    await expect(args.onComplete).toHaveBeenLastCalledWith('135790');
  },
};

/** While the PIN is being checked the keys ignore input. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    const key = canvas.getByRole('button', { name: keyName(1) });
    await expect(key).toBeDisabled();
    await userEvent.click(key, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
