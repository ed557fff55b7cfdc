import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The job tables: a status, a lease (locked_until, locked_by) and an attempt count each. */
type JobTable = 'notification_jobs' | 'data_exports';

/**
 * Takes the oldest pending row of a job table that no worker holds (or whose holder's lease ran
 * out) until now + leaseMs, for `holder`; its id, or null when none is due. Safe with several
 * processes on one database: the UPDATE repeats the SELECT's conditions, so of two workers that
 * picked the same row one gets it, and the other looks again.
 */
export async function claimPendingJob(
  db: Kysely<Database>,
  table: JobTable,
  holder: string,
  now: Date,
  leaseMs: number,
): Promise<number | null> {
  // Both tables have these columns: typed as one of them, the queries serve either.
  const jobs = db as unknown as Kysely<Pick<Database, 'notification_jobs'>>;
  const name = table as 'notification_jobs';
  const at = now.toISOString();
  for (;;) {
    const next = await jobs
      .selectFrom(name)
      .select('id')
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at)]))
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!next) return null;
    const taken = await jobs
      .updateTable(name)
      .set((eb) => ({
        locked_until: new Date(now.getTime() + leaseMs).toISOString(),
        locked_by: holder,
        attempts: eb('attempts', '+', 1),
      }))
      .where('id', '=', next.id)
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at)]))
      .returning('id')
      .executeTakeFirst();
    if (taken) return taken.id;
  }
}
