// Absolute links (canonical, Open Graph, JSON-LD, sitemap, robots.txt) are built here from
// PUBLIC_URL alone: the request's Host and X-Forwarded-Host are whatever a client sent, and a
// kept page would hand their links to every later visitor (security review, issue 20 item 3).

/** `pathOrUrl` (a path of this site, or an absolute URL the catalogue holds) made absolute. */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${publicUrl.replace(/\/+$/, '')}/`).href;
}
