import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { T } from '../../../../../.storybook/story-helpers';
import { Empty, emptyIllustrations } from './Empty';

/**
 * An empty or failed state: an illustration, one short sentence and the next action. The drawing
 * is decorative; the sentence and the button carry the meaning.
 */
const meta = {
  title: 'Kit/Empty',
  component: Empty,
  args: {
    description: <T k="kit.empty.cart" />,
    actionLabel: <T k="kit.empty.goShopping" />,
    onAction: fn(),
  },
  argTypes: {
    illustration: { control: 'inline-radio', options: emptyIllustrations },
    description: { control: false },
    actionLabel: { control: false },
    title: { control: false },
  },
} satisfies Meta<typeof Empty>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cart: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

export const NoResults: Story = {
  args: {
    illustration: 'search',
    description: <T k="kit.empty.noResults" />,
    actionLabel: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const NoOrders: Story = {
  args: { description: <T k="kit.empty.noOrders" />, actionLabel: undefined },
};

/** The error state: what happened and a retry. */
export const LoadFailed: Story = {
  args: {
    illustration: 'error',
    title: <T k="messages.pageLoadFailed" />,
    description: <T k="messages.noNetwork" />,
    actionLabel: <T k="common.retry" />,
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading')).toBeInTheDocument();
    canvas.getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};
