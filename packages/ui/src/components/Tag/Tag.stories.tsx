import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { T } from '../../../../../.storybook/story-helpers';
import { Tag, tagFills, tagSizes, tagTones } from './Tag';

/**
 * A short label on a product card or an order: "Free shipping", "Official store", "Sold out".
 * Not interactive. Tones use text-safe colours in every fill.
 */
const meta = {
  title: 'Kit/Tag',
  component: Tag,
  args: { children: <T k="kit.tag.freeShipping" /> },
  argTypes: {
    tone: { control: 'inline-radio', options: tagTones },
    fill: { control: 'inline-radio', options: tagFills },
    size: { control: 'inline-radio', options: tagSizes },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const tag = canvasElement.querySelector('span') as HTMLElement;
    // A plain label: no role, nothing focusable.
    await expect(tag).not.toHaveAttribute('role');
    await expect(tag).not.toHaveAttribute('tabindex');
  },
};

const keys = ['freeShipping', 'new', 'hot', 'official', 'soldOut', 'freeShipping'] as const;

/** Every tone in every fill. */
export const Tones: Story = {
  render: (args) => (
    <>
      {tagFills.map((fill) =>
        tagTones.map((tone, i) => (
          <Tag key={`${fill}-${tone}`} {...args} fill={fill} tone={tone}>
            <T k={`kit.tag.${keys[i]}`} />
          </Tag>
        )),
      )}
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('span')).toHaveLength(
      tagFills.length * tagTones.length,
    );
  },
};

export const Sizes: Story = {
  render: (args) => (
    <>
      {tagSizes.map((size) => (
        <Tag key={size} {...args} size={size} />
      ))}
    </>
  ),
};

/** A long label in a narrow card is cut with an ellipsis on one line. */
export const LongText: Story = {
  render: (args) => (
    <div style={{ inlineSize: 120 }}>
      <Tag {...args}>
        <T k="kit.carousel.freeShipping" />
      </Tag>
    </div>
  ),
  play: async ({ canvas }) => {
    const tag = canvas.getByText(/\$30/);
    await expect(tag.closest('span')!.getBoundingClientRect().width).toBeLessThanOrEqual(120);
  },
};
