import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent } from 'storybook/test';
import { ArrowLeftIcon, CloseIcon, MoreIcon, SearchIcon } from '../../icons';
import { IconButton, iconButtonTones } from './IconButton';
import { inRow } from '../../storybook/frames';
import { expectPressByPointerAndKey } from '../../storybook/plays';

/**
 * A 44px button with only an icon. `label` is required and becomes the accessible name. Set
 * `mirrorInRtl` for directional icons only.
 */
const meta = {
  title: 'Kit/IconButton',
  component: IconButton,
  args: { label: 'Share', onPress: fn(), children: <MoreIcon /> },
  argTypes: { tone: { control: 'inline-radio', options: iconButtonTones }, children: { control: false } },
  decorators: [inRow],
  render: function Render(args) {
    const { t } = useTranslation();
    return <IconButton {...args} label={t('common.more')} />;
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button');
    await expect(button).toHaveAccessibleName(/.+/);
    const box = button.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await expectPressByPointerAndKey(button, args.onPress, ' ');
  },
};

export const Tones: Story = {
  render: function Render(args) {
    const { t } = useTranslation();
    return (
      <>
        <IconButton {...args} tone="plain" label={t('common.search')}>
          <SearchIcon />
        </IconButton>
        <IconButton {...args} tone="accent" label={t('common.more')}>
          <MoreIcon />
        </IconButton>
        <IconButton {...args} tone="filled" label={t('common.close')}>
          <CloseIcon />
        </IconButton>
      </>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(iconButtonTones.length);
  },
};

/** The back arrow points to the start side: left in English, right in Arabic. */
export const MirroredBack: Story = {
  render: function Render(args) {
    const { t } = useTranslation();
    return (
      <IconButton {...args} label={t('common.back')} mirrorInRtl>
        <ArrowLeftIcon />
      </IconButton>
    );
  },
  play: async ({ canvas }) => {
    const icon = canvas.getByRole('button').firstElementChild as HTMLElement;
    const rtl = getComputedStyle(icon).direction === 'rtl';
    await expect(getComputedStyle(icon).transform).toBe(rtl ? 'matrix(-1, 0, 0, 1, 0, 0)' : 'none');
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
