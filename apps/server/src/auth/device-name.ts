/**
 * A browser and an operating system named from a User-Agent, for the list of signed-in
 * devices. Deliberately simple (no library): the order of the tests matters because Edge and
 * Opera also say Chrome, Chrome also says Safari, and Android also says Linux.
 */
export function deviceOf(userAgent: string | null): { browser: string; os: string } {
  const ua = userAgent ?? '';
  return { browser: browserOf(ua), os: osOf(ua) };
}

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bcurl\//, 'curl'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (ua: string, table: [RegExp, string][]) =>
  table.find(([pattern]) => pattern.test(ua))?.[1] ?? 'Unknown';

const browserOf = (ua: string) => firstMatch(ua, BROWSERS);
const osOf = (ua: string) => firstMatch(ua, SYSTEMS);
