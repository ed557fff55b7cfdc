import { z } from 'zod';
import { type LiveEvent, liveEventSchema } from '../contract/live-events.ts';

/** An event's fields that changed, with its RowId: what a live update sends for an event. */
export const liveEventPatchSchema = liveEventSchema.partial().required({ RowId: true });
export type LiveEventPatch = z.infer<typeof liveEventPatchSchema>;

/**
 * The `update` message of GET /api/live-events/stream: events new to the list (whole), the
 * fields that changed of the others, the ids that left, and every id in display order when
 * the order or the membership changed (absent: the order stays). Only the changed fields
 * travel: in play, most events move every poll (clock, odds), and a whole event per change
 * made each update ~90 KB for 300 events, written to every open stream.
 */
export const liveUpdateSchema = z.object({
  added: z.array(liveEventSchema),
  patched: z.array(liveEventPatchSchema),
  removed: z.array(z.string()),
  order: z.array(z.string()).optional(),
});
export type LiveUpdate = z.infer<typeof liveUpdateSchema>;

type Field = keyof LiveEvent;

/** What changed between two lists of live events (see liveUpdateSchema). */
export function diffLiveEvents(
  before: readonly LiveEvent[],
  after: readonly LiveEvent[],
): LiveUpdate {
  const previous = new Map(before.map((event) => [event.RowId, event]));
  const added: LiveEvent[] = [];
  const patched: LiveEventPatch[] = [];
  for (const event of after) {
    const old = previous.get(event.RowId);
    if (old === undefined) {
      added.push(event);
      continue;
    }
    const patch: LiveEventPatch = { RowId: event.RowId };
    let changed = false;
    for (const field of Object.keys(event) as Field[]) {
      // Every field is a string, a number or null: compared by value.
      if (old[field] !== event[field]) {
        Object.assign(patch, { [field]: event[field] });
        changed = true;
      }
    }
    if (changed) patched.push(patch);
  }
  const present = new Set(after.map((event) => event.RowId));
  const removed = before.filter((event) => !present.has(event.RowId)).map((event) => event.RowId);
  const sameOrder =
    before.length === after.length &&
    after.every((event, index) => before[index]?.RowId === event.RowId);
  return {
    added,
    patched,
    removed,
    ...(sameOrder ? {} : { order: after.map((event) => event.RowId) }),
  };
}

/**
 * The list after `update`. Unchanged events keep their identity, so their rows do not
 * re-render. Null when the update does not fit the list (it patches or orders an event the
 * list does not have, or adds one without an order): the caller then reloads the whole list.
 */
export function applyLiveUpdate(
  current: readonly LiveEvent[],
  update: LiveUpdate,
): LiveEvent[] | null {
  const byId = new Map(current.map((event) => [event.RowId, event]));
  for (const id of update.removed) byId.delete(id);
  for (const event of update.added) byId.set(event.RowId, event);
  for (const patch of update.patched) {
    const event = byId.get(patch.RowId);
    if (event === undefined) return null;
    byId.set(patch.RowId, { ...event, ...patch });
  }
  if (update.order === undefined && update.added.length > 0) return null;
  const order = update.order ?? current.map((event) => event.RowId).filter((id) => byId.has(id));
  const next: LiveEvent[] = [];
  for (const id of order) {
    const event = byId.get(id);
    if (event === undefined) return null;
    next.push(event);
  }
  return next;
}
