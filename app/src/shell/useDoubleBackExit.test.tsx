import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useDoubleBackExit } from './useDoubleBackExit';

const pressBack = () => act(() => void window.dispatchEvent(new PopStateEvent('popstate')));

describe('useDoubleBackExit', () => {
  it('tips on the first back press and leaves on a second within 1 s', () => {
    let now = 10_000;
    const onFirstPress = vi.fn();
    const exit = vi.fn();
    renderHook(() => useDoubleBackExit({ enabled: true, onFirstPress, exit, now: () => now }));
    pressBack();
    expect(onFirstPress).toHaveBeenCalledTimes(1);
    expect(exit).not.toHaveBeenCalled();
    now += 900;
    pressBack();
    expect(exit).toHaveBeenCalledTimes(1);
  });

  it('starts over when the second press comes later than 1 s', () => {
    let now = 10_000;
    const onFirstPress = vi.fn();
    const exit = vi.fn();
    renderHook(() => useDoubleBackExit({ enabled: true, onFirstPress, exit, now: () => now }));
    pressBack();
    now += 1_500;
    pressBack();
    expect(onFirstPress).toHaveBeenCalledTimes(2);
    expect(exit).not.toHaveBeenCalled();
  });

  it('puts the guard entry back after the first press so the next back stays in the app', () => {
    const onFirstPress = vi.fn();
    renderHook(() => useDoubleBackExit({ enabled: true, onFirstPress, exit: vi.fn() }));
    const pushState = vi.spyOn(window.history, 'pushState');
    pressBack();
    expect(pushState).toHaveBeenCalledWith({ __exitGuard: true }, '', window.location.href);
  });

  it('does nothing off the root tabs', () => {
    const onFirstPress = vi.fn();
    const exit = vi.fn();
    renderHook(() => useDoubleBackExit({ enabled: false, onFirstPress, exit }));
    pressBack();
    pressBack();
    expect(onFirstPress).not.toHaveBeenCalled();
    expect(exit).not.toHaveBeenCalled();
  });
});
