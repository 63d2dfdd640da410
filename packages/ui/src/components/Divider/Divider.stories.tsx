import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { Divider } from './Divider';
import { onCard } from '../../storybook/frames';

/** Hairlines between content: plain (`hr`), with a caption, dashed, or vertical between inline items. */
const meta = {
  title: 'Kit/Divider',
  component: Divider,
  decorators: [onCard],
} satisfies Meta<typeof Divider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('separator')).toBeInTheDocument();
  },
};

export const WithText: Story = {
  render: function Render(args) {
    const { t } = useTranslation();
    return (
      <>
        <Divider {...args}>{t('kit.divider.recommended')}</Divider>
        <Divider {...args} dashed>
          {t('kit.divider.or')}
        </Divider>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    // The caption is text a screen reader reads, not a mute separator.
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('separator')).toBeNull();
    const caption = canvasElement.firstElementChild!.firstElementChild as HTMLElement;
    await expect(caption.textContent).not.toBe('');
  },
};

export const Vertical: Story = {
  render: function Render() {
    const { t } = useTranslation();
    return (
      <p style={{ display: 'flex', alignItems: 'center', margin: 0 }}>
        <span>{t('kit.numberBox.stock', { count: 128 })}</span>
        <Divider orientation="vertical" />
        <span>{t('kit.cell.wallet')}</span>
      </p>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('separator')).toHaveAttribute('aria-orientation', 'vertical');
  },
};
