import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Proves the project's own ESLint config (not a copy of it) rejects a query key spelled out in a
// page or the shell: keys live in app/src/features/<area>/api.ts. Removing or loosening the
// `no-restricted-syntax` entry fails here.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MESSAGE = 'Query keys live in features/<area>/api.ts; import them.';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

async function keyLines(code: string, file: string): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages
    .filter((m) => m.ruleId === 'no-restricted-syntax' && m.message === MESSAGE)
    .map((m) => m.line);
}

const planted = `import { useQuery, useQueryClient } from '@tanstack/react-query';
import { orderKeys, orderQueries } from '../../../features/orders/api';
export function useDemo(api: Parameters<typeof orderQueries.detail>[0], id: number) {
  const queryClient = useQueryClient();
  const order = useQuery({ queryKey: ['orderDetail', id], queryFn: () => api.request('orderDetail', { id }) });
  void queryClient.invalidateQueries({ queryKey: ['orderList'] });
  queryClient.setQueryData(['orderDetail', id], order.data);
  queryClient.getQueryData(['orderCounts']);
  void queryClient.cancelQueries({ queryKey: [...orderKeys.lists, 'all'] });
  queryClient.removeQueries({ queryKey: ['orderCounts'], exact: true });
  useQuery({ ...orderQueries.detail(api, id), enabled: id > 0 });
  void queryClient.invalidateQueries({ queryKey: orderKeys.lists });
  queryClient.setQueryData(orderKeys.detail(id), order.data);
  return [id, 'all'];
}
`;

describe('a query key array literal', () => {
  it.each([
    'app/src/pages/me/order/DemoPage.tsx',
    'app/src/shell/Demo.tsx',
    'app/src/pages/me/order/DemoPage.stories.tsx',
  ])(
    'is an ESLint error in %s',
    async (file) => {
      // Lines 5 to 10 spell a key out; 11 to 14 use the area's exported keys and options.
      expect(await keyLines(planted, file)).toEqual([5, 6, 7, 8, 9, 10]);
    },
    60_000,
  );

  it('is allowed in the area api.ts that owns it', async () => {
    expect(await keyLines(planted, 'app/src/features/orders/api.ts')).toEqual([]);
  }, 60_000);
});
