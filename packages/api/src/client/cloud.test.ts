// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createCloudCaller, httpCloudTransport, type CloudTransport } from './cloud';
import { isApiError } from './errors';

const t = (key: string) => `t:${key}`;
const setup = (transport: CloudTransport, debug = false) => {
  const events = { alert: vi.fn() };
  return { call: createCloudCaller({ transport, events, t, debug }), events };
};

describe('cloud-function caller', () => {
  it('sends the action and data, maps code 0 to 200, data from datas and msg from msg', async () => {
    const transport = vi.fn<CloudTransport>(async () => ({ result: { code: 0, msg: 'fine', datas: { n: 1 } } }));
    const { call } = setup(transport);
    await expect(call('getRates', { base: 'USD' })).resolves.toEqual({ statusCode: 200, msg: 'fine', data: { n: 1 } });
    expect(transport).toHaveBeenCalledWith({ action: 'getRates', data: { base: 'USD' } });
  });

  it('takes the message from `message` when there is no `msg`, and accepts a string code', async () => {
    const { call } = setup(async () => ({ result: { code: '0', message: 'from message', datas: [] } }));
    await expect(call('x')).resolves.toEqual({ statusCode: 200, msg: 'from message', data: [] });
  });

  it('rejects a non-zero code with its message and code, without a modal outside debug', async () => {
    const { call, events } = setup(async () => ({ result: { code: 42, message: 'Denied' } }));
    const error = await call('x').catch((e: unknown) => e);
    expect(isApiError(error, 'cloud')).toBe(true);
    expect(error).toMatchObject({ code: 42, message: 'Denied' });
    expect(events.alert).not.toHaveBeenCalled();
  });

  it('rejects when there is no result', async () => {
    for (const answer of [undefined, null, {}, { result: null }]) {
      const { call } = setup(async () => answer);
      await expect(call('x')).rejects.toMatchObject({ kind: 'cloud', message: 't:api.cloudNoResult' });
    }
  });

  it('in debug mode shows errors in a "Tip" modal with one confirm button', async () => {
    const { call, events } = setup(async () => ({ result: { code: 1, msg: 'Broken' } }), true);
    await expect(call('x')).rejects.toMatchObject({ message: 'Broken' });
    expect(events.alert).toHaveBeenCalledExactlyOnceWith({ title: 't:messages.tip', message: 'Broken', confirmText: 't:common.confirm' });

    const thrown = setup(async () => {
      throw new Error('socket hang up');
    }, true);
    await expect(thrown.call('x')).rejects.toMatchObject({ kind: 'cloud', message: 'socket hang up' });
    expect(thrown.events.alert).toHaveBeenCalledWith(expect.objectContaining({ message: 'socket hang up' }));
  });

  it('has an HTTP transport that posts { action, data } and reads { result }', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => Response.json({ result: { code: 0, datas: 'ok' } }));
    const { call } = setup(httpCloudTransport('https://fn.test/call', fetchImpl));
    await expect(call('ping', { a: 1 })).resolves.toMatchObject({ data: 'ok' });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('https://fn.test/call');
    expect(JSON.parse(String(init?.body))).toEqual({ action: 'ping', data: { a: 1 } });

    const failing = setup(httpCloudTransport('https://fn.test/call', async () => new Response('no', { status: 500 })));
    await expect(failing.call('ping')).rejects.toMatchObject({ message: 't:api.cloudNoResult' });
  });
});
