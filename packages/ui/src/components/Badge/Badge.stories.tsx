import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { CartIcon, UserIcon } from '../../icons';
import { Badge, BADGE_MAX } from './Badge';

/**
 * A count or dot on an icon, tab or avatar. The visible number is hidden from screen readers;
 * `label` is the sentence they read instead ("Items in cart: 3"), as Primer's CounterLabel does.
 * Counts above 999 show as "999+".
 */
const meta = {
  title: 'Kit/Badge',
  component: Badge,
  args: { count: 3 },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, display: 'flex', gap: 32, alignItems: 'center', fontSize: 28 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

function CartBadge({ count, dot }: { count?: number; dot?: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge
      count={count}
      dot={dot}
      label={dot ? t('kit.badge.newActivity') : t('kit.badge.cart', { count })}
    >
      <CartIcon />
    </Badge>
  );
}

export const OnIcon: Story = {
  render: (args) => <CartBadge count={args.count} />,
  play: async ({ canvasElement }) => {
    const mark = canvasElement.querySelector('[data-badge]') as HTMLElement;
    await expect(mark).toHaveTextContent('3');
    // The digits are hidden; the sentence is what assistive technology gets.
    await expect(mark).toHaveAttribute('aria-hidden', 'true');
    await expect(
      within(canvasElement).getByText(/3/, { selector: 'span:not([data-badge])' }),
    ).toBeInTheDocument();
  },
};

export const Overflow: Story = {
  args: { count: 1200 },
  render: (args) => <CartBadge count={args.count} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-badge]')).toHaveTextContent(`${BADGE_MAX}+`);
    // The sentence keeps the real number.
    await expect(within(canvasElement).getByText(/1200/)).toBeInTheDocument();
  },
};

export const Dot: Story = {
  render: () => <CartBadge dot />,
  play: async ({ canvasElement }) => {
    const mark = canvasElement.querySelector('[data-badge]') as HTMLElement;
    await expect(mark).toBeEmptyDOMElement();
    await expect(mark.getBoundingClientRect().width).toBe(8);
  },
};

export const ZeroIsHidden: Story = {
  args: { count: 0 },
  render: (args) => <CartBadge count={args.count} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-badge]')).toBeNull();
  },
};

/** Inline next to text, and every width from one digit to the cap. */
export const Many: Story = {
  render: () => {
    const { t } = useTranslation();
    return (
      <>
        {[1, 12, 99, 999, 1000].map((count) => (
          <Badge key={count} count={count} label={t('kit.badge.unread', { count })}>
            <UserIcon />
          </Badge>
        ))}
        <span style={{ fontSize: 16, display: 'inline-flex', gap: 8, alignItems: 'center' }}>
          {t('tabs.cart')}
          <Badge count={5} label={t('kit.badge.cart', { count: 5 })} />
        </span>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const marks = [...canvasElement.querySelectorAll('[data-badge]')].map((m) => m.textContent);
    await expect(marks).toEqual(['1', '12', '99', '999', '999+', '5']);
  },
};
