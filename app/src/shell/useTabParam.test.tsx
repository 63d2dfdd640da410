import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useTabParam } from './useTabParam';

const TABS = ['all', 'paid', 'refunded'] as const;
function Screen({ omitFirst }: { omitFirst?: boolean }) {
  const [tab, choose] = useTabParam(TABS, { param: 'type', omitFirst });
  const { search } = useLocation();
  return (
    <>
      <output aria-label="state">{`${tab} ${search}`}</output>
      {TABS.map((key) => (
        <button key={key} type="button" onClick={() => choose(key)}>
          {key}
        </button>
      ))}
    </>
  );
}

function open(entries: string[], omitFirst?: boolean) {
  const router = createMemoryRouter(
    [
      { path: '/bills', element: <Screen omitFirst={omitFirst} /> },
      { path: '/', element: null },
    ],
    {
      initialEntries: entries,
      initialIndex: entries.length - 1,
    },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const select = (key: string) => fireEvent.click(screen.getByRole('button', { name: key }));
const state = () => screen.getByRole('status', { name: 'state' }).textContent;

describe('useTabParam', () => {
  it('reads the tab from the address, and a missing or unknown one as the first', () => {
    open(['/bills?type=paid']);
    expect(state()).toBe('paid ?type=paid');
  });

  it('reads an unknown tab as the first', () => {
    open(['/bills?type=everything']);
    expect(state()).toBe('all ?type=everything');
  });

  it('replaces the history entry and keeps the other parameters', () => {
    const router = open(['/', '/bills?from=wallet']);
    select('refunded');
    expect(state()).toBe('refunded ?from=wallet&type=refunded');
    act(() => void router.navigate(-1));
    expect(router.state.location.pathname).toBe('/');
  });

  it('leaves the parameter out for the first tab when asked to', () => {
    open(['/bills?type=paid'], true);
    select('all');
    expect(state()).toBe('all ');
  });
});
