import { useEffect, useState } from 'react';

/**
 * `flag`, but raised only once it has stayed up `delayMs`; lowered at once. A filter's answer
 * comes within a frame or two at 10,000 bets: dimming the list for that long only flickers,
 * and each dim and undim repainted the whole list between the keys typed.
 */
export function useLateFlag(flag: boolean, delayMs: number): boolean {
  const [raised, setRaised] = useState(false);
  useEffect(() => {
    if (!flag) return;
    const timer = setTimeout(() => setRaised(true), delayMs);
    return () => {
      clearTimeout(timer);
      setRaised(false);
    };
  }, [flag, delayMs]);
  return flag && raised;
}
