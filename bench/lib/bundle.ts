// The JavaScript each route makes a browser download on a first visit: the client entry, the
// route module and those of its parents (root), and every chunk they import, gzip-compressed
// as a server sends them. Read from React Router's own asset manifest in the server build.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { benchRoot } from './dataset.ts';

interface RouteAssets {
  parentId?: string;
  module: string;
  imports?: string[];
}

export interface RouteJs {
  route: string;
  gzipKb: number;
  brotliKb: number;
}

const buildDir = resolve(benchRoot, '../apps/web/build');

export async function javaScriptPerRoute(): Promise<RouteJs[]> {
  const build = (await import(join(buildDir, 'server/index.js'))) as {
    assets: { entry: { module: string; imports: string[] }; routes: Record<string, RouteAssets> };
  };
  const { entry, routes } = build.assets;
  const sizes = new Map<string, { gzip: number; brotli: number }>();
  const size = (file: string) => {
    let s = sizes.get(file);
    if (!s) {
      const bytes = readFileSync(join(buildDir, 'client', file));
      s = { gzip: gzipSync(bytes, { level: 9 }).length, brotli: brotliCompressSync(bytes).length };
      sizes.set(file, s);
    }
    return s;
  };
  return Object.entries(routes)
    .filter(([, r]) => r.module)
    .map(([id, route]) => {
      const files = new Set([entry.module, ...entry.imports]);
      for (
        let r: RouteAssets | undefined = route;
        r;
        r = r.parentId ? routes[r.parentId] : undefined
      ) {
        files.add(r.module);
        for (const i of r.imports ?? []) files.add(i);
      }
      const total = [...files].reduce(
        (sum, f) => ({ gzip: sum.gzip + size(f).gzip, brotli: sum.brotli + size(f).brotli }),
        { gzip: 0, brotli: 0 },
      );
      return { route: id, gzipKb: total.gzip / 1024, brotliKb: total.brotli / 1024 };
    })
    .sort((a, b) => b.gzipKb - a.gzipKb);
}
