import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { T } from '../../../../../.storybook/story-helpers';
import { Button, buttonSizes, buttonVariants } from './Button';
import { inStack } from '../../storybook/frames';
import { expectPressByPointerAndKey } from '../../storybook/plays';

/**
 * The kit's button. Primary is the one main action of a screen; secondary sits beside it; text is
 * for low-emphasis actions; danger confirms something destructive. Every size keeps a 44px
 * touch target. While `loading`, it stays focusable and ignores presses.
 */
const meta = {
  title: 'Kit/Button',
  component: Button,
  args: { children: <T k="common.addToCart" />, onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    children: { control: false },
  },
  decorators: [inStack],
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button');
    await expectPressByPointerAndKey(button, args.onPress, '{Enter}');
  },
};

/** Every variant, shot in all 15 languages and pseudo: the proof the kit renders in each script. */
export const Variants: Story = {
  parameters: { visual: { locales: 'all' } },
  render: (args) => (
    <>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant} />
      ))}
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(buttonVariants.length);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <>
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size} />
      ))}
    </>
  ),
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button')) {
      // The touch target never shrinks below 44px, whatever the size.
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

export const Loading: Story = {
  args: { loading: true, children: <T k="common.payNow" /> },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(button).toHaveAttribute('data-pending', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Block: Story = {
  args: { block: true, children: <T k="common.checkout" /> },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button');
    const container = button.parentElement as HTMLElement;
    await expect(button.getBoundingClientRect().width).toBeCloseTo(
      container.getBoundingClientRect().width - 32,
      0,
    );
  },
};

/** Long labels wrap inside the button instead of spilling out of it. */
export const LongLabel: Story = {
  args: { block: true, children: <T k="common.contactSupport" /> },
};
