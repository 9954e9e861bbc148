// Each page's inline stylesheet holds only the rules its own markup uses (issue 17, decision
// 121). The whole built stylesheet is about 60 KB; a product page uses about a third of it. The
// page still carries its CSS inline, so nothing blocks the first paint on a slow mobile link
// (decision 009's reason), and the whole stylesheet follows as a cached file after hydration
// (root.tsx) for what later renders: menus, dialogs, the next page of a visit.
//
// A rule is kept when every class its selector names is in the page's `class` attributes (for a
// selector list, when one selector qualifies). Rules that name no class (the reset, the theme's
// custom properties, keyframes, @property) are always kept. Tailwind's utilities are one class
// each, its variants add only conditions (`.sm\:flex` inside @media, `.group-hover\:x` with
// `.group`), so the test is exact for them. The stylesheet is parsed once; a page's subset is
// remembered by the set of classes it uses, which differs little between pages of a kind.
import postcss, { type ChildNode } from 'postcss';

type Compiled =
  | { kind: 'always'; text: string }
  /** Kept when one alternative's classes are all on the page. */
  | { kind: 'rule'; text: string; alternatives: string[][] }
  /** @layer, @media, @supports, @container: kept with whatever of its children is. */
  | { kind: 'block'; open: string; children: Compiled[]; keepEmpty: boolean };

const CONTAINERS = new Set(['layer', 'media', 'supports', 'container']);
const CLASS = /\.((?:\\[0-9a-fA-F]{1,6}\s?|\\[^0-9a-fA-F]|[\w-])+)/g;
const ESCAPE = /\\([0-9a-fA-F]{1,6}\s?|[^0-9a-fA-F])/g;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
};
const CACHED_SUBSETS = 256;

/** A class name as it is written in a selector (`.w-1\/2`, `.\32 xl\:p-4`) to its plain text. */
function unescapeClass(escaped: string): string {
  return escaped.replace(ESCAPE, (_, e: string) =>
    /^[0-9a-fA-F]/.test(e) ? String.fromCodePoint(parseInt(e.trim(), 16)) : e,
  );
}

/** The classes each selector of a list names; null when one of them names none (always kept). */
function selectorClasses(selectors: string[]): string[][] | null {
  const alternatives: string[][] = [];
  for (const selector of selectors) {
    const classes = [...selector.matchAll(CLASS)].map((m) => unescapeClass(m[1]!));
    if (classes.length === 0) return null;
    alternatives.push(classes);
  }
  return alternatives;
}

function compile(node: ChildNode): Compiled | null {
  if (node.type === 'comment') return null;
  if (node.type === 'rule') {
    const alternatives = selectorClasses(node.selectors);
    const text = node.toString();
    return alternatives ? { kind: 'rule', text, alternatives } : { kind: 'always', text };
  }
  if (node.type === 'atrule' && node.nodes && CONTAINERS.has(node.name)) {
    const params = node.params ? ` ${node.params}` : '';
    return {
      kind: 'block',
      open: `@${node.name}${params}{`,
      children: node.nodes.map(compile).filter((c): c is Compiled => c !== null),
      // An empty @layer still fixes the layers' order for the whole stylesheet that follows.
      keepEmpty: node.name === 'layer',
    };
  }
  // @keyframes, @property, @font-face, @layer a, b; and the like.
  return {
    kind: 'always',
    text: node.toString() + (node.type === 'atrule' && !node.nodes ? ';' : ''),
  };
}

function render(node: Compiled, classes: ReadonlySet<string>): string {
  switch (node.kind) {
    case 'always':
      return node.text;
    case 'rule':
      return node.alternatives.some((names) => names.every((n) => classes.has(n))) ? node.text : '';
    case 'block': {
      const inner = node.children.map((c) => render(c, classes)).join('');
      return inner || node.keepEmpty ? `${node.open}${inner}}` : '';
    }
  }
}

/** Every class named in the markup's `class` attributes. */
export function markupClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(CLASS_ATTRIBUTE)) {
    const value = match[1]!.includes('&')
      ? match[1]!.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (e) => ENTITIES[e] ?? e)
      : match[1]!;
    for (const name of value.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

export interface PageStylesheet {
  /** The rules of the stylesheet that markup with these classes uses, in their order. */
  forClasses(classes: ReadonlySet<string>): string;
  /** `forClasses` of the markup's own classes. */
  forMarkup(html: string): string;
}

export function pageStylesheet(css: string): PageStylesheet {
  const nodes = postcss
    .parse(css)
    .nodes.map(compile)
    .filter((c): c is Compiled => c !== null);
  const cache = new Map<string, string>();
  const forClasses = (classes: ReadonlySet<string>) => {
    const key = [...classes].sort().join(' ');
    let subset = cache.get(key);
    if (subset === undefined) {
      subset = nodes.map((n) => render(n, classes)).join('');
      if (cache.size >= CACHED_SUBSETS) cache.delete(cache.keys().next().value!);
      cache.set(key, subset);
    }
    return subset;
  };
  return { forClasses, forMarkup: (html) => forClasses(markupClasses(html)) };
}
