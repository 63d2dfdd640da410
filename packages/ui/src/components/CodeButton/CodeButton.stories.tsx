import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CODE_COUNTDOWN_SECONDS, CodeButton, type CodeButtonProps } from './CodeButton';
import { inRow } from '../../storybook/frames';

/**
 * The verification-code button: "Get code", a 60 s countdown that starts only when `onSend`
 * resolves (disabled, remaining seconds shown), then "Resend code". A failed send leaves it
 * enabled. Stories run on a frozen clock, so a countdown stays on its first second unless a story
 * moves its own clock (see `CountsDown`).
 */
const meta = {
  title: 'Kit/CodeButton',
  component: CodeButton,
  args: {
    onSend: fn(async () => undefined),
    onError: fn(),
    label: 'Get code',
    countingLabel: (s: number) => `Resend in ${s} s`,
    retryLabel: 'Resend code',
  },
  argTypes: { countingLabel: { control: false }, now: { control: false } },
  decorators: [inRow],
  render: (args) => <Localised {...args} />,
} satisfies Meta<typeof CodeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

function Localised(props: CodeButtonProps) {
  const { t } = useTranslation();
  return (
    <CodeButton
      {...props}
      label={t('kit.codeButton.get')}
      countingLabel={(seconds) => t('kit.codeButton.resendIn', { seconds })}
      retryLabel={t('kit.codeButton.retry')}
    />
  );
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).not.toHaveAttribute('aria-disabled');
    const idleText = button.textContent;
    await userEvent.click(button);
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    // Counting: disabled (but still focusable), showing the remaining seconds.
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    await expect(button).toHaveAttribute('data-phase', 'counting');
    await expect(button.textContent).toMatch(String(CODE_COUNTDOWN_SECONDS));
    await expect(button.textContent).not.toBe(idleText);
    await expect(button).toHaveFocus();
    // Presses while counting send nothing.
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    // The start of the countdown is announced once, politely.
    const live = canvasElement.querySelector('[aria-live="polite"]')!;
    await expect(live.textContent).toMatch(String(CODE_COUNTDOWN_SECONDS));
  },
};

/** `onSend` rejects: no countdown, the button stays enabled and the page hears about the error. */
export const SendFails: Story = {
  args: { onSend: fn(async () => Promise.reject(new Error('sms gateway down'))) },
  render: function Render(args) {
    const { t } = useTranslation();
    const [failed, setFailed] = useState(false);
    return (
      <>
        <Localised {...args} onError={(e) => (setFailed(true), args.onError?.(e))} />
        {failed ? <p role="alert">{t('kit.codeButton.sendFailed')}</p> : null}
      </>
    );
  },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button');
    const idleText = button.textContent;
    await userEvent.click(button);
    await waitFor(() => expect(args.onError).toHaveBeenCalledTimes(1));
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(button).not.toHaveAttribute('aria-disabled');
    await expect(button).toHaveAttribute('data-phase', 'idle');
    await expect(button.textContent).toBe(idleText);
    await userEvent.click(button);
    await waitFor(() => expect(args.onSend).toHaveBeenCalledTimes(2));
  },
};

const storyClock = { now: 0 };

/**
 * The countdown moves with its clock: this story owns one, moves it 18 s and then past the end,
 * and the button shows 42 s and then the retry text.
 */
export const CountsDown: Story = {
  args: { now: () => storyClock.now },
  beforeEach: () => {
    storyClock.now = Date.now();
  },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button');
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-phase', 'counting'));
    storyClock.now += 18_000;
    await waitFor(() => expect(button.textContent).toMatch('42'));
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    storyClock.now += (CODE_COUNTDOWN_SECONDS - 18) * 1000;
    await waitFor(() => expect(button).toHaveAttribute('data-phase', 'retry'));
    await expect(button).not.toHaveAttribute('aria-disabled');
    await userEvent.click(button);
    await expect(args.onSend).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(button).toHaveAttribute('data-phase', 'counting'));
    await expect(button.textContent).toMatch(String(CODE_COUNTDOWN_SECONDS));
  },
};


const NARROW_ROW = 180;

/**
 * Counting in a narrow row: the button takes at most 60% of the row and a long translation wraps
 * onto a second line, so the row never grows past its width.
 */
export const CountingInNarrowRow: Story = {
  decorators: [
    (Story) => (
      <div data-testid="row" style={{ display: 'flex', gap: 8, inlineSize: NARROW_ROW, padding: 16, alignItems: 'center' }}>
        <span style={{ flex: 1, minInlineSize: 0, blockSize: 44, border: '1px solid #8A8A8A', borderRadius: 8 }} />
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button');
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-phase', 'counting'));
    const row = canvas.getByTestId('row');
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
    await expect(button.getBoundingClientRect().width).toBeLessThanOrEqual(NARROW_ROW * 0.6 + 0.5);
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Secondary: Story = { args: { variant: 'secondary' } };

/** Disabled by the form (no valid phone number yet): pressing sends nothing. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};
