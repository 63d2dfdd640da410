import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyImage } from '../../../../../.storybook/story-images';
import { Button } from '../Button';
import { ImagePreview, SWIPE_THRESHOLD, type ImagePreviewProps } from './ImagePreview';
import { blankPreviewLabels, usePreviewLabels } from '../../storybook/previewLabels';

/**
 * Full-screen image viewer (a modal dialog): buttons, arrow keys in the reading direction and
 * swipes move between images; the zoom button, double click or double tap zoom; "3 / 9" shows
 * where you are and a polite live region says it in words.
 */
const meta = {
  title: 'Kit/ImagePreview',
  component: ImagePreview,
  args: {
    images: [],
    ...blankPreviewLabels,
    onIndexChange: fn(),
  },
  argTypes: { images: { control: false }, position: { control: false } },
} satisfies Meta<typeof ImagePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

function Demo(args: Partial<ImagePreviewProps> & { count?: number; start?: number }) {
  const { t } = useTranslation();
  const labels = usePreviewLabels();
  const [open, setOpen] = useState(true);
  const images = Array.from({ length: args.count ?? 9 }, (_, i) => ({
    src: storyImage(i + 1, 600, 800),
    alt: t('kit.album.photoAlt', { index: i + 1 }),
  }));
  return (
    <div style={{ padding: 16 }}>
      <Button onPress={() => setOpen(true)}>{labels.label}</Button>
      <ImagePreview
        {...labels}
        images={images}
        defaultIndex={args.start ?? 2}
        onIndexChange={args.onIndexChange}
        isOpen={open}
        onOpenChange={setOpen}
      />
    </div>
  );
}

const render: Story['render'] = (args) => <Demo {...args} />;
const live = (dialog: HTMLElement) => dialog.querySelector('[aria-live="polite"]')!;

/** Opened at the third of nine images. */
export const Default: Story = {
  render,
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveAccessibleName();
    await expect(within(dialog).getByRole('img')).toHaveAccessibleName(/3/);
    await expect(live(dialog)).toHaveTextContent('3');
    // Focus trap: Tab cycles through close, previous, zoom, next and stays inside.
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
  },
};

/** The next button moves on; Escape closes; reopening and closing returns focus to the opener. */
export const Navigate: Story = {
  render,
  play: async ({ args, canvas }) => {
    const dialog = await screen.findByRole('dialog');
    const next = within(dialog).getAllByRole('button').at(-1)!;
    await userEvent.click(next);
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(3);
    await expect(live(dialog)).toHaveTextContent('4');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Reopened from its button, closing returns focus there.
    const trigger = canvas.getByRole('button');
    await userEvent.click(trigger);
    const again = await screen.findByRole('dialog');
    await userEvent.click(within(again).getAllByRole('button')[0]!);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Arrow keys follow the reading direction: in Arabic, ArrowLeft is the next image. */
export const Keyboard: Story = {
  render,
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    const rtl = document.dir === 'rtl';
    await userEvent.keyboard(rtl ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(3);
    await userEvent.keyboard(rtl ? '{ArrowRight}' : '{ArrowLeft}');
    await userEvent.keyboard(rtl ? '{ArrowRight}' : '{ArrowLeft}');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await expect(live(dialog)).toHaveTextContent('2');
  },
};

/** A swipe towards the reading start brings in the next image. */
export const Swipe: Story = {
  render,
  play: async ({ args }) => {
    const stage = await screen.findByTestId('image-preview-stage');
    const rtl = document.dir === 'rtl';
    const distance = (SWIPE_THRESHOLD + 30) * (rtl ? 1 : -1);
    fireEvent.pointerDown(stage, {
      clientX: 200,
      clientY: 300,
      pointerId: 1,
      pointerType: 'touch',
    });
    fireEvent.pointerMove(stage, {
      clientX: 200 + distance,
      clientY: 300,
      pointerId: 1,
      pointerType: 'touch',
    });
    fireEvent.pointerUp(stage, {
      clientX: 200 + distance,
      clientY: 300,
      pointerId: 1,
      pointerType: 'touch',
    });
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(3);
    // A short drag is not a swipe.
    fireEvent.pointerDown(stage, {
      clientX: 200,
      clientY: 300,
      pointerId: 1,
      pointerType: 'touch',
    });
    fireEvent.pointerUp(stage, { clientX: 220, clientY: 300, pointerId: 1, pointerType: 'touch' });
    await expect(args.onIndexChange).toHaveBeenCalledTimes(1);
  },
};

/** The zoom button and a double click toggle a 2x zoom; the button's name follows the state. */
export const Zoom: Story = {
  render,
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    const image = within(dialog).getByRole('img');
    const zoom = within(dialog).getAllByRole('button')[2]!;
    const nameBefore = zoom.getAttribute('aria-label');
    await userEvent.click(zoom);
    await expect(image.style.transform).toContain('scale(2)');
    await expect(zoom.getAttribute('aria-label')).not.toBe(nameBefore);
    await userEvent.dblClick(screen.getByTestId('image-preview-stage'));
    await expect(image.style.transform).toBe('');
    await expect(zoom.getAttribute('aria-label')).toBe(nameBefore);
  },
};

/** At the last image, "next" stays focusable but does nothing. */
export const LastImage: Story = {
  render: (args) => <Demo {...args} count={3} start={2} />,
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    const next = within(dialog).getAllByRole('button').at(-1)!;
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    await expect(args.onIndexChange).not.toHaveBeenCalled();
    await expect(next).toHaveFocus();
  },
};

export const SingleImage: Story = { render: (args) => <Demo {...args} count={1} start={0} /> };
