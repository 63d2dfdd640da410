import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect } from 'storybook/test';
import { Skeleton, SkeletonGroup, skeletonShapes } from './Skeleton';
import { phoneColumn } from '../../storybook/frames';

/**
 * Grey placeholders shaped like the content that is loading (VISUAL.md: skeletons, not a spinner
 * alone). Compose `line`, `block` and `circle` shapes inside one `SkeletonGroup`, which screen
 * readers hear as a single busy status. The shimmer stops under reduced motion.
 */
const meta = {
  title: 'Kit/Skeleton',
  component: Skeleton,
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
  decorators: [phoneColumn],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shapes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Skeleton shape="circle" />
      <Skeleton shape="block" width={80} height={80} />
      <Skeleton shape="line" width={120} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const shape of canvasElement.querySelectorAll('span')) {
      await expect(shape).toHaveAttribute('aria-hidden', 'true');
    }
  },
};

function ProductGrid() {
  const { t } = useTranslation();
  return (
    <SkeletonGroup label={t('common.loading')}>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
        {Array.from({ length: 4 }, (_, i) => (
          <div
            key={i}
            style={{ background: 'white', borderRadius: 8, overflow: 'hidden', paddingBlockEnd: 8 }}
          >
            <Skeleton shape="block" height={170} style={{ borderRadius: 0 }} />
            <div style={{ padding: 8, display: 'flex', flexDirection: 'column', gap: 6 }}>
              <Skeleton />
              <Skeleton width="60%" />
              <Skeleton width="40%" height={20} />
            </div>
          </div>
        ))}
      </div>
    </SkeletonGroup>
  );
}

/** A two-column product grid while the catalogue loads. */
export const ProductCards: Story = {
  render: () => <ProductGrid />,
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent(/\S/);
  },
};

function OrderList() {
  const { t } = useTranslation();
  return (
    <SkeletonGroup label={t('common.loading')}>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        {Array.from({ length: 5 }, (_, i) => (
          <div
            key={i}
            style={{ display: 'flex', gap: 12, padding: 12, background: 'white', borderRadius: 8 }}
          >
            <Skeleton shape="circle" />
            <div style={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 8 }}>
              <Skeleton width="50%" />
              <Skeleton />
              <Skeleton width="80%" />
            </div>
          </div>
        ))}
      </div>
    </SkeletonGroup>
  );
}

/** A list of rows (orders, messages) with an avatar and lines. */
export const ListRows: Story = { render: () => <OrderList /> };

/** Still shapes, as under reduced motion. */
export const Still: Story = { args: { animated: false, width: 200 } };
