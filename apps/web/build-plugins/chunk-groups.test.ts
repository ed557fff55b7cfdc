import { describe, expect, it } from 'vitest';
import { staticClosure } from './chunk-groups.ts';

/** main → a → b, a → c, c → a (a cycle); d is imported by nobody on that path. */
const imports: Record<string, string[]> = {
  main: ['a'],
  a: ['b', 'c'],
  b: [],
  c: ['a'],
  d: ['b'],
};
const graph = {
  getModuleInfo: (id: string) => (id in imports ? { importedIds: imports[id] ?? [] } : null),
};

describe('staticClosure', () => {
  it('holds the entry and everything it imports, directly or not, once each', () => {
    expect([...staticClosure(graph, 'main')].sort()).toEqual(['a', 'b', 'c', 'main']);
  });

  it('skips modules the graph does not know (external or excluded)', () => {
    const withExternal = {
      getModuleInfo: (id: string) =>
        id === 'main' ? { importedIds: ['a', 'node:fs'] } : graph.getModuleInfo(id),
    };
    expect([...staticClosure(withExternal, 'main')].sort()).toEqual(['a', 'b', 'c', 'main']);
  });
});
