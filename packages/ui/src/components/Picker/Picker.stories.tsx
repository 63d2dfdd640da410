import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { TextField } from '../TextField';
import { Picker, type PickerProps } from './Picker';
import { phoneColumn } from '../../storybook/frames';

/**
 * Choose one option from a bottom sheet: a form row opens a modal list (focus trapped, Escape or
 * the close button dismisses, focus returns to the row). Unlike antd-mobile's wheel Picker, the
 * list is a real listbox that screen readers, keyboards and mice can use.
 */
const meta = {
  title: 'Kit/Picker',
  component: Picker,
  args: { label: '', options: [], closeLabel: '', onChange: fn() },
  argTypes: { options: { control: false } },
  decorators: [phoneColumn],
} satisfies Meta<typeof Picker>;

export default meta;
type Story = StoryObj<typeof meta>;

const REASONS = ['noLongerNeeded', 'wrongAddress', 'betterPrice', 'other'] as const;

function CancelReason(props: Partial<PickerProps>) {
  const { t } = useTranslation();
  return (
    <Picker
      label={t('kit.picker.cancelReason')}
      placeholder={t('kit.picker.placeholder')}
      closeLabel={t('common.close')}
      options={REASONS.map((id) => ({ id, label: t(`kit.picker.${id}`) }))}
      {...props}
    />
  );
}

export const Default: Story = {
  render: (args) => <CancelReason onChange={args.onChange} />,
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button');
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    const options = within(dialog).getAllByRole('option');
    await expect(options).toHaveLength(REASONS.length);
    await userEvent.click(options[1]!);
    await expect(args.onChange).toHaveBeenCalledWith('wrongAddress');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The row now names the choice, and focus is back on it.
    await expect(trigger.textContent).toContain(options[1]!.textContent!);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Keyboard only: Enter opens on the chosen option, arrows move, Enter picks, Escape closes. */
export const Keyboard: Story = {
  render: (args) => <CancelReason onChange={args.onChange} defaultValue="wrongAddress" />,
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    const selected = within(dialog).getByRole('option', { selected: true });
    await waitFor(() => expect(selected).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('betterPrice');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Enter reopens only once focus is back on the row.
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** The sheet open, for review. */
export const Open: Story = {
  render: (args) => <CancelReason onChange={args.onChange} defaultValue="betterPrice" />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button'));
    const dialog = await screen.findByRole('dialog');
    // Focus moved into the sheet, onto the chosen option.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement), {
      timeout: 5000,
    });
    await expect(within(dialog).getByRole('option', { selected: true })).toBeInTheDocument();
  },
};

/**
 * As a field among text fields: the label above a bordered box with the value, lined up with them.
 * The button's name is still the label and the value.
 */
export const AsField: Story = {
  render: function Render(args) {
    const { t } = useTranslation();
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <TextField label={t('kit.field.username')} defaultValue="mia_chen" />
        <CancelReason appearance="field" onChange={args.onChange} defaultValue="wrongAddress" />
      </div>
    );
  },
  play: async ({ canvas, canvasElement, args }) => {
    const trigger = canvas.getByRole('button');
    const [fieldLabel, pickerLabel] = [...canvasElement.querySelectorAll('label, span[id$="-label"]')];
    const start = (element: Element) => element.getBoundingClientRect()[document.dir === 'rtl' ? 'right' : 'left'];
    await expect(start(pickerLabel!)).toBeCloseTo(start(fieldLabel!), 0);
    await expect(pickerLabel!.getBoundingClientRect().bottom).toBeLessThanOrEqual(trigger.getBoundingClientRect().top);
    await expect(trigger).toHaveAccessibleName(`${pickerLabel!.textContent} ${within(trigger).getByText(/./).textContent}`);
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getAllByRole('option')[2]!);
    await expect(args.onChange).toHaveBeenCalledWith('betterPrice');
  },
};

export const Disabled: Story = {
  render: (args) => <CancelReason onChange={args.onChange} isDisabled />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toBeDisabled();
  },
};

export const Invalid: Story = {
  render: () => {
    const { t } = useTranslation();
    return <CancelReason errorMessage={t('kit.picker.placeholder')} />;
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button');
    await expect(trigger).toHaveAttribute('data-invalid');
    await expect(trigger).toHaveAccessibleDescription();
  },
};
