// Every console page's <head>: its title and the robots rule (the frame's X-Robots-Tag says the
// same in a header; a child route's meta replaces its parent's, so each page repeats it). The
// title names the shop by its brand (docs/brand.md), which the console's frame loads.
import { useRouteLoaderData } from 'react-router';

type Match = { id: string; data?: unknown; loaderData?: unknown } | undefined;

/** The shop's name as the console's frame (routes/admin/admin-frame.tsx) loaded it. */
function consoleShopName(matches: readonly Match[] | undefined): string {
  const frame = matches?.find((m) => m?.id === 'routes/admin/admin-frame');
  const data = (frame?.loaderData ?? frame?.data) as { shopName?: string } | undefined;
  return data?.shopName ?? 'Solestock';
}

export const consoleMeta = (title: string, matches?: readonly Match[]) => [
  { title: `${title} | ${consoleShopName(matches)} back office` },
  { name: 'robots', content: 'noindex, nofollow' },
];

/** The shop's name inside the console (its frame's data). */
export function useConsoleShopName(): string {
  const data = useRouteLoaderData('routes/admin/admin-frame') as { shopName?: string } | undefined;
  return data?.shopName ?? 'Solestock';
}
