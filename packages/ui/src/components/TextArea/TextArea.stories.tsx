import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TEXTAREA_MAX_LENGTH, TextArea, type TextAreaProps } from './TextArea';
import { onCard } from '../../storybook/frames';

/**
 * A multi-line field capped at 140 characters with a live "12/140" counter; screen readers hear
 * the count as a sentence after a pause in typing.
 */
const meta = {
  title: 'Kit/TextArea',
  component: TextArea,
  args: { label: 'Your review', countLabel: (n: number, max: number) => `${n} of ${max} characters used`, onChange: fn() },
  argTypes: { countLabel: { control: false } },
  decorators: [onCard],
  render: (args) => <Localised {...args} />,
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

function Localised(props: TextAreaProps) {
  const { t } = useTranslation();
  return (
    <TextArea
      {...props}
      label={t('kit.textArea.label')}
      placeholder={t('kit.textArea.placeholder')}
      countLabel={(count, max) => t('kit.textArea.count', { count, max })}
    />
  );
}

const digits = (n: number) => new Intl.NumberFormat(document.documentElement.lang || 'en').format(n);

export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const textarea = canvas.getByRole('textbox');
    await expect(textarea).toHaveAttribute('maxlength', String(TEXTAREA_MAX_LENGTH));
    const counter = canvasElement.querySelector('[aria-hidden="true"]') as HTMLElement;
    await expect(counter.textContent).toBe(`${digits(0)}/${digits(TEXTAREA_MAX_LENGTH)}`);
    await userEvent.type(textarea, 'Great fit 👍');
    await expect(args.onChange).toHaveBeenLastCalledWith('Great fit 👍');
    // The emoji counts as one character.
    await expect(counter.textContent).toBe(`${digits(11)}/${digits(TEXTAREA_MAX_LENGTH)}`);
    // The sentence reaches screen readers after a pause, and it is part of the description.
    const live = canvasElement.querySelector('[aria-live="polite"]') as HTMLElement;
    await waitFor(() => expect(live.textContent).toMatch(/11/));
    await expect(textarea).toHaveAccessibleDescription(live.textContent!);
  },
};

const longReview =
  'Arrived in two days and fits true to size. The fabric is soft but thicker than the photos suggest, so it is warm enough for autumn evenings.';

/** At the limit: the counter turns red and further typing is refused. */
export const Full: Story = {
  args: { defaultValue: longReview.padEnd(TEXTAREA_MAX_LENGTH, '!').slice(0, TEXTAREA_MAX_LENGTH) },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox') as HTMLTextAreaElement;
    await userEvent.type(textarea, 'more');
    await expect(textarea.value).toHaveLength(TEXTAREA_MAX_LENGTH);
    await expect(canvasElement.querySelector('[data-full]')).not.toBeNull();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: longReview },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
  },
};
