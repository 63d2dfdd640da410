// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestServer, SETUP_TIMEOUT, type TestServer } from '../../testing/harness';
import { readyBuyer } from '../../testing/shoppers';

vi.setConfig({ testTimeout: 60_000 });

describe('delivery addresses', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await createTestServer({ seed: true });
    token = (await readyBuyer(server, 'lena', 0)).token;
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  it('keeps exactly one default address', async () => {
    const base = { recipient: 'Lena', phone: '+66812345679', country: 'TH', region: 'Chiang Mai', city: 'Chiang Mai', detail: '2 Road', postalCode: '50000' };
    const second = await server.call('POST', '/api/address/save', { token, body: { ...base, isDefault: true } });
    let list = (await server.call('GET', '/api/address/list', { token })).body.data;
    expect(list.filter((a: { isDefault: boolean }) => a.isDefault)).toHaveLength(1);
    expect(list[0].id).toBe(second.body.data.id);
    const first = list.find((a: { id: number }) => a.id !== second.body.data.id);
    list = (await server.call('POST', '/api/address/setDefault', { token, body: { id: first.id } })).body.data;
    expect(list[0].id).toBe(first.id);
    await server.call('POST', '/api/address/remove', { token, body: { id: first.id } });
    list = (await server.call('GET', '/api/address/list', { token })).body.data;
    expect(list).toHaveLength(1);
    expect(list[0].isDefault).toBe(true);
    const bad = await server.call('POST', '/api/address/save', { token, body: { ...base, phone: '0812', isDefault: false } });
    expect(bad.body.data.fields).toEqual({ phone: 'validation.phoneInvalid' });
    expect((await server.call('GET', '/api/address/detail', { token, query: { id: 999999 } })).httpStatus).toBe(404);
  });
});
