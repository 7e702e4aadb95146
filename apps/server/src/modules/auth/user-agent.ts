// The sessions list names each session's device from its User-Agent header: "Chrome on Linux". Only
// the browser families and systems staff use are told apart; anything else is said plainly, never guessed.

const browsers: [name: string, pattern: RegExp][] = [
  // Order matters: Edge, Opera, Samsung and Vivaldi also say "Chrome", and Chrome also says "Safari".
  ['Edge', /\bEdg(?:e|A|iOS)?\//],
  ['Opera', /\b(?:OPR|Opera)\//],
  ['Samsung Internet', /\bSamsungBrowser\//],
  ['Vivaldi', /\bVivaldi\//],
  ['Firefox', /\b(?:Firefox|FxiOS)\//],
  ['Chromium', /\bChromium\//],
  ['Chrome', /\b(?:Chrome|CriOS|HeadlessChrome)\//],
  ['Safari', /\bVersion\/[\d.]+.*\bSafari\//],
];

const systems: [name: string, pattern: RegExp][] = [
  // iPadOS and Android say "like Mac OS X" / "Linux" too: they come first.
  ['iOS', /\b(?:iPhone|iPad|iPod)\b/],
  ['Android', /\bAndroid\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['Windows', /\bWindows\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['Linux', /\bLinux\b|\bX11\b/],
];

const first = (list: [string, RegExp][], ua: string) => list.find(([, pattern]) => pattern.test(ua))?.[0];

/** "Chrome on Linux", "Firefox on Windows", "Safari on iOS"; "Unknown device" when there is nothing to read. */
export function describeDevice(userAgent: string | null | undefined): string {
  const ua = userAgent?.trim() ?? '';
  if (!ua) return 'Unknown device';
  const browser = first(browsers, ua);
  const system = first(systems, ua);
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `Unknown browser on ${system}`;
  // A tool (curl/8.5.0, python-requests/2.31): its name says enough.
  const tool = /^([A-Za-z][\w.-]{0,40})\//.exec(ua)?.[1];
  return tool ?? 'Unknown device';
}
