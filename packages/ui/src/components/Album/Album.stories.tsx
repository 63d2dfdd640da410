import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyImage } from '../../../../../.storybook/story-images';
import { Album, ALBUM_MAX, type AlbumProps } from './Album';
import { phoneColumn } from '../../storybook/frames';
import { blankPreviewLabels, usePreviewLabels } from '../../storybook/previewLabels';

/**
 * Up to nine photos in rows of three. Each tile is a button named after its photo; pressing it
 * opens the full-screen `ImagePreview` at that photo.
 */
const meta = {
  title: 'Kit/Album',
  component: Album,
  args: {
    images: [],
    previewLabels: blankPreviewLabels,
  },
  argTypes: { images: { control: false }, previewLabels: { control: false } },
  decorators: [phoneColumn],
} satisfies Meta<typeof Album>;

export default meta;
type Story = StoryObj<typeof meta>;

function Demo({ count, ...args }: Partial<AlbumProps> & { count: number }) {
  const { t } = useTranslation();
  const previewLabels = usePreviewLabels();
  const images = Array.from({ length: count }, (_, i) => ({
    src: storyImage(i + 10, 400, 400),
    alt: t('kit.album.photoAlt', { index: i + 1 }),
  }));
  return (
    <Album
      {...args}
      images={images}
      openLabel={(index, total) => t('kit.uploader.preview', { index, total })}
      previewLabels={previewLabels}
    />
  );
}

export const Nine: Story = {
  render: (args) => <Demo {...args} count={9} />,
  play: async ({ canvas }) => {
    const tiles = canvas.getAllByRole('button');
    await expect(tiles).toHaveLength(ALBUM_MAX);
    // Rows of three: the fourth tile starts a new row under the first.
    await expect(Math.round(tiles[3]!.getBoundingClientRect().left)).toBe(
      Math.round(tiles[0]!.getBoundingClientRect().left),
    );
    await expect(tiles[3]!.getBoundingClientRect().top).toBeGreaterThan(
      tiles[0]!.getBoundingClientRect().top,
    );
    await userEvent.click(tiles[4]!);
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('img')).toHaveAccessibleName(/5/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(tiles[4]).toHaveFocus());
  },
};

/** More than nine: the ninth tile says "+3" and the viewer still pages through all twelve. */
export const MoreThanNine: Story = {
  render: (args) => <Demo {...args} count={12} />,
  play: async ({ canvas }) => {
    const tiles = canvas.getAllByRole('button');
    await expect(tiles).toHaveLength(ALBUM_MAX);
    await expect(tiles.at(-1)).toHaveTextContent('3');
    tiles.at(-1)!.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.querySelector('[aria-live]')).toHaveTextContent(/12/);
  },
};

export const Four: Story = { render: (args) => <Demo {...args} count={4} /> };
export const Single: Story = { render: (args) => <Demo {...args} count={1} /> };
