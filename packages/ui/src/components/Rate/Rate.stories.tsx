import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent } from 'storybook/test';
import { Rate, RATE_MAX, type RateProps } from './Rate';
import { inStack } from '../../storybook/frames';

/**
 * Five-star rating. Read-only (product cards, reviews) it is one image named "4.5 out of 5".
 * Editable (writing a review) it is a radio group: click or tap a star, or use the arrow keys,
 * which follow the reading direction.
 */
const meta = {
  title: 'Kit/Rate',
  component: Rate,
  args: { valueLabel: (v: number, m: number) => `${v}/${m}`, onChange: fn() },
  decorators: [inStack],
} satisfies Meta<typeof Rate>;

export default meta;
type Story = StoryObj<typeof meta>;

function Localized(props: Partial<RateProps>) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Rate
      label={t('kit.rate.rateProduct')}
      valueLabel={(value, max) =>
        t('kit.rate.value', { value: number.format(value), max: number.format(max) })
      }
      {...props}
    />
  );
}

export const ReadOnly: Story = {
  render: () => <Localized readOnly value={4.5} />,
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img');
    const number = new Intl.NumberFormat(document.documentElement.lang);
    await expect(image.getAttribute('aria-label')).toContain(number.format(4.5));
    // Four full stars and one half star.
    const fills = [...image.querySelectorAll<HTMLElement>('span > span')].map(
      (s) => s.style.inlineSize,
    );
    await expect(fills).toEqual(['100%', '100%', '100%', '100%', '50%']);
  },
};

/** Scores from none to full, as in a list of reviews. */
export const ReadOnlyMany: Story = {
  render: () => (
    <>
      {[0, 1.5, 3, 4.2, 5].map((value) => (
        <Localized key={value} readOnly value={value} size="md" />
      ))}
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(5);
  },
};

export const Editable: Story = {
  render: (args) => <Localized onChange={args.onChange} />,
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('radiogroup');
    await expect(canvas.getAllByRole('radio')).toHaveLength(RATE_MAX);
    const radios = canvas.getAllByRole('radio');
    await userEvent.click(radios[3]!);
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await expect(radios[3]).toBeChecked();
    // Arrow keys follow the reading direction: "forward" is right in LTR and left in RTL.
    const forward = document.documentElement.dir === 'rtl' ? '{ArrowLeft}' : '{ArrowRight}';
    const back = document.documentElement.dir === 'rtl' ? '{ArrowRight}' : '{ArrowLeft}';
    await userEvent.keyboard(forward);
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
    await userEvent.keyboard(back);
    await userEvent.keyboard(back);
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await expect(group).toContainElement(document.activeElement as HTMLElement);
    for (const radio of radios) {
      const box = radio.closest('label')!.getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(44);
      await expect(box.height).toBeGreaterThanOrEqual(44);
    }
  },
};

export const Disabled: Story = {
  render: (args) => <Localized onChange={args.onChange} defaultValue={3} isDisabled />,
  play: async ({ canvas, args }) => {
    const radios = canvas.getAllByRole('radio');
    await userEvent.click(radios[4]!, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(radios[2]).toBeChecked();
  },
};
