/**
 * When a simulated competition plays (issue 32: the feed played Roland Garros in November and
 * Serie A at 05:31): the months of its season and the local hours its matches start at, on the
 * clock of the place it is played.
 */
export interface CompetitionSchedule {
  /** IANA zone of the competition's (main) venue: its kick-off hours are local there. */
  readonly timeZone: string;
  /** Months of the season, 1-12, on the local calendar. */
  readonly months: readonly number[];
  /** Earliest and latest kick-off, minutes after local midnight, both included. */
  readonly kickOff: { readonly from: number; readonly to: number };
  /**
   * Breaks within the season (the Bundesliga's winter break), local 'MM-DD' days, both
   * included; `from` after `to` spans the new year.
   */
  readonly breaks?: readonly { readonly from: string; readonly to: string }[];
}

/** 'HH:MM' → minutes after midnight. */
const minutesOf = (time: string): number => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

export function schedule(
  timeZone: string,
  months: readonly number[],
  from: string,
  to: string,
  breaks?: readonly { from: string; to: string }[],
): CompetitionSchedule {
  return {
    timeZone,
    months,
    kickOff: { from: minutesOf(from), to: minutesOf(to) },
    ...(breaks ? { breaks } : {}),
  };
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The local calendar day of an instant in a zone, as 'MM-DD'. */
export function localDay(timeZone: string, instantMs: number): string {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, formatter);
  }
  let month = '';
  let day = '';
  for (const part of formatter.formatToParts(instantMs)) {
    if (part.type === 'month') month = part.value;
    else if (part.type === 'day') day = part.value;
  }
  return `${month}-${day}`;
}

/** Whether the instant falls in one of the competition's breaks (its local day). */
function onBreak(plan: CompetitionSchedule, instantMs: number): boolean {
  if (!plan.breaks || plan.breaks.length === 0) return false;
  const day = localDay(plan.timeZone, instantMs);
  return plan.breaks.some(({ from, to }) =>
    from <= to ? day >= from && day <= to : day >= from || day <= to,
  );
}

/** August to May: the European football and basketball seasons. */
export const AUGUST_TO_MAY = [8, 9, 10, 11, 12, 1, 2, 3, 4, 5] as const;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      month: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The local month (1-12) and minutes after midnight of an instant in a zone. */
export function localClock(
  timeZone: string,
  instantMs: number,
): { month: number; minutes: number } {
  let month = 0;
  let hour = 0;
  let minute = 0;
  for (const part of formatterOf(timeZone).formatToParts(instantMs)) {
    if (part.type === 'month') month = Number(part.value);
    else if (part.type === 'hour') hour = Number(part.value);
    else if (part.type === 'minute') minute = Number(part.value);
  }
  return { month, minutes: hour * 60 + minute };
}

export function isInSeason(plan: CompetitionSchedule, instantMs: number): boolean {
  return (
    plan.months.includes(localClock(plan.timeZone, instantMs).month) && !onBreak(plan, instantMs)
  );
}

/** Whether a match of this competition may kick off at the instant: in season, within hours. */
export function kicksOffAt(plan: CompetitionSchedule, instantMs: number): boolean {
  const { month, minutes } = localClock(plan.timeZone, instantMs);
  return (
    plan.months.includes(month) &&
    minutes >= plan.kickOff.from &&
    minutes <= plan.kickOff.to &&
    !onBreak(plan, instantMs)
  );
}

/**
 * The competitions a match may kick off in at the instant. The catalogue has one somewhere in
 * the world at every hour of the year for each sport (its test checks a whole year); should
 * it ever not, those in season stand in, then all, so the feed never runs dry.
 */
export function playableAt<T extends { readonly schedule: CompetitionSchedule }>(
  competitions: readonly T[],
  instantMs: number,
): readonly T[] {
  const open = competitions.filter((each) => kicksOffAt(each.schedule, instantMs));
  if (open.length > 0) return open;
  const inSeason = competitions.filter((each) => isInSeason(each.schedule, instantMs));
  return inSeason.length > 0 ? inSeason : competitions;
}
