import type { FastifyBaseLogger } from 'fastify';

/**
 * One background worker's rhythm (the mail outbox, the push sender, the notification jobs):
 * a round runs every `pollMs` and whenever it is woken; a wake during a round runs one more
 * round right after it, never two at once. Before start() nothing runs by itself (tests drive
 * the round directly).
 */
export function polledRounds(options: {
  round: () => Promise<unknown>;
  pollMs: number;
  log: FastifyBaseLogger;
  /** For the log line of a failed round: "mail outbox", "push". */
  name: string;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  let again = false;
  let stopped = false;

  function wake(): void {
    if (!timer || stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = options
      .round()
      .catch((err: unknown) => options.log.error({ err }, `${options.name} round failed`))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          wake();
        }
      });
  }

  return {
    wake,
    start() {
      if (timer || stopped) return;
      timer = setInterval(wake, options.pollMs);
      timer.unref();
      wake();
    },
    /** No round starts after this; the one running (if any) sees `stopped` and may go on. */
    halt() {
      stopped = true;
      clearInterval(timer);
    },
    /** halt(), then resolves when the round running (if any) has ended. */
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
    /** Whether stop() was called: a round checks it between items. */
    get stopped() {
      return stopped;
    },
  };
}
