import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { useTranslation } from 'react-i18next';
import { expect, fn, waitFor } from 'storybook/test';
import { storyImage } from '../../../../../.storybook/story-images';
import { vars } from '../../theme/contract.css';
import { Image, type ImageProps } from './Image';

/**
 * A product or banner image in a fixed-ratio box: grey placeholder while loading (no layout
 * shift), fade-in, and an icon fallback named by `alt` when it fails. `alt` is required.
 */
const meta = {
  title: 'Kit/Image',
  component: Image,
  args: { src: storyImage(3), alt: '', onLoad: fn(), onError: fn() },
  decorators: [
    (Story) => (
      <div
        style={{
          padding: 16,
          display: 'grid',
          gridTemplateColumns: 'repeat(2, 1fr)',
          gap: 12,
          maxInlineSize: 400,
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

function Product(props: Partial<ImageProps> & { k: string }) {
  const { t } = useTranslation();
  const { k, ...rest } = props;
  return (
    <Image
      src={storyImage(1)}
      alt={t(`kit.sample.${k}`)}
      errorText={t('kit.image.failed')}
      radius={vars.radius.md}
      {...rest}
    />
  );
}

export const Default: Story = {
  render: (args) => <Product k="mug" src={args.src} onLoad={args.onLoad} />,
  play: async ({ canvas, args }) => {
    const img = canvas.getByRole('img');
    await waitFor(() => expect(args.onLoad).toHaveBeenCalled());
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('data-loaded');
    const box = img.parentElement!.getBoundingClientRect();
    await expect(box.width).toBeCloseTo(box.height, 0);
  },
};

/** Square for products, 4:3 for stores, 16:9 for banners; the box is sized before the image arrives. */
export const AspectRatios: Story = {
  render: () => (
    <>
      <Product k="mug" src={storyImage(2)} aspectRatio={1} />
      <Product k="shoes" src={storyImage(4, 400, 300)} aspectRatio="4 / 3" />
      <div style={{ gridColumn: '1 / -1' }}>
        <Product k="earbuds" src={storyImage(5, 800, 450)} aspectRatio={16 / 9} />
      </div>
    </>
  ),
  play: async ({ canvasElement }) => {
    const frames = [...canvasElement.querySelectorAll<HTMLElement>('[data-state]')];
    const ratios = frames.map((f) => f.getBoundingClientRect()).map((r) => r.width / r.height);
    await expect(ratios[0]).toBeCloseTo(1, 1);
    await expect(ratios[1]).toBeCloseTo(4 / 3, 1);
    await expect(ratios[2]).toBeCloseTo(16 / 9, 1);
  },
};

/** The image is still on its way: the placeholder holds its place. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/kit-story/slow.png', async () => delay('infinite')));
  },
  render: () => <Product k="tshirt" src="/kit-story/slow.png" />,
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector<HTMLElement>('[data-state]')!;
    await expect(frame).toHaveAttribute('data-state', 'loading');
    await expect(frame.getBoundingClientRect().height).toBeGreaterThan(100);
  },
};

export const Failed: Story = {
  render: (args) => <Product k="shoes" src="data:image/png;base64,broken" onError={args.onError} />,
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(args.onError).toHaveBeenCalled());
    const fallback = canvas.getByRole('img');
    // The fallback keeps the image's name, so the card still says what it showed.
    await expect(fallback.getAttribute('aria-label')?.length).toBeGreaterThan(0);
    await expect(fallback.tagName).toBe('SPAN');
  },
};
