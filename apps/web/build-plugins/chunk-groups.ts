import type { Rolldown } from 'vite';

/** The module graph, as far as static imports go. */
interface ImportGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** Every module `entry` imports statically, directly or through others, itself included. */
export function staticClosure(graph: ImportGraph, entry: string): Set<string> {
  const seen = new Set<string>();
  const pending = [entry];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    pending.push(...info.importedIds);
  }
  return seen;
}

/**
 * A chunk group of `entry` and everything it imports statically. The closure follows import
 * statements, not what is used: meant for an entry that imports no package index (re-exports of
 * a whole library would all count).
 */
export function closureGroup(
  name: string,
  entry: string,
  priority: number,
): Rolldown.CodeSplittingGroup {
  // One closure per chunking pass (the context is new for each).
  const closures = new WeakMap<Rolldown.ChunkingContext, Set<string>>();
  return {
    name(id, ctx) {
      let closure = closures.get(ctx);
      if (!closure) {
        closure = staticClosure(ctx, entry);
        closures.set(ctx, closure);
      }
      return closure.has(id) ? name : null;
    },
    priority,
  };
}
