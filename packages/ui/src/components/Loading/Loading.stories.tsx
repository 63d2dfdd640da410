import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { T } from '../../../../../.storybook/story-helpers';
import { Loading } from './Loading';

/**
 * A spinner with text: inline (list footers, sections) or filling the page. Announced politely
 * as a `status`. For content that has a known shape, prefer `Skeleton`.
 */
const meta = {
  title: 'Kit/Loading',
  component: Loading,
  args: { label: <T k="common.loading" /> },
  argTypes: { label: { control: false } },
} satisfies Meta<typeof Loading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  decorators: [(Story) => <div style={{ padding: 16 }}>{<Story />}</div>],
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(/\S/);
    // The spinner is decorative: the text is what is read.
    await expect(status.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};

export const Vertical: Story = {
  args: { vertical: true },
  decorators: [(Story) => <div style={{ padding: 16 }}>{<Story />}</div>],
};

export const FullPage: Story = {
  args: { fullPage: true },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    // Centred in the page's column.
    const box = status.getBoundingClientRect();
    await expect(Math.abs(box.left + box.width / 2 - window.innerWidth / 2)).toBeLessThan(2);
  },
};

export const LongText: Story = {
  args: { label: <T k="messages.noNetwork" />, vertical: true },
  decorators: [(Story) => <div style={{ padding: 16 }}>{<Story />}</div>],
};
