import type { SuggestionSource } from '@stakelab/core';
import { describe, expect, it } from 'vitest';
import type { CapturedResult } from '../services/feed-results.ts';
import { feedResultsByUser } from './feed-results-hook.ts';
import { notificationText } from './notification-texts.ts';

const source = (id: string, score: string): SuggestionSource => ({
  EventId: id,
  Event: `Home ${id} v Away ${id}`,
  Outcome: '1',
  Score: score,
  FinishedAt: '2026-11-29T21:50:00.000Z',
  Result: 'WON',
});

const result = (
  userId: number,
  status: 'WON' | 'LOST' | 'VOID',
  sources: SuggestionSource[],
  automatic = false,
): CapturedResult => ({
  planned: { userId, betId: userId * 100 + sources.length, status, sources, single: true },
  automatic,
});

const text = (facts: ReturnType<typeof feedResultsByUser>, userId: number, lang: 'en' | 'es') => {
  const found = facts.get(userId);
  if (!found) throw new Error(`no facts for user ${userId}`);
  return notificationText({ kind: 'betResultFromFeed', facts: found }, lang);
};

describe('a notification of results from the final scores', () => {
  it('names one bet waiting for its click, in English and Spanish', () => {
    const facts = feedResultsByUser([result(1, 'WON', [source('a', '2-1')])]);
    expect(text(facts, 1, 'en')).toEqual({
      title: "Confirm your bet's result: Home a v Away a",
      body: '2-1 · looks won: confirm it with one click in your history',
      url: '/history',
      tag: 'feed-results',
    });
    expect(text(facts, 1, 'es')).toMatchObject({
      title: 'Confirma el resultado de tu apuesta: Home a v Away a',
      body: '2-1 · parece ganada: confírmalo con un clic en tu historial',
    });
  });

  it('says a bet was settled by itself, and names a same-game multi’s match once', () => {
    const facts = feedResultsByUser([
      result(2, 'LOST', [source('c', '1-1'), source('c', '1-1')], true),
    ]);
    expect(text(facts, 2, 'en')).toMatchObject({
      title: 'Bet settled from the final score: Home c v Away c',
      body: '1-1 · lost',
    });
    expect(text(facts, 2, 'es')).toMatchObject({
      title: 'Apuesta liquidada con el resultado final: Home c v Away c',
      body: '1-1 · perdida',
    });
  });

  it('gathers each user’s bets in one, naming three and counting those to confirm', () => {
    const facts = feedResultsByUser([
      result(3, 'WON', [source('a', '2-1')], true),
      result(4, 'VOID', [source('b', '0-0')]),
      result(3, 'LOST', [
        source('a', '2-1'),
        source('b', '0-0'),
        source('d', '3-0'),
        source('e', '1-0'),
      ]),
      result(3, 'WON', [source('d', '3-0')]),
      result(3, 'LOST', [source('e', '1-0')]),
    ]);
    expect(facts.get(3)).toMatchObject({ total: 4, waiting: 3 });
    expect(facts.get(4)).toMatchObject({ total: 1, waiting: 1 });
    expect(text(facts, 3, 'en')).toMatchObject({
      title: 'Final scores for 4 of your bets',
      body:
        'Home a v Away a 2-1, ' +
        'Home a v Away a 2-1 · Home b v Away b 0-0 · Home d v Away d 3-0 +1, ' +
        'Home d v Away d 3-0 and 1 more · 3 to confirm in your history',
    });
    expect(text(facts, 3, 'es')).toMatchObject({
      title: 'Resultados finales de 4 de tus apuestas',
      body:
        'Home a v Away a 2-1, ' +
        'Home a v Away a 2-1 · Home b v Away b 0-0 · Home d v Away d 3-0 +1, ' +
        'Home d v Away d 3-0 y 1 más · 3 por confirmar en tu historial',
    });
  });

  it('lists a few bets in full, with nothing to confirm when all settled by themselves', () => {
    const facts = feedResultsByUser([
      result(6, 'WON', [source('a', '2-1')], true),
      result(6, 'VOID', [source('b', '0-0')], true),
    ]);
    expect(text(facts, 6, 'en')).toMatchObject({
      title: 'Final scores for 2 of your bets',
      body: 'Home a v Away a 2-1, Home b v Away b 0-0',
    });
    expect(text(facts, 6, 'es')).toMatchObject({
      title: 'Resultados finales de 2 de tus apuestas',
      body: 'Home a v Away a 2-1, Home b v Away b 0-0',
    });
  });

  it('names at most twenty bets, and counts them all', () => {
    const many = Array.from({ length: 25 }, (_, i) => result(5, 'WON', [source(`m${i}`, '1-0')]));
    const facts = feedResultsByUser(many).get(5);
    expect(facts?.bets).toHaveLength(20);
    expect(facts).toMatchObject({ total: 25, waiting: 25 });
  });
});
