import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';
import { onCard } from '../../storybook/frames';

/** A checkbox whose whole row (label included) is a 44px target; accent fill when checked. */
const meta = {
  title: 'Kit/Checkbox',
  component: Checkbox,
  args: { children: 'Remember me', onChange: fn() },
  argTypes: { children: { control: false } },
  decorators: [onCard],
  render: function Render(args) {
    const { t } = useTranslation();
    return <Checkbox {...args}>{t('kit.choice.remember')}</Checkbox>;
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toHaveAccessibleName(/.+/);
    await expect(box).not.toBeChecked();
    // Pressing the label toggles it.
    await userEvent.click(within(canvasElement).getByText(/.+/));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    const row = canvasElement.querySelector('label')!;
    await expect(row.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Checked: Story = { args: { defaultSelected: true } };

/** Long consent text wraps beside the box. */
export const LongLabel: Story = {
  args: { isRequired: true },
  render: function Render(args) {
    const { t } = useTranslation();
    return <Checkbox {...args}>{t('kit.choice.agree')}</Checkbox>;
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox'));
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};

/** "Select all" is mixed while some items are chosen. */
export const SelectAll: Story = {
  render: function Render() {
    const { t } = useTranslation();
    const items = [t('kit.choice.balance'), t('kit.choice.online'), t('kit.choice.bankCard')];
    const [chosen, setChosen] = useState<boolean[]>([true, false, false]);
    const all = chosen.every(Boolean);
    const some = chosen.some(Boolean);
    return (
      <div>
        <Checkbox isSelected={all} isIndeterminate={some && !all} onChange={(on) => setChosen(chosen.map(() => on))}>
          {t('kit.choice.selectAll')}
        </Checkbox>
        {items.map((item, i) => (
          <Checkbox key={item} isSelected={chosen[i]} onChange={(on) => setChosen(chosen.map((c, j) => (j === i ? on : c)))}>
            {item}
          </Checkbox>
        ))}
      </div>
    );
  },
  play: async ({ canvas }) => {
    const [all, ...rest] = canvas.getAllByRole('checkbox');
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all!);
    for (const box of rest) await expect(box).toBeChecked();
    await expect(all).toBeChecked();
    await userEvent.click(rest[0]!);
    await expect(all).toBePartiallyChecked();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).toBeDisabled();
    await userEvent.click(box, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
