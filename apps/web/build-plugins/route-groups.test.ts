import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { routeGroups } from './route-groups.ts';

/**
 * history → table, format; dashboards → chart, format; home → card, format.
 * format is the home page's too, so it stays out; table and chart belong to one page each.
 */
const imports: Record<string, string[]> = {
  history: ['table', 'format', 'shared'],
  dashboards: ['chart', 'format', 'shared'],
  home: ['card', 'format'],
  table: [],
  chart: [],
  card: [],
  format: [],
  shared: [],
};
const ctx = {
  getModuleInfo: (id: string) => (id in imports ? { importedIds: imports[id] ?? [] } : null),
} as unknown as Rolldown.ChunkingContext;

describe('routeGroups', () => {
  const group = routeGroups({ history: 'history', dashboards: 'dashboards' }, 'home', 0);
  const name = group.name as (id: string, ctx: Rolldown.ChunkingContext) => string | null;

  it.each([
    ['history', 'history'],
    ['table', 'history'],
    ['chart', 'dashboards'],
    ['shared', 'signed-in-shared'],
    ['format', null],
    ['card', null],
    ['home', null],
  ])('puts %s in %s', (id, expected) => {
    expect(name(id, ctx)).toBe(expected);
  });
});
