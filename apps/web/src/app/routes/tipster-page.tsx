import { TipsterRecord } from '../../features/tipster/components/tipster-record';

/** /tipster: the public, verifiable tipster record (no login). */
export function TipsterPage() {
  return <TipsterRecord />;
}
