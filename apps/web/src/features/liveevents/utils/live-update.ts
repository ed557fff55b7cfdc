import {
  type LiveEvent,
  type LiveUpdate,
  liveEventListSchema,
  liveUpdateSchema,
} from '@stakelab/core';

export { applyLiveUpdate } from '@stakelab/core';

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
