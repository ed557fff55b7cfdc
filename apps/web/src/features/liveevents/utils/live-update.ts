import { type LiveEvent, liveEventListSchema, liveEventSchema } from '@stakelab/core';
import { z } from 'zod';

/**
 * The `update` message of GET /api/live-events/stream: the events that are new or changed, the
 * ids that left, and every id in display order after the change.
 */
export const liveUpdateSchema = z.object({
  changed: z.array(liveEventSchema),
  removed: z.array(z.string()),
  order: z.array(z.string()),
});
export type LiveUpdate = z.infer<typeof liveUpdateSchema>;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The `snapshot` message's data (the whole list), or null when it is not one. */
export function parseLiveSnapshot(data: string): LiveEvent[] | null {
  const parsed = liveEventListSchema.safeParse(parseJson(data));
  return parsed.success ? parsed.data : null;
}

/** The `update` message's data, or null when it is not one. */
export function parseLiveUpdate(data: string): LiveUpdate | null {
  const parsed = liveUpdateSchema.safeParse(parseJson(data));
  return parsed.success ? parsed.data : null;
}

/**
 * The list after `update`, in the server's order. Unchanged events keep their identity, so
 * their rows do not re-render. Null when the update does not fit the list (it names an event
 * the list never had): the caller then reloads the whole list.
 */
export function applyLiveUpdate(
  current: readonly LiveEvent[],
  update: LiveUpdate,
): LiveEvent[] | null {
  const byId = new Map(current.map((event) => [event.RowId, event]));
  for (const id of update.removed) byId.delete(id);
  for (const event of update.changed) byId.set(event.RowId, event);
  const next: LiveEvent[] = [];
  for (const id of update.order) {
    const event = byId.get(id);
    if (event === undefined) return null;
    next.push(event);
  }
  return next;
}
