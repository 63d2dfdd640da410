import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { Price, priceSizes } from './Price';
import { inStack } from '../../storybook/frames';

/**
 * A price from integer minor units (cents). The `$` is smaller than the bold digits; digits,
 * separators and the symbol's place follow the active locale. A discounted item shows its
 * original price struck through in grey, announced as "Original price ...".
 */
const meta = {
  title: 'Kit/Price',
  component: Price,
  args: { amount: 12990, size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: priceSizes } },
  decorators: [inStack],
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const symbol = canvasElement.querySelector('[data-part="currency"]') as HTMLElement;
    const digits = canvasElement.querySelector('[data-part="integer"]') as HTMLElement;
    await expect(symbol).toHaveTextContent('$');
    // The `$` is smaller than the digits, and the digits are bold.
    await expect(parseFloat(getComputedStyle(symbol).fontSize)).toBeLessThan(
      parseFloat(getComputedStyle(digits).fontSize),
    );
    await expect(Number(getComputedStyle(digits).fontWeight)).toBeGreaterThanOrEqual(700);
    // Numbers never mirror: the fraction stays to the right of the integer, in RTL too.
    const fraction = canvasElement.querySelector('[data-part="fraction"]') as HTMLElement;
    await expect(digits.getBoundingClientRect().left).toBeLessThan(
      fraction.getBoundingClientRect().left,
    );
    // Screen readers get one phrase, formatted for the page's language.
    const lang = document.documentElement.lang;
    const whole = new Intl.NumberFormat(lang, { minimumFractionDigits: 2 }).format(129.9);
    await expect(
      within(canvasElement).getByText((text) => text.includes(whole) && text.includes('$')),
    ).toBeInTheDocument();
  },
};

export const Discounted: Story = {
  render: (args) => {
    const { t } = useTranslation();
    return <Price {...args} original={19900} originalLabel={t('kit.price.original')} />;
  },
  play: async ({ canvasElement }) => {
    const del = canvasElement.querySelector('del') as HTMLElement;
    await expect(getComputedStyle(del).textDecorationLine).toBe('line-through');
    // The strike-through is silent to screen readers, so a hidden label names the old price.
    const hiddenLabel = del.firstElementChild as HTMLElement;
    await expect(hiddenLabel.textContent?.trim().length).toBeGreaterThan(0);
    await expect(hiddenLabel.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(del.textContent).toContain('$');
  },
};

/** List (`sm`, `md`) and detail (`lg`) sizes; the detail size uses the brand accent. */
export const Sizes: Story = {
  render: (args) => {
    const { t } = useTranslation();
    return (
      <>
        {priceSizes.map((size) => (
          <Price
            key={size}
            {...args}
            size={size}
            original={19900}
            originalLabel={t('kit.price.original')}
          />
        ))}
      </>
    );
  },
};

/** Large amounts keep their group separators; zero fractions still show. */
export const LargeAmounts: Story = {
  render: (args) => (
    <>
      <Price {...args} amount={129900000} size="lg" />
      <Price {...args} amount={100} />
      <Price {...args} amount={5} />
    </>
  ),
  play: async ({ canvas }) => {
    const lang = document.documentElement.lang;
    const cents = new Intl.NumberFormat(lang, { minimumFractionDigits: 2 }).format(0.05);
    await expect(
      canvas.getByText((text) => text.includes(cents) && text.includes('$')),
    ).toBeInTheDocument();
  },
};
