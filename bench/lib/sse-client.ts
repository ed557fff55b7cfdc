import http from 'node:http';

export interface SseClient {
  /** `update` events received so far (the first snapshot included). */
  updates: number;
  /** Times the server ended the stream (a client too slow to follow is dropped). */
  drops: number;
  close(): void;
}

/** What an EventSource waits before reconnecting (the stream's `retry: 3000`). */
const RECONNECT_MS = 3000;

/**
 * One EventSource-like reader of /api/live-events/stream on a plain socket, counting the
 * `update` events it receives and, as a browser's EventSource does, reconnecting when the
 * server ends its stream. `headers` carry the session cookie (and any forwarded address).
 */
export function openStream(
  baseUrl: string,
  headers: Record<string, string>,
  agent: http.Agent,
): Promise<SseClient> {
  let request: http.ClientRequest | undefined;
  let closed = false;
  const client: SseClient = {
    updates: 0,
    drops: 0,
    close: () => {
      closed = true;
      request?.destroy();
    },
  };
  return new Promise((resolve, reject) => {
    const connect = () => {
      request = http.get(`${baseUrl}/api/live-events/stream`, { headers, agent }, (res) => {
        if (res.statusCode !== 200)
          return reject(
            new Error(`stream: ${res.statusCode} ${res.headers['content-type'] ?? ''}`),
          );
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          client.updates += chunk.split('event: update\n').length - 1;
        });
        res.on('close', () => {
          if (closed) return;
          client.drops += 1;
          setTimeout(connect, RECONNECT_MS);
        });
        resolve(client);
      });
      request.on('error', reject);
    };
    connect();
  });
}
