// Page speed as Lighthouse reports it: Debian's Chromium, the mobile preset (simulated slow 4G
// and a 4× slower CPU) and the desktop one, the median of several runs per page.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { median } from './stats.ts';

export interface PageSpeed {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Compressed bytes of the scripts the page loaded. */
  scriptKb: number;
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function measurePageSpeed(
  urls: Record<string, string>,
  runs: number,
  log: (m: string) => void,
): Promise<Record<string, { mobile: PageSpeed; desktop: PageSpeed }>> {
  const chrome = await launchChromium();
  const results: Record<string, { mobile: PageSpeed; desktop: PageSpeed }> = {};
  try {
    for (const [page, url] of Object.entries(urls)) {
      const byPreset = { mobile: [] as PageSpeed[], desktop: [] as PageSpeed[] };
      for (const preset of ['mobile', 'desktop'] as const) {
        for (let run = 0; run < runs; run++) {
          byPreset[preset].push(readLhr(await lighthouseOnce(chrome.port, url, preset)));
        }
      }
      results[page] = { mobile: medianOf(byPreset.mobile), desktop: medianOf(byPreset.desktop) };
      log(
        `lighthouse ${page}: mobile ${results[page].mobile.score}, desktop ${results[page].desktop.score}`,
      );
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

/** Debian's Chromium, headless, as every Lighthouse run here uses it. */
export function launchChromium(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
}

/** One Lighthouse run of one page with one preset, in the Chromium listening on `port`. */
export async function lighthouseOnce(
  port: number,
  url: string,
  preset: 'mobile' | 'desktop',
): Promise<Lhr> {
  // As for a page shoppers are visiting: in the microcache (decision 007) for the
  // country Chromium's Accept-Language names. The uncached render is the autocannon
  // "uncached" scenarios' figure.
  await fetch(url, { headers: { 'accept-language': 'en-US,en;q=0.9' } });
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result.lhr as unknown as Lhr;
}

export interface Lhr {
  categories: { performance?: { score: number | null } };
  audits: Record<
    string,
    { numericValue?: number; displayValue?: string; details?: { items?: unknown[] } }
  >;
}

export function readLhr(lhr: Lhr): PageSpeed {
  const requests = (lhr.audits['network-requests']?.details?.items ?? []) as {
    resourceType?: string;
    transferSize?: number;
  }[];
  const scriptBytes = requests
    .filter((r) => r.resourceType === 'Script')
    .reduce((n, r) => n + (r.transferSize ?? 0), 0);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    scriptKb: scriptBytes / 1024,
  };
}

function medianOf(runs: PageSpeed[]): PageSpeed {
  const of = (k: keyof PageSpeed) => median(runs.map((r) => r[k]));
  return {
    score: of('score'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    scriptKb: of('scriptKb'),
  };
}
