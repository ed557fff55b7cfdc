import type { Config } from '../config.ts';
import type { LiveFeedProvider } from './live-feed.ts';
import { createOddsApiProvider } from './odds-api-provider.ts';
import { createSimulatorProvider } from './simulator-provider.ts';

/** LIVE_SIMULATOR_MATCHES shared out: about 45% football, 30% tennis, 25% basketball. */
function splitMatches(total: number) {
  const football = Math.max(1, Math.round(total * 0.45));
  const tennis = Math.min(total - football, Math.round(total * 0.3));
  return { football, tennis, basketball: Math.max(0, total - football - tennis) };
}

/** The provider LIVE_FEED names, or null for 'none'. */
export function liveFeedProviderFor(config: Config): LiveFeedProvider | null {
  const live = config.live;
  switch (live.feed) {
    case 'simulator':
      return createSimulatorProvider({
        speed: live.simulatorSpeed,
        counts: splitMatches(live.simulatorMatches),
      });
    case 'odds-api':
      if (!live.oddsApiKey) throw new Error('ODDS_API_KEY is required when LIVE_FEED is odds-api');
      return createOddsApiProvider({
        apiKey: live.oddsApiKey,
        sports: live.oddsApiSports,
        timeoutMs: 10_000,
      });
    case 'none':
      return null;
  }
}
