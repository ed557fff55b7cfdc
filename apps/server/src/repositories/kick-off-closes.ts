import {
  type ClosingLine,
  type FeedEvent,
  type FeedOutcome,
  feedClosingLine,
} from '@stakelab/core';
import { chunks } from './chunks.ts';

const OUTCOMES: readonly FeedOutcome[] = ['1', 'X', '2'];

/** Event ids per select: well under SQLite's and PostgreSQL's bound-parameter limits. */
const EVENT_IDS_PER_SELECT = 200;

/** A row linked to a feed event (a bet's selection, a tipster stake). */
export interface FeedLinkedRow {
  feed_event_id: string | null;
  feed_outcome: string | null;
}

/** A linked row, its event that kicked off, and its outcome's closing line there. */
export interface KickOffClose<Row extends FeedLinkedRow> {
  row: Row;
  event: FeedEvent;
  outcome: FeedOutcome;
  line: ClosingLine;
}

/**
 * At kick-off (issue 36), the part shared by selections and tipster stakes: goes over the rows
 * linked to `events`, 200 event ids at a time (`select` reads the rows of a chunk of ids that
 * still need their close), pairs each with its event, its outcome ('1' | 'X' | '2') and that
 * outcome's closing line (core's feedClosingLine), and hands each chunk's pairs, in the order
 * `select` gave the rows, to `capture`. A row without a closing line (no pre-match price: the
 * event was announced already in play) is left out: nothing to capture, ever. Returns the sum
 * of what `capture` returned (how many got their close).
 */
export async function captureKickOffClosesInChunks<Row extends FeedLinkedRow>(
  events: readonly FeedEvent[],
  select: (eventIds: string[]) => Promise<Row[]>,
  capture: (closes: KickOffClose<Row>[]) => Promise<number>,
): Promise<number> {
  const byId = new Map(events.map((event) => [event.RowId, event]));
  let captured = 0;
  for (const ids of chunks([...byId.keys()], EVENT_IDS_PER_SELECT)) {
    const rows = await select(ids);
    const closes = rows.flatMap((row) => {
      const event = byId.get(row.feed_event_id ?? '');
      const outcome = OUTCOMES.find((o) => o === row.feed_outcome);
      const line = event && outcome ? feedClosingLine(event, outcome) : null;
      return event && outcome && line ? [{ row, event, outcome, line }] : [];
    });
    captured += await capture(closes);
  }
  return captured;
}
