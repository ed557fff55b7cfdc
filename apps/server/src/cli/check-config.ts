import { loadConfig } from '../config.ts';
import { runCli } from './run-cli.ts';

/** Run by `npm start` before building, so a bad variable is reported at once, in one line. */
await runCli('check-config', () => {
  loadConfig();
});
