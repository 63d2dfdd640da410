import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, formatBadgeCount } from './Badge';

describe('formatBadgeCount', () => {
  it('caps at the max with a plus', () => {
    expect(formatBadgeCount(999)).toBe('999');
    expect(formatBadgeCount(1000)).toBe('999+');
    expect(formatBadgeCount(100, 99)).toBe('99+');
  });
});

describe('Badge', () => {
  it('hides the digits from assistive technology and exposes the sentence', () => {
    const { container } = render(<Badge count={1500} label="Items in cart: 1500" />);
    expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent('999+');
    expect(screen.getByText('Items in cart: 1500')).toBeInTheDocument();
  });

  it('renders nothing for zero unless showZero', () => {
    const { container, rerender } = render(<Badge count={0} label="none" />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Badge count={0} showZero label="none" />);
    expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent('0');
  });

  it('keeps its children when hidden', () => {
    render(
      <Badge count={0}>
        <span>icon</span>
      </Badge>,
    );
    expect(screen.getByText('icon')).toBeInTheDocument();
  });
});
