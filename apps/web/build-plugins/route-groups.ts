import type { Rolldown } from 'vite';
import { staticClosure } from './chunk-groups.ts';

/**
 * The opt-in merged build (STAKELAB_MERGED_CHUNKS=1, decision 023): the static closures of two
 * signed-in pages, each one chunk, instead of the few dozen shared chunks automatic splitting
 * makes. What both pages import is one shared chunk; what a higher-priority group took (the
 * first script, React, the app) stays there. `keepOut`'s modules are not asked for, but a group
 * takes the dependencies of what it captures (Rolldown's includeDependenciesRecursively, which
 * keeps modules running in order; turned off, the dashboards failed to render), so the home
 * page's Card or Badge still land in these chunks and the home page loads them: see decision 023.
 */
export function routeGroups(
  routes: Record<string, string>,
  keepOut: string,
  priority: number,
): Rolldown.CodeSplittingGroup {
  const byContext = new WeakMap<
    Rolldown.ChunkingContext,
    { owners: Map<string, string[]>; kept: Set<string> }
  >();
  return {
    debugName: 'route-groups',
    name(id, ctx) {
      let graph = byContext.get(ctx);
      if (!graph) {
        const owners = new Map<string, string[]>();
        for (const [route, entry] of Object.entries(routes)) {
          for (const module of staticClosure(ctx, entry)) {
            owners.set(module, [...(owners.get(module) ?? []), route]);
          }
        }
        graph = { owners, kept: staticClosure(ctx, keepOut) };
        byContext.set(ctx, graph);
      }
      const owners = graph.owners.get(id);
      if (!owners || graph.kept.has(id)) return null;
      return owners.length === 1 ? (owners[0] ?? null) : 'signed-in-shared';
    },
    priority,
  };
}
