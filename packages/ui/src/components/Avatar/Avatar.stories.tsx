import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, waitFor } from 'storybook/test';
import { storyImage } from '../../../../../.storybook/story-images';
import { Avatar, avatarSizes } from './Avatar';
import { inRow } from '../../storybook/frames';

/** A user's picture or a store's logo; initials on a tinted circle when there is no picture. */
const meta = {
  title: 'Kit/Avatar',
  component: Avatar,
  args: { name: 'Lina Haddad', src: storyImage(6, 128, 128) },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
  decorators: [inRow],
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Picture: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Lina Haddad' }).tagName).toBe(
      'IMG',
    );
  },
};

export const Initials: Story = {
  args: { src: undefined },
  render: (args) => {
    const { t } = useTranslation();
    return (
      <>
        <Avatar {...args} />
        <Avatar name={t('kit.sample.storeName')} shape="square" />
      </>
    );
  },
  play: async ({ canvas }) => {
    const person = canvas.getByRole('img', { name: 'Lina Haddad' });
    await expect(person).toHaveTextContent('LH');
  },
};

/** A broken picture falls back to the initials. */
export const BrokenPicture: Story = {
  args: { src: 'data:image/png;base64,broken' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Lina Haddad' })).toHaveTextContent(
        'LH',
      ),
    );
  },
};

export const Sizes: Story = {
  render: (args) => (
    <>
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
      {avatarSizes.map((size) => (
        <Avatar key={`i-${size}`} name={args.name} size={size} />
      ))}
    </>
  ),
};
