import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent } from 'storybook/test';
import { Radio, RadioGroup } from './Radio';
import { onCard } from '../../storybook/frames';

/** A labelled group of options: arrow keys move and select, Tab enters at the selected option. */
const meta = {
  title: 'Kit/Radio',
  component: RadioGroup,
  subcomponents: { Radio } as never,
  args: { label: 'Payment method', children: null, defaultValue: 'balance', onChange: fn() },
  argTypes: { children: { control: false } },
  decorators: [onCard],
  render: function Render(args) {
    const { t } = useTranslation();
    return (
      <RadioGroup {...args} label={t('kit.choice.payWith')}>
        <Radio value="balance">{t('kit.choice.balance')}</Radio>
        <Radio value="online">{t('kit.choice.online')}</Radio>
        <Radio value="card" description={t('kit.choice.unavailable')} isDisabled>
          {t('kit.choice.bankCard')}
        </Radio>
      </RadioGroup>
    );
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleName(/.+/);
    const [balance, online, card] = canvas.getAllByRole('radio');
    await expect(balance).toBeChecked();
    await userEvent.click(online!);
    await expect(online).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('online');
    // Arrow keys: the disabled option is skipped, wrapping back to the first.
    await userEvent.keyboard('{ArrowDown}');
    await expect(balance).toBeChecked();
    await expect(card).toBeDisabled();
    await expect(card).toHaveAccessibleDescription(/.+/);
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal' } };

export const Invalid: Story = {
  args: { defaultValue: undefined, isInvalid: true, errorMessage: 'Payment method' },
  render: function Render(args) {
    const { t } = useTranslation();
    return (
      <RadioGroup {...args} label={t('kit.choice.payWith')} errorMessage={t('kit.choice.unavailable')}>
        <Radio value="balance">{t('kit.choice.balance')}</Radio>
        <Radio value="online">{t('kit.choice.online')}</Radio>
      </RadioGroup>
    );
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription(/.+/);
  },
};
