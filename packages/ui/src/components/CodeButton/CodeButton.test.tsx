import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CODE_COUNTDOWN_SECONDS, CodeButton } from './CodeButton';

const labels = {
  label: 'Get code',
  countingLabel: (s: number) => `Resend in ${s} s`,
  retryLabel: 'Resend code',
};

// Lets the awaited onSend promise settle inside act().
const flush = () => act(async () => {});

describe('CodeButton', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-20T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('counts down every second after a successful send and then offers a retry', async () => {
    const onSend = vi.fn().mockResolvedValue(undefined);
    const onCountdownEnd = vi.fn();
    render(<CodeButton onSend={onSend} onCountdownEnd={onCountdownEnd} {...labels} />);
    const button = screen.getByRole('button', { name: 'Get code' });
    fireEvent.click(button);
    await flush();
    expect(button).toHaveTextContent('Resend in 60 s');
    expect(button).toHaveAttribute('aria-disabled', 'true');

    act(() => vi.advanceTimersByTime(1000));
    expect(button).toHaveTextContent('Resend in 59 s');
    act(() => vi.advanceTimersByTime(29_000));
    expect(button).toHaveTextContent('Resend in 30 s');

    fireEvent.click(button);
    await flush();
    expect(onSend).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(30_000));
    expect(button).toHaveTextContent('Resend code');
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(onCountdownEnd).toHaveBeenCalledTimes(1);

    fireEvent.click(button);
    await flush();
    expect(onSend).toHaveBeenCalledTimes(2);
    expect(button).toHaveTextContent(`Resend in ${CODE_COUNTDOWN_SECONDS} s`);
  });

  it('counts from the clock, so a late timer still ends on time', async () => {
    const onSend = vi.fn().mockResolvedValue(undefined);
    render(<CodeButton onSend={onSend} seconds={10} {...labels} />);
    const button = screen.getByRole('button');
    fireEvent.click(button);
    await flush();
    // The wall clock jumps (a throttled background tab) while only one tick fires.
    vi.setSystemTime(Date.now() + 9_500);
    act(() => vi.advanceTimersByTime(1000));
    expect(button).toHaveTextContent('Resend code');
  });

  it('does not count when the send fails and stays enabled', async () => {
    const onError = vi.fn();
    const onSend = vi.fn().mockRejectedValue(new Error('down'));
    render(<CodeButton onSend={onSend} onError={onError} {...labels} />);
    const button = screen.getByRole('button');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    await flush();
    expect(onError).toHaveBeenCalledWith(expect.any(Error));
    expect(button).toHaveTextContent('Get code');
    expect(button).not.toHaveAttribute('aria-disabled');
    act(() => vi.advanceTimersByTime(5000));
    expect(button).toHaveTextContent('Get code');
  });

  it('ignores presses while the send is in flight', async () => {
    let resolve!: () => void;
    const onSend = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    render(<CodeButton onSend={onSend} {...labels} />);
    const button = screen.getByRole('button');
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onSend).toHaveBeenCalledTimes(1);
    resolve();
    await flush();
    expect(button).toHaveTextContent('Resend in 60 s');
  });

  it('goes back to the retry text, not the first label, when a resend fails', async () => {
    const onSend = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('down'));
    render(<CodeButton onSend={onSend} seconds={1} {...labels} />);
    const button = screen.getByRole('button');
    fireEvent.click(button);
    await flush();
    act(() => vi.advanceTimersByTime(1000));
    expect(button).toHaveTextContent('Resend code');
    fireEvent.click(button);
    await flush();
    expect(button).toHaveTextContent('Resend code');
  });
});
