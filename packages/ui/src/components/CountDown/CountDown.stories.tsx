import type { Meta, StoryObj } from '@storybook/react-vite';
import MockDate from 'mockdate';
import { useTranslation } from 'react-i18next';
import { expect, fn, waitFor, within } from 'storybook/test';
import { CountDown, type CountDownProps } from './CountDown';

/**
 * Time left to pay for an order: mm:ss, or hh:mm:ss when an hour or more is left, in the
 * locale's digits. Stories run on a fixed clock, so the time shown never moves.
 */
const meta = {
  title: 'Kit/CountDown',
  component: CountDown,
  args: { remaining: 14 * 60_000 + 59_000, label: '', expiredText: '', onFinish: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CountDown>;

export default meta;
type Story = StoryObj<typeof meta>;

function Pay(props: Partial<CountDownProps>) {
  const { t } = useTranslation();
  return (
    <CountDown
      label={t('kit.countDown.label')}
      expiredText={t('kit.countDown.expired')}
      {...props}
    />
  );
}

const digits = () =>
  new Intl.NumberFormat(document.documentElement.lang, {
    minimumIntegerDigits: 2,
    useGrouping: false,
  });

export const MinutesLeft: Story = {
  render: (args) => <Pay remaining={args.remaining} onFinish={args.onFinish} />,
  play: async ({ canvasElement, args }) => {
    const timer = within(canvasElement).getByRole('timer');
    const d = digits();
    await expect(timer).toHaveTextContent(`${d.format(14)}:${d.format(59)}`);
    await expect(args.onFinish).not.toHaveBeenCalled();
    // Screen readers are not told every second: nothing is announced above five minutes.
    await expect(canvasElement.querySelector('[aria-live]')).toBeEmptyDOMElement();
  },
};

export const HoursLeft: Story = {
  args: { remaining: 2 * 3600_000 + 5 * 60_000 },
  render: (args) => <Pay remaining={args.remaining} />,
  play: async ({ canvas }) => {
    const d = digits();
    await expect(canvas.getByRole('timer')).toHaveTextContent(
      `${d.format(2)}:${d.format(5)}:${d.format(0)}`,
    );
  },
};

/** Under a minute. Arriving here announces nothing: the timer can be read when wanted. */
export const LastMinute: Story = {
  args: { remaining: 42_000 },
  render: (args) => <Pay remaining={args.remaining} />,
  play: async ({ canvasElement }) => {
    const d = digits();
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent(
      `${d.format(0)}:${d.format(42)}`,
    );
    await expect(canvasElement.querySelector('[aria-live]')).toBeEmptyDOMElement();
  },
};

/** When the clock reaches the deadline it shows the expiry text and calls onFinish once. */
export const Finishing: Story = {
  args: { remaining: 2000 },
  render: (args) => <Pay remaining={args.remaining} onFinish={args.onFinish} />,
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('timer')).toBeInTheDocument();
    MockDate.set(Date.now() + 3000);
    await waitFor(() => expect(args.onFinish).toHaveBeenCalledTimes(1));
    await expect(within(canvasElement).queryByRole('timer')).toBeNull();
    await expect(canvasElement.querySelector('[aria-live]')!.textContent!.length).toBeGreaterThan(
      0,
    );
  },
};

export const Expired: Story = {
  args: { remaining: 0 },
  render: (args) => <Pay remaining={args.remaining} onFinish={args.onFinish} />,
  play: async ({ args }) => {
    // Called from an effect, which outside act() runs after the first paint.
    await waitFor(() => expect(args.onFinish).toHaveBeenCalledTimes(1));
  },
};
