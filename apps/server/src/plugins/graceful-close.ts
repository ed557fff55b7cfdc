import type { FastifyInstance } from 'fastify';

/**
 * While the app closes (SIGTERM, main.ts), the answer to a request already in flight closes its
 * connection. Node's server.close() ends only the keep-alive connections idle at that moment:
 * one freed later (an import that commits after SIGTERM) would otherwise hold the close open
 * until the client let go, past the shutdown grace.
 */
export function registerGracefulClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) void reply.header('connection', 'close');
  });
}
