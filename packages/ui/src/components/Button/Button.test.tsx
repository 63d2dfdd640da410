import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('is a button named by its label and calls onPress', async () => {
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Pay now</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('ignores presses while loading and says it is pending', async () => {
    const onPress = vi.fn();
    render(
      <Button onPress={onPress} loading>
        Pay now
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay now' });
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('data-pending', 'true');
  });

  it('is disabled when isDisabled', () => {
    render(<Button isDisabled>Pay now</Button>);
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeDisabled();
  });
});
