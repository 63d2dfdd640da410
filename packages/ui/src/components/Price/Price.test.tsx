import { render, screen } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { formatPrice, Price, priceParts } from './Price';

describe('formatPrice', () => {
  it('turns minor units into the locale format with a plain $', () => {
    expect(formatPrice(129900, 'en')).toBe('$1,299.00');
    expect(formatPrice(129900, 'de')).toMatch(/^1\.299,00\s\$$/);
    expect(formatPrice(5, 'en')).toBe('$0.05');
  });

  it('keeps a negative amount\'s minus beside its digits in Arabic (the locale\'s direction marks stay)', () => {
    expect(formatPrice(-2000, 'ar')).toMatch(/\u200E-20\.00/);
    expect(formatPrice(-2000, 'en')).toBe('-$20.00');
  });

  it('never shows another currency marker such as US$', () => {
    for (const locale of ['ar', 'fr', 'ja', 'hi', 'pt']) {
      const parts = priceParts(1000, locale);
      expect(parts.filter((p) => p.type === 'currency').map((p) => p.value)).toEqual(['$']);
    }
  });
});

describe('Price', () => {
  it('reads the original price with its label', () => {
    render(
      <I18nProvider locale="en">
        <Price amount={9900} original={12900} originalLabel="Original price" />
      </I18nProvider>,
    );
    expect(screen.getByText('$99.00')).toBeInTheDocument();
    expect(document.querySelector('del')).toHaveTextContent('Original price $129.00');
  });
});
