import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent } from 'storybook/test';
import { CloseIcon, MoreIcon } from '../../icons';
import { IconButton } from '../IconButton';
import { NavBar } from './NavBar';

/**
 * The custom navigation bar every page uses: back button (its arrow mirrors right-to-left), the
 * page title as the heading, and an end slot for actions. 44px plus the top safe area; sticky.
 */
const meta = {
  title: 'Kit/NavBar',
  component: NavBar,
  args: { title: 'Order details', onBack: fn(), backLabel: 'Back' },
  argTypes: { title: { control: false }, end: { control: false }, start: { control: false } },
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

function Localised({
  titleKey = 'kit.navBar.orderDetails',
  withEnd = true,
  onBack,
}: {
  titleKey?: string;
  withEnd?: boolean;
  onBack?: () => void;
}) {
  const { t } = useTranslation();
  const end = withEnd ? (
    <IconButton label={t('common.more')}>
      <MoreIcon />
    </IconButton>
  ) : undefined;
  return onBack ? (
    <NavBar title={t(titleKey)} onBack={onBack} backLabel={t('common.back')} end={end} />
  ) : (
    <NavBar title={t(titleKey)} end={end} />
  );
}

export const Default: Story = {
  render: (args) => <Localised onBack={args.onBack} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    const back = canvas.getAllByRole('button')[0]!;
    await userEvent.click(back);
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onBack).toHaveBeenCalledTimes(2);
    // 44px row (the safe-area inset is 0 in the test browser).
    await expect(canvas.getByRole('banner').getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    // The back arrow mirrors in right-to-left.
    const arrow = back.firstElementChild as HTMLElement;
    const rtl = getComputedStyle(arrow).direction === 'rtl';
    await expect(getComputedStyle(arrow).transform).toBe(rtl ? 'matrix(-1, 0, 0, 1, 0, 0)' : 'none');
    const box = back.getBoundingClientRect();
    // Back sits at the start edge: left in LTR, right in RTL.
    if (rtl) await expect(box.right).toBeGreaterThan(window.innerWidth - 60);
    else await expect(box.left).toBeLessThan(60);
  },
};

/** Titles that do not fit end with an ellipsis; the heading still holds the whole text. */
export const LongTitle: Story = {
  render: (args) => <Localised onBack={args.onBack} titleKey="kit.navBar.storeApplication" />,
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading.scrollWidth).toBeGreaterThanOrEqual(heading.clientWidth);
    await expect(heading.getBoundingClientRect().height).toBeLessThan(44);
  },
};

/** A root page (a tab) has no back button. */
export const WithoutBack: Story = {
  render: () => <Localised withEnd={false} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A modal page swaps the back button for a close button in the start slot. */
export const CloseInStart: Story = {
  render: function Render(args) {
    const { t } = useTranslation();
    return (
      <NavBar
        title={t('kit.cell.addresses')}
        start={
          <IconButton label={t('common.close')} onPress={args.onBack}>
            <CloseIcon />
          </IconButton>
        }
      />
    );
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};
