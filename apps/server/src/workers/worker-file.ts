import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Where a worker thread's code is, by its file name in this folder (or in the folder of the
 * module at `beside`, its import.meta.url): the .ts source under tsx and in tests (the worker
 * then loads tsx itself), the compiled .js under `npm run serve`.
 */
export function workerFile(
  name: string,
  beside: string = import.meta.url,
): { filename: string; execArgv?: string[] } {
  const fromSource = beside.endsWith('.ts');
  const filename = new URL(`./${name}.${fromSource ? 'ts' : 'js'}`, beside).href;
  return fromSource
    ? { filename, execArgv: [...process.execArgv, '--import', 'tsx'] }
    : { filename };
}

/**
 * A plain worker thread on one of this folder's files. From source, the entry is a one-line
 * script that imports the .ts file once it has registered tsx's loader (`--import tsx` in
 * execArgv registers it too late for a worker's own entry file).
 */
export function startWorker(name: string, options: WorkerOptions): Worker {
  const { filename, execArgv } = workerFile(name);
  if (!execArgv) return new Worker(new URL(filename), options);
  const entry = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(filename)}); });`;
  return new Worker(entry, { ...options, eval: true });
}
