#!/usr/bin/env node
// The bare Fastify "hello" that bench/api.mjs measures beside the API: the ceiling of this machine
// for one Node process answering a small JSON body. Listens on PORT (127.0.0.1).
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 3000), host: '127.0.0.1' });
for (const signal of ['SIGTERM', 'SIGINT'])
  process.once(signal, () => app.close().then(() => process.exit(0)));
