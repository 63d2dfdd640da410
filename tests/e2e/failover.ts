import net from 'node:net';

export interface FailoverProxy {
  url: string;
  /** Connections currently piped through, per upstream port. */
  open(): Map<number, number>;
  close(): Promise<void>;
}

/**
 * A TCP load balancer in front of server processes, as a real deployment has one: each new
 * connection goes to the first upstream that accepts it. With the first process killed, its open
 * connections (the chat socket too) drop and the next ones reach the second process, the way a
 * balancer's health check takes a dead instance out of rotation. HTTP and WebSocket pass through
 * unchanged, so the page keeps one origin.
 */
export async function failoverProxy(upstreamPorts: readonly number[]): Promise<FailoverProxy> {
  const sockets = new Set<net.Socket>();
  const counts = new Map<number, number>();

  function connectFrom(index: number, client: net.Socket) {
    const port = upstreamPorts[index];
    if (port === undefined) {
      client.destroy();
      return;
    }
    const upstream = net.connect(port, '127.0.0.1');
    let piped = false;
    upstream.once('connect', () => {
      piped = true;
      counts.set(port, (counts.get(port) ?? 0) + 1);
      sockets.add(upstream);
      client.pipe(upstream);
      upstream.pipe(client);
      client.resume();
    });
    upstream.once('error', () => {
      if (!piped) connectFrom(index + 1, client);
      else client.destroy();
    });
    upstream.once('close', () => {
      sockets.delete(upstream);
      if (piped) {
        counts.set(port, (counts.get(port) ?? 1) - 1);
        client.destroy();
      }
    });
    client.once('close', () => upstream.destroy());
  }

  const server = net.createServer({ pauseOnConnect: true }, (client) => {
    sockets.add(client);
    client.once('close', () => sockets.delete(client));
    client.on('error', () => undefined);
    connectFrom(0, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    open: () => new Map(counts),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
