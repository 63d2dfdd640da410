import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';
import { onCard } from '../../storybook/frames';

/** An on/off setting: label at the start, accent track at the end; the thumb moves toward the end side. */
const meta = {
  title: 'Kit/Switch',
  component: Switch,
  args: { children: 'Set as default address', onChange: fn() },
  argTypes: { children: { control: false }, description: { control: false } },
  decorators: [onCard],
  render: function Render(args) {
    const { t } = useTranslation();
    return <Switch {...args}>{t('kit.choice.defaultAddress')}</Switch>;
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch');
    await expect(toggle).toHaveAccessibleName(/.+/);
    await expect(toggle).not.toBeChecked();
    const thumb = canvasElement.querySelector('[aria-hidden="true"] > span') as HTMLElement;
    const before = thumb.getBoundingClientRect().left;
    await userEvent.click(canvasElement.querySelector('label')!);
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    // The thumb moves toward the end side: right in LTR, left in RTL.
    await new Promise((r) => setTimeout(r, 250));
    const rtl = getComputedStyle(thumb).direction === 'rtl';
    const after = thumb.getBoundingClientRect().left;
    await expect(rtl ? after < before : after > before).toBe(true);
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
  },
};

export const WithDescription: Story = {
  args: { defaultSelected: true },
  render: function Render(args) {
    const { t } = useTranslation();
    return (
      <Switch {...args} description={t('kit.choice.notificationsHint')}>
        {t('kit.choice.notifications')}
      </Switch>
    );
  },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch');
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAccessibleDescription(/.+/);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch');
    await expect(toggle).toBeDisabled();
    await userEvent.click(canvasElement.querySelector('label')!, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
