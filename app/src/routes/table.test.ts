import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { ROUTE_TABLE, type RouteName } from './table';

const rows = Object.entries(ROUTE_TABLE) as [RouteName, (typeof ROUTE_TABLE)[RouteName]][];

const english = en as unknown as { routes: Record<string, string> };

describe('the route table', () => {
  it.each(rows)('%s: its page lives in the folder its address names', (_name, row) => {
    const folder = row.path.replace(/^\/pages\//, '').replace(/\/[^/]*$/, '');
    expect(row.page.split('#')[0]!.replace(/\/[^/]*$/, '')).toBe(folder);
  });

  it('gives every route its own address and a title in the dictionaries', () => {
    expect(new Set(rows.map(([, row]) => row.path)).size).toBe(rows.length);
    expect(rows.filter(([name]) => !english.routes[name]).map(([name]) => name)).toEqual([]);
  });

  it('guards the console for staff and every account address for a signed-in user', () => {
    for (const [name, row] of rows) {
      const area = row.path.split('/')[2];
      const expected = area === 'staff' ? 'staff' : area === 'me' || area === 'kefu' ? 'login' : 'open';
      expect([name, row.guard]).toEqual([name, expected]);
    }
  });
});
