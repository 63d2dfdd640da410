import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberBox, type NumberBoxProps } from './NumberBox';
import { onCard } from '../../storybook/frames';

/**
 * The quantity stepper: integers from 1, step 1, up to `max` (the stock). Minus and plus disable
 * themselves at the bounds; a typed value is clamped when the field loses focus.
 */
const meta = {
  title: 'Kit/NumberBox',
  component: NumberBox,
  args: {
    label: 'Quantity',
    decrementLabel: 'Decrease quantity',
    incrementLabel: 'Increase quantity',
    defaultValue: 1,
    max: 10,
    onChange: fn(),
  },
  decorators: [onCard],
  render: (args) => <Localised {...args} />,
} satisfies Meta<typeof NumberBox>;

export default meta;
type Story = StoryObj<typeof meta>;

function Localised(props: NumberBoxProps) {
  const { t } = useTranslation();
  return (
    <NumberBox
      {...props}
      label={t('kit.numberBox.quantity')}
      decrementLabel={t('kit.numberBox.decrease')}
      incrementLabel={t('kit.numberBox.increase')}
      description={props.max !== undefined ? t('kit.numberBox.stock', { count: props.max }) : undefined}
    />
  );
}

const parts = (root: HTMLElement) => {
  const canvas = within(root);
  const [minus, plus] = canvas.getAllByRole('button') as [HTMLButtonElement, HTMLButtonElement];
  return { input: canvas.getByRole('textbox'), minus, plus };
};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const { input, minus, plus } = parts(canvasElement);
    await expect(input).toHaveAccessibleName(/.+/);
    await expect(minus).toHaveAccessibleName(/.+/);
    // At the minimum (1) minus is disabled.
    await expect(minus).toBeDisabled();
    await userEvent.click(plus);
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(minus).toBeEnabled();
    // Keyboard on the field: arrows step.
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    // A typed value above the stock is clamped on blur, and plus is then disabled.
    await userEvent.clear(input);
    await userEvent.type(input, '99');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(10);
    await expect(plus).toBeDisabled();
    // Zero is below the minimum: clamped to 1.
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    // Touch targets.
    await expect(plus.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(plus.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
  },
};

/** Stock reached: plus is disabled. */
export const AtStock: Story = {
  args: { defaultValue: 5, max: 5 },
  play: async ({ canvasElement }) => {
    const { minus, plus } = parts(canvasElement);
    await expect(plus).toBeDisabled();
    await expect(minus).toBeEnabled();
  },
};

/** In a cart row the label is for screen readers only. */
export const HiddenLabel: Story = {
  args: { hideLabel: true, max: undefined, defaultValue: 2 },
  play: async ({ canvasElement }) => {
    const { input } = parts(canvasElement);
    await expect(input).toHaveAccessibleName(/.+/);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 2 },
  play: async ({ canvasElement, args }) => {
    const { input, plus } = parts(canvasElement);
    await expect(input).toBeDisabled();
    await userEvent.click(plus, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
