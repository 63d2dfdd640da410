import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { nextFrame } from '../../../../../.storybook/story-helpers';
import { storyImage } from '../../../../../.storybook/story-images';
import { Image } from '../Image/Image';
import { Carousel, type CarouselProps } from './Carousel';

/**
 * Home-page banners. Advances every 3 s, pauses on hover and focus, has a pause/play button
 * (WCAG 2.2.2), swipes with touch or mouse, and does not move by itself under reduced motion.
 * Stories are still (`autoplay={false}`) except the autoplay test, which ends paused.
 */
const meta = {
  title: 'Kit/Carousel',
  component: Carousel,
  args: {
    slides: [],
    label: '',
    slideLabel: (i: number, n: number) => `${i}/${n}`,
    goToLabel: (i: number) => String(i),
    pauseLabel: '',
    playLabel: '',
    autoplay: false,
    onIndexChange: fn(),
  },
  argTypes: { slides: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ padding: 12, maxInlineSize: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const DEALS = ['flashSale', 'newArrivals', 'freeShipping', 'doublePoints', 'newStores'] as const;

function Deals(props: Partial<CarouselProps> & { count?: number }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const slides = DEALS.slice(0, props.count ?? DEALS.length).map((id, i) => ({
    id,
    content: (
      <div style={{ position: 'relative' }}>
        <Image src={storyImage(i + 10, 800, 400)} alt="" aspectRatio={2} lazy={false} />
        <p
          style={{
            position: 'absolute',
            insetBlockStart: 12,
            insetInlineStart: 12,
            marginInlineEnd: 12,
            padding: '4px 10px',
            borderRadius: 6,
            background: 'rgba(0,0,0,0.7)',
            color: 'white',
            fontSize: 16,
            fontWeight: 700,
          }}
        >
          {t(`kit.carousel.${id}`)}
        </p>
      </div>
    ),
  }));
  return (
    <Carousel
      slides={slides}
      label={t('kit.carousel.label')}
      slideLabel={(index, total) =>
        t('kit.carousel.slide', { index: number.format(index), total: number.format(total) })
      }
      goToLabel={(index) => t('kit.carousel.goTo', { index: number.format(index) })}
      pauseLabel={t('kit.carousel.pause')}
      playLabel={t('kit.carousel.play')}
      autoplay={false}
      {...props}
    />
  );
}

const current = (root: HTMLElement) =>
  within(root)
    .getAllByRole('button')
    .findIndex((b) => b.getAttribute('aria-current') === 'true');

export const Still: Story = {
  render: (args) => <Deals onIndexChange={args.onIndexChange} />,
  play: async ({ canvas, args }) => {
    const groups = canvas.getAllByRole('group', { hidden: true });
    await expect(groups).toHaveLength(5);
    // Only the visible slide is exposed; the others are hidden and inert.
    await expect(canvas.getAllByRole('group')).toHaveLength(1);
    await expect(groups[1]).toHaveAttribute('inert');
    // Dots: 0 is the pause button, 1..5 are the dots.
    const buttons = canvas.getAllByRole('button');
    // Each is a 44px touch target, however small the dot or the disc looks.
    for (const button of buttons) {
      const box = button.getBoundingClientRect();
      await expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }
    await userEvent.click(buttons[3]!);
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(2);
    await expect(buttons[3]).toHaveAttribute('aria-current', 'true');
    await expect(groups[2]).not.toHaveAttribute('aria-hidden');
    await expect(groups[0]).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Swipe towards the start for the next slide (towards the left in LTR, the right in RTL). */
export const Swipe: Story = {
  render: (args) => <Deals onIndexChange={args.onIndexChange} />,
  play: async ({ canvasElement, args }) => {
    const viewport = canvasElement.querySelector('section > div') as HTMLElement;
    const box = viewport.getBoundingClientRect();
    const y = box.top + box.height / 2;
    const towardsNext = document.documentElement.dir === 'rtl' ? 1 : -1;
    const drag = async (dx: number) => {
      const x0 = box.left + box.width / 2;
      fireEvent.pointerDown(viewport, {
        pointerId: 1,
        button: 0,
        clientX: x0,
        clientY: y,
        pointerType: 'touch',
      });
      await nextFrame();
      fireEvent.pointerMove(viewport, {
        pointerId: 1,
        clientX: x0 + dx / 2,
        clientY: y,
        pointerType: 'touch',
      });
      await nextFrame();
      fireEvent.pointerMove(viewport, {
        pointerId: 1,
        clientX: x0 + dx,
        clientY: y,
        pointerType: 'touch',
      });
      await nextFrame();
      fireEvent.pointerUp(viewport, {
        pointerId: 1,
        clientX: x0 + dx,
        clientY: y,
        pointerType: 'touch',
      });
      await nextFrame();
    };
    await drag(120 * towardsNext);
    await waitFor(() => expect(args.onIndexChange).toHaveBeenLastCalledWith(1));
    await drag(-120 * towardsNext);
    await waitFor(() => expect(args.onIndexChange).toHaveBeenLastCalledWith(0));
    // Going back from the first slide wraps to the last.
    await drag(-120 * towardsNext);
    await waitFor(() => expect(args.onIndexChange).toHaveBeenLastCalledWith(4));
    // A small drag is not a swipe.
    await drag(20 * towardsNext);
    await expect(args.onIndexChange).toHaveBeenCalledTimes(3);
    await expect(current(canvasElement)).toBe(5);
  },
};

/**
 * Autoplay (with a short interval for the test): it advances, holds still while hovered, and
 * stops for good with the pause button. The story ends paused on the first slide.
 */
export const Autoplay: Story = {
  parameters: {
    visual: { disable: 'autoplay stops under reduced motion, which the visual run asks for; Still shows the look' },
  },
  render: (args) => <Deals onIndexChange={args.onIndexChange} autoplay interval={400} />,
  play: async ({ canvas, canvasElement, args }) => {
    const section = canvasElement.querySelector('section')!;
    await waitFor(() => expect(args.onIndexChange).toHaveBeenCalledWith(1));
    // Hover pauses.
    await userEvent.hover(section);
    const calls = (args.onIndexChange as ReturnType<typeof fn>).mock.calls.length;
    await new Promise((r) => setTimeout(r, 900));
    await expect(args.onIndexChange).toHaveBeenCalledTimes(calls);
    await userEvent.unhover(section);
    await waitFor(
      () =>
        expect((args.onIndexChange as ReturnType<typeof fn>).mock.calls.length).toBeGreaterThan(
          calls,
        ),
      { timeout: 5000 },
    );
    // The pause button stops it, and names the opposite action afterwards.
    const pause = canvas.getAllByRole('button')[0]!;
    const pauseName = pause.getAttribute('aria-label');
    await userEvent.click(pause);
    await expect(pause.getAttribute('aria-label')).not.toBe(pauseName);
    await userEvent.click(canvas.getAllByRole('button')[1]!);
    pause.focus();
    pause.blur();
    const after = (args.onIndexChange as ReturnType<typeof fn>).mock.calls.length;
    await new Promise((r) => setTimeout(r, 900));
    await expect(args.onIndexChange).toHaveBeenCalledTimes(after);
    await expect(current(canvasElement)).toBe(1);
  },
};

/** Keyboard: the pause button comes first, then one button per slide. */
export const Keyboard: Story = {
  render: (args) => <Deals onIndexChange={args.onIndexChange} />,
  play: async ({ canvas, args }) => {
    const buttons = canvas.getAllByRole('button');
    await userEvent.tab();
    await expect(buttons[0]).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(buttons[2]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
  },
};

export const SingleSlide: Story = {
  render: () => <Deals count={1} />,
  play: async ({ canvas }) => {
    // Nothing to rotate: no dots, no pause button.
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};
