import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CountDown, formatCountDown } from './CountDown';

describe('formatCountDown', () => {
  it('shows mm:ss under an hour and hh:mm:ss from an hour', () => {
    expect(formatCountDown(14 * 60_000 + 59_000)).toBe('14:59');
    expect(formatCountDown(3600_000)).toBe('01:00:00');
    expect(formatCountDown(3600_000, 'mm:ss')).toBe('60:00');
    expect(formatCountDown(59_000, 'hh:mm:ss')).toBe('00:00:59');
  });
  it('rounds partial seconds up and never goes below zero', () => {
    expect(formatCountDown(1)).toBe('00:01');
    expect(formatCountDown(-5000)).toBe('00:00');
  });
});

describe('CountDown', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-20T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('ticks every second from a deadline and finishes once', () => {
    const onFinish = vi.fn();
    const target = Date.now() + 3000;
    render(
      <CountDown target={target} label="Time left" expiredText="Expired" onFinish={onFinish} />,
    );
    expect(screen.getByRole('timer')).toHaveTextContent('00:03');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:02');
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(document.querySelector('[aria-live]')).toHaveTextContent('Expired');
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it('announces only at the marks', () => {
    render(<CountDown remaining={301_000} label="Time left" expiredText="Expired" />);
    const live = document.querySelector('[aria-live]')!;
    expect(live).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(1000));
    expect(live).toHaveTextContent('Time left 05:00');
    act(() => vi.advanceTimersByTime(200_000));
    expect(live).toHaveTextContent('Time left 05:00');
    act(() => vi.advanceTimersByTime(40_000));
    expect(live).toHaveTextContent('Time left 01:00');
    act(() => vi.advanceTimersByTime(30_000));
    expect(live).toHaveTextContent('Time left 01:00');
  });
});
