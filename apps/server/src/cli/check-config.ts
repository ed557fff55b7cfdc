import { ConfigError, loadConfig } from '../config.ts';

/** Run by `npm start` before building, so a bad variable is reported at once, in one line. */
try {
  loadConfig();
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : String(err));
  process.exit(1);
}
