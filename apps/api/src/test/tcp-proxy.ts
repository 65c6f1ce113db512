import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP relay to a real server that a test can cut and restore: "the database went away" without
 * stopping the machine's PostgreSQL that other test files share. Cutting destroys every relayed
 * connection (what a crash or failover does to open sockets) and refuses new ones.
 */
export interface TcpProxy {
  port: number;
  /** Drops every open connection and stops accepting new ones. */
  cut(): Promise<void>;
  /** Accepts connections again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;

  const listen = (port: number) =>
    new Promise<Server>((resolve, reject) => {
      const next = createServer((client) => {
        const upstream = connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          // The peer's reset is the point of the exercise, not a failure of the test.
          socket.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => resolve(next));
    });

  const stop = async () => {
    const current = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  };

  server = await listen(0);
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The proxy has no TCP port');
  const { port } = address;

  return {
    port,
    cut: stop,
    async restore() {
      if (!server) server = await listen(port);
    },
    close: stop,
  };
}
