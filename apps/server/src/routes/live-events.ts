import type { ServerResponse } from 'node:http';
import { feedEventStateSchema } from '@stakelab/core';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCachedJson } from '../http/cached-json.ts';
import { matchesEtag } from '../http/conditional.ts';
import { createStreamCounter, type StreamCaps, takeStreamSlot } from '../http/stream-caps.ts';
import type { LiveEventsHub } from '../live/live-events-hub.ts';
import { DOCUMENT_ONLY_HEADERS } from '../plugins/security-headers.ts';
import { currentUser, requireUser } from '../plugins/session.ts';

declare module 'fastify' {
  interface FastifyInstance {
    liveEvents: LiveEventsHub;
  }
}

/** A comment line every 15 s keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 15_000;
/** Encoded once: every open stream writes the same bytes. */
const HEARTBEAT = Buffer.from(': heartbeat\n\n');
const RETRY = Buffer.from('retry: 3000\n\n');
/** A client this far behind (bytes unsent) is too slow to follow: it is dropped, and reconnects. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

const feedQuerySchema = z.object({ state: feedEventStateSchema.optional() });

/**
 * GET /api/live-events (docs/product.md §7) from memory with an ETag; beyond the spec, with
 * ?state=upcoming|live|finished, the feed's events in that state with their state, finish
 * time and pre-match prices (issue 36; without it, the events in play exactly as before), and
 * GET /api/live-events/stream: Server-Sent Events with the whole list first (unless the
 * client's Last-Event-ID is already the current version), then only what changed.
 */
export const liveEventRoutes: FastifyPluginAsyncZod<{ streamCaps: StreamCaps }> = async (
  app,
  { streamCaps },
) => {
  const hub = app.liveEvents;
  const streams = new Set<ServerResponse>();
  const openStreams = createStreamCounter(streamCaps);
  // One heartbeat for every open stream: a timer each weighed on 10,000 streams.
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  app.addHook('onReady', () => {
    heartbeat = setInterval(() => {
      for (const stream of streams) stream.write(HEARTBEAT);
    }, HEARTBEAT_MS);
    heartbeat.unref();
    return hub.start();
  });
  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    await hub.stop();
    // Each stream ends (the client sees a clean end and reconnects elsewhere), then its
    // connection: freed after server.close() began, it would hold the close open
    // (plugins/graceful-close.ts).
    for (const stream of streams) {
      const socket = stream.socket;
      stream.end(() => socket?.end());
    }
  });

  app.get(
    '/api/live-events',
    { preHandler: requireUser, schema: { querystring: feedQuerySchema } },
    async (request, reply) => {
      const snapshot = await hub.current();
      const { state } = request.query;
      const etag = state ? `W/"live-${snapshot.version}-${state}"` : snapshot.etag;
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return sendCachedJson(request, reply, state ? snapshot.bodyOf(state) : snapshot.body);
    },
  );

  app.get('/api/live-events/stream', { preHandler: requireUser }, async (request, reply) => {
    const snapshot = await hub.current();
    const slot = takeStreamSlot(
      openStreams,
      streamCaps,
      'live',
      currentUser(request).row.id,
      request.ip,
    );
    // Fastify keeps the request until the answer ends (its response listeners hold the reply):
    // an open stream would hold the session's user row for hours, where only its id counted.
    request.user = null;
    reply.hijack();
    const res = reply.raw;
    // Read by EventSource, never rendered: the document policies do not apply, and each open
    // stream would hold them among its response headers.
    for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      // Tells nginx-like proxies not to buffer the stream.
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    res.write(RETRY);
    const lastSeen = request.headers['last-event-id'];
    let sent = lastSeen === String(snapshot.version) ? snapshot.version : -1;
    if (sent < 0) {
      res.write(snapshot.snapshotMessage);
      sent = snapshot.version;
    }

    const send = (version: number, message: Buffer) => {
      if (version <= sent) return;
      if (res.writableLength > MAX_BUFFERED_BYTES) return res.destroy();
      res.write(message);
      sent = version;
    };
    const unsubscribe = hub.subscribe(send);
    streams.add(res);
    res.on('close', () => {
      slot.release();
      unsubscribe();
      streams.delete(res);
    });
    // A refresh may have landed between reading the snapshot and subscribing.
    const latest = await hub.current();
    if (latest.version > sent) {
      res.write(latest.snapshotMessage);
      sent = latest.version;
    }
  });
};
