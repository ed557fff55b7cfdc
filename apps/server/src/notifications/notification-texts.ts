import type { NotificationKind, PushMessage } from '@stakelab/core';
import type { MailLanguage } from '../auth/request-language.ts';

/** The facts a job carries (notification_jobs.payload), per kind; money in integer cents. */
export interface StakePublishedFacts {
  stakeId: number;
  event: string;
  bookmaker: string;
  /** Thousandths of decimal odds. */
  oddsMilli: number;
  stakeCents: number;
}
export interface StakeSettledFacts {
  stakeId: number;
  event: string;
  result: string;
  payoutCents: number;
}
export interface BetsSettledFacts {
  /** The first few, by name. */
  bets: { event: string; status: string }[];
  total: number;
}
/** Open bets the final scores of the feed decided (services/feed-results.ts). */
export interface FeedResultsFacts {
  /** The first few bets: their first matches as the feed names them, and the result. */
  bets: {
    matches: { event: string; score: string }[];
    /** The bet's matches not named. */
    moreMatches: number;
    status: 'WON' | 'LOST' | 'VOID';
    automatic: boolean;
  }[];
  total: number;
  /** Of all, how many wait for the user's click (the rest were settled automatically). */
  waiting: number;
}
export type JobFacts =
  | { kind: 'stakePublished'; facts: StakePublishedFacts }
  | { kind: 'stakeSettled'; facts: StakeSettledFacts }
  | { kind: 'betSettledByImport'; facts: BetsSettledFacts }
  | { kind: 'betResultFromFeed'; facts: FeedResultsFacts }
  | { kind: 'test'; facts: Record<string, never> };

const money = (cents: number, language: MailLanguage) =>
  new Intl.NumberFormat(language === 'es' ? 'es-ES' : 'en-GB', {
    style: 'currency',
    currency: 'EUR',
  }).format(cents / 100);
const odds = (milli: number) => (milli / 1000).toFixed(2);

const RESULTS: Record<MailLanguage, Record<string, string>> = {
  en: { won: 'won', lost: 'lost', void: 'void', cashed_out: 'cashed out' },
  es: { won: 'ganada', lost: 'perdida', void: 'nula', cashed_out: 'cerrada' },
};

/** The title, body and page of a notification in the user's language (en, es). */
export function notificationText(job: JobFacts, language: MailLanguage): Omit<PushMessage, 'kind'> {
  const es = language === 'es';
  switch (job.kind) {
    case 'stakePublished': {
      const f = job.facts;
      return {
        title: es ? `Nueva apuesta: ${f.event}` : `New stake: ${f.event}`,
        body: es
          ? `${f.bookmaker} · cuota ${odds(f.oddsMilli)} · importe ${money(f.stakeCents, language)}`
          : `${f.bookmaker} · odds ${odds(f.oddsMilli)} · stake ${money(f.stakeCents, language)}`,
        url: '/stakes',
        tag: `stake-${f.stakeId}`,
      };
    }
    case 'stakeSettled': {
      const f = job.facts;
      const result = RESULTS[language][f.result.toLowerCase()] ?? f.result;
      return {
        title: es ? `Apuesta liquidada: ${f.event}` : `Stake settled: ${f.event}`,
        body: es
          ? `Resultado: ${result} · pago ${money(f.payoutCents, language)}`
          : `Result: ${result} · payout ${money(f.payoutCents, language)}`,
        url: '/stakes',
        tag: `stake-${f.stakeId}`,
      };
    }
    case 'betSettledByImport': {
      const { bets, total: n } = job.facts;
      const listed = bets
        .slice(0, 3)
        .map((b) => b.event)
        .join(', ');
      const shown = Math.min(3, bets.length);
      const more = n > shown ? (es ? ` y ${n - shown} más` : ` and ${n - shown} more`) : '';
      return {
        title: es
          ? n === 1
            ? 'Tu importación ha liquidado una apuesta abierta'
            : `Tu importación ha liquidado ${n} apuestas abiertas`
          : n === 1
            ? 'Your import settled an open bet'
            : `Your import settled ${n} open bets`,
        body: listed + more,
        url: '/history',
        tag: 'import',
      };
    }
    case 'betResultFromFeed':
      return feedResultsText(job.facts, language);
    case 'test':
      return {
        title: es ? 'Notificación de prueba de StakeLab' : 'StakeLab test notification',
        body: es
          ? 'Las notificaciones llegan a este dispositivo.'
          : 'Notifications reach this device.',
        url: '/profile',
        tag: 'test',
      };
  }
}

type FeedResultBet = FeedResultsFacts['bets'][number];

/** A bet's matches, each part as `part` gives it: "A v B · C v D +2". */
const matchList = (bet: FeedResultBet, part: (m: FeedResultBet['matches'][number]) => string) =>
  bet.matches.map(part).join(' · ') + (bet.moreMatches > 0 ? ` +${bet.moreMatches}` : '');

/**
 * One bet: its matches, scores and result, and whether it waits for the user's click or was
 * settled by their automatic settlement. Several: how many, the first few with their scores,
 * and how many wait.
 */
function feedResultsText(
  { bets, total: n, waiting }: FeedResultsFacts,
  language: MailLanguage,
): Omit<PushMessage, 'kind'> {
  const es = language === 'es';
  const [first] = bets;
  const base = { url: '/history', tag: 'feed-results' };
  if (n === 1 && first) {
    const result = RESULTS[language][first.status.toLowerCase()] ?? first.status;
    const events = matchList(first, (m) => m.event);
    const scores = matchList(first, (m) => m.score);
    const title = first.automatic
      ? es
        ? `Apuesta liquidada con el resultado final: ${events}`
        : `Bet settled from the final score: ${events}`
      : es
        ? `Confirma el resultado de tu apuesta: ${events}`
        : `Confirm your bet's result: ${events}`;
    const body = first.automatic
      ? `${scores} · ${result}`
      : es
        ? `${scores} · parece ${result}: confírmalo con un clic en tu historial`
        : `${scores} · looks ${result}: confirm it with one click in your history`;
    return { ...base, title, body };
  }
  const listed = bets
    .slice(0, 3)
    .map((bet) => matchList(bet, (m) => `${m.event} ${m.score}`))
    .join(', ');
  const shown = Math.min(3, bets.length);
  const more = n > shown ? (es ? ` y ${n - shown} más` : ` and ${n - shown} more`) : '';
  const toConfirm =
    waiting === 0
      ? ''
      : es
        ? ` · ${waiting} por confirmar en tu historial`
        : ` · ${waiting} to confirm in your history`;
  return {
    ...base,
    title: es ? `Resultados finales de ${n} de tus apuestas` : `Final scores for ${n} of your bets`,
    body: listed + more + toConfirm,
  };
}

export const KIND_NAMES: Record<MailLanguage, Record<NotificationKind, string>> = {
  en: {
    stakePublished: 'new stakes',
    stakeSettled: 'settled stakes',
    betSettledByImport: 'bets settled by an import',
    betResultFromFeed: 'results from final scores',
  },
  es: {
    stakePublished: 'apuestas nuevas',
    stakeSettled: 'apuestas liquidadas',
    betSettledByImport: 'apuestas liquidadas por una importación',
    betResultFromFeed: 'resultados de los marcadores finales',
  },
};
