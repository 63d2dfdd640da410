import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { HashRouter, Outlet, Route, Routes, useLocation, useNavigate, useNavigationType, type NavigateFunction } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isRootTab, PATHS } from '../routes/paths';
import { useDoubleBackExit } from './useDoubleBackExit';

// The app's history for real (happy-dom's window.history, the app's hash router), so each case
// is the sequence of entries a phone's back button walks through.

/** The app's navigate, as the page's links and the tab bar use it. */
const app: { navigate?: NavigateFunction } = {};
let clock = 10_000;
const onFirstPress = vi.fn();
const exit = vi.fn();

function Shell() {
  const { pathname, key } = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  useEffect(() => {
    app.navigate = navigate;
  }, [navigate]);
  useDoubleBackExit({
    enabled: isRootTab(pathname),
    locationKey: key,
    navigationType,
    onFirstPress,
    exit,
    now: () => clock,
  });
  return <Outlet />;
}

const PAGES = { home: PATHS.home, categories: PATHS.categories, cart: PATHS.cart, productList: PATHS.productList } as const;

/** Opens the app at `path`, as a fresh tab would (nothing of the app's before it). */
function openAppAt(path: string) {
  window.history.replaceState(null, '', `/#${path}`);
  render(
    <HashRouter>
      <Routes>
        <Route element={<Shell />}>
          {Object.entries(PAGES).map(([name, pagePath]) => (
            <Route key={name} path={pagePath} element={<h1>{name}</h1>} />
          ))}
        </Route>
      </Routes>
    </HashRouter>,
  );
}

const go = (path: string, options?: { replace?: boolean }) => act(() => void app.navigate!(path, options));
/** A tab bar press: tabs switch in place, like native tab bars. */
const switchTab = (path: string) => go(path, { replace: true });
const pressBack = () => act(() => window.history.back());
const page = () => screen.getByRole('heading').textContent;

afterEach(() => {
  onFirstPress.mockReset();
  exit.mockReset();
  clock += 60_000;
});

describe('useDoubleBackExit', () => {
  it('on the tab the app opened on, tips on the first back press and leaves on a second within 1 s', async () => {
    openAppAt(PATHS.home);
    await pressBack();
    expect(page()).toBe('home');
    expect(onFirstPress).toHaveBeenCalledTimes(1);
    expect(exit).not.toHaveBeenCalled();
    clock += 900;
    await pressBack();
    expect(exit).toHaveBeenCalledTimes(1);
    expect(onFirstPress).toHaveBeenCalledTimes(1);
  });

  it('starts over when the second press comes later than 1 s, with the guard put back each time', async () => {
    openAppAt(PATHS.home);
    await pressBack();
    clock += 1_500;
    await pressBack();
    clock += 1_500;
    await pressBack();
    expect(onFirstPress).toHaveBeenCalledTimes(3);
    expect(exit).not.toHaveBeenCalled();
    expect(page()).toBe('home');
  });

  it('says nothing when back leaves a page opened from home: home shows, without the tip', async () => {
    openAppAt(PATHS.home);
    await go(PATHS.productList);
    expect(page()).toBe('productList');
    await pressBack();
    expect(page()).toBe('home');
    expect(onFirstPress).not.toHaveBeenCalled();
    // Now home has nowhere to go: the next press is the one that tips.
    await pressBack();
    expect(page()).toBe('home');
    expect(onFirstPress).toHaveBeenCalledTimes(1);
  });

  it('says nothing when back after a tab switch lands on the tab the app opened on', async () => {
    openAppAt(PATHS.home);
    await switchTab(PATHS.categories);
    expect(page()).toBe('categories');
    await pressBack();
    expect(page()).toBe('home');
    expect(onFirstPress).not.toHaveBeenCalled();
    await pressBack();
    expect(page()).toBe('home');
    expect(onFirstPress).toHaveBeenCalledTimes(1);
  });

  it('keeps one guard however many tabs are switched: back goes to the first tab once', async () => {
    openAppAt(PATHS.home);
    await switchTab(PATHS.categories);
    await switchTab(PATHS.cart);
    await switchTab(PATHS.categories);
    await pressBack();
    expect(page()).toBe('home');
    expect(onFirstPress).not.toHaveBeenCalled();
    await pressBack();
    expect(onFirstPress).toHaveBeenCalledTimes(1);
    clock += 500;
    await pressBack();
    expect(exit).toHaveBeenCalledTimes(1);
  });

  it('lets back go to the page a root tab was opened from (somewhere to go: no tip)', async () => {
    openAppAt(PATHS.home);
    await go(PATHS.productList);
    await go(PATHS.cart);
    expect(page()).toBe('cart');
    await pressBack();
    expect(page()).toBe('productList');
    expect(onFirstPress).not.toHaveBeenCalled();
    expect(exit).not.toHaveBeenCalled();
  });

  it('does nothing off the root tabs', async () => {
    openAppAt(PATHS.productList);
    const pushState = vi.spyOn(window.history, 'pushState');
    await switchTab(PATHS.productList);
    expect(pushState).not.toHaveBeenCalled();
    pushState.mockRestore();
    await pressBack();
    expect(onFirstPress).not.toHaveBeenCalled();
    expect(exit).not.toHaveBeenCalled();
  });
});
