import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PinPad, type PinPadHandle } from './PinPad';

const labels = {
  label: 'Payment password',
  deleteLabel: 'Delete',
  enteredLabel: (n: number, total: number) => `${n} of ${total} digits entered`,
};

const field = () => screen.getByLabelText('Payment password', { selector: 'input' }) as HTMLInputElement;

describe('PinPad', () => {
  it('completes once at six digits and ignores further digits', () => {
    const onComplete = vi.fn();
    render(<PinPad {...labels} onComplete={onComplete} />);
    fireEvent.change(field(), { target: { value: '12a3456' } });
    expect(field().value).toBe('123456');
    expect(onComplete).toHaveBeenCalledWith('123456');
    fireEvent.click(screen.getByRole('button', { name: '7' }));
    expect(field().value).toBe('123456');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(screen.getByText('6 of 6 digits entered')).toBeInTheDocument();
  });

  it('clears and shakes on every new error, also the same message after it was cleared', () => {
    const { rerender, container } = render(<PinPad {...labels} onComplete={() => {}} />);
    const shaken = () => container.querySelector('[data-shake]');
    fireEvent.change(field(), { target: { value: '111111' } });
    rerender(<PinPad {...labels} onComplete={() => {}} error="Wrong payment password" />);
    expect(field().value).toBe('');
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong payment password');
    const first = shaken();
    expect(first).not.toBeNull();

    rerender(<PinPad {...labels} onComplete={() => {}} />);
    fireEvent.change(field(), { target: { value: '222222' } });
    expect(field().value).toBe('222222');
    rerender(<PinPad {...labels} onComplete={() => {}} error="Wrong payment password" />);
    expect(field().value).toBe('');
    // A new element: the animation starts again.
    expect(shaken()).not.toBe(first);
  });

  it('ignores keys while disabled and can be cleared through its handle', () => {
    const ref = createRef<PinPadHandle>();
    const { rerender } = render(<PinPad ref={ref} {...labels} onComplete={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: '4' }));
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    expect(field().value).toBe('42');
    act(() => ref.current!.clear());
    expect(field().value).toBe('');
    rerender(<PinPad ref={ref} {...labels} onComplete={() => {}} isDisabled />);
    fireEvent.click(screen.getByRole('button', { name: '4' }));
    expect(field().value).toBe('');
  });
});
