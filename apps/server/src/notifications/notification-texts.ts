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
export type JobFacts =
  | { kind: 'stakePublished'; facts: StakePublishedFacts }
  | { kind: 'stakeSettled'; facts: StakeSettledFacts }
  | { kind: 'betSettledByImport'; facts: BetsSettledFacts }
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

export const KIND_NAMES: Record<MailLanguage, Record<NotificationKind, string>> = {
  en: {
    stakePublished: 'new stakes',
    stakeSettled: 'settled stakes',
    betSettledByImport: 'bets settled by an import',
  },
  es: {
    stakePublished: 'apuestas nuevas',
    stakeSettled: 'apuestas liquidadas',
    betSettledByImport: 'apuestas liquidadas por una importación',
  },
};
