// Each page's inline stylesheet holds only the rules its own markup uses (issue 17, decisions
// 121 and 126). The whole built stylesheet is about 60 KB; a product page uses about a third of
// it. The page still carries its CSS inline, so nothing blocks the first paint on a slow mobile
// link (decision 009's reason), and the whole stylesheet follows as a cached file after
// hydration (root.tsx) for what later renders: menus, dialogs, hover and focus, the next page.
//
// What the first paint needs, and so what a page's subset keeps:
// - A rule, when every class and element name its selector names is in the page's markup (for a
//   selector list, when one selector qualifies). Tailwind's utilities are one class each, its
//   variants add only conditions (`.sm\:flex` inside @media, `.group-hover\:x` with `.group`),
//   so the test is exact for them; the reset's rules name elements (`h1`, `ol,ul,menu`).
// - Not a selector that only matches under the pointer or the keyboard (`:hover`, `:focus…`,
//   `:active`), nor `@starting-style`: nothing is hovered, focused or entering when the page
//   first paints, and the whole stylesheet has arrived before a shopper can.
// - A custom property (the theme's `:root` block, Tailwind's `@property` registrations and their
//   fallbacks) only when a kept rule reads it, directly or through another kept property; an
//   @keyframes only when a kept rule or property names it.
// The stylesheet is parsed once; a page's subset is remembered by the set of classes and
// elements it uses, which differs little between pages of a kind.
import postcss, { type ChildNode, type Declaration } from 'postcss';

/** What one selector of a list needs on the page. */
interface Needs {
  classes: string[];
  elements: string[];
}

type Compiled =
  | { kind: 'always'; text: string }
  /** Kept when one alternative's classes and elements are all on the page; none: never. */
  | { kind: 'rule'; text: string; alternatives: Needs[] }
  /** A rule that only sets custom properties: each declaration kept when something reads it. */
  | { kind: 'variables'; selector: string; declarations: { name: string; text: string }[] }
  /** `@property --x {…}`: kept when something reads --x. */
  | { kind: 'property'; name: string; text: string }
  /** `@keyframes x {…}`: kept when something names x. */
  | { kind: 'keyframes'; name: string; text: string }
  /** @layer, @media, @supports, @container: kept with whatever of its children is. */
  | { kind: 'block'; open: string; children: Compiled[]; keepEmpty: boolean };

const CONTAINERS = new Set(['layer', 'media', 'supports', 'container']);
const CLASS = /\.((?:\\[0-9a-fA-F]{1,6}\s?|\\[^0-9a-fA-F]|[\w-])+)/g;
const ESCAPE = /\\([0-9a-fA-F]{1,6}\s?|[^0-9a-fA-F])/g;
// An element name starts a selector or follows a combinator or an opening parenthesis; attribute
// brackets are taken out first, so `[type=button]` names no element.
const ELEMENT = /(?:^|[\s>+~(,])([a-zA-Z][\w-]*)/g;
const ATTRIBUTE = /\[[^\]]*\]/g;
// A pseudo-class no element has before the shopper points, types or presses.
const INTERACTION = /:(?:hover|focus(?:-visible|-within)?|active)\b/;
const VARIABLE_READ = /var\(\s*(--[\w-]+)/g;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const START_TAG = /<([a-zA-Z][\w-]*)/g;
// Before the inline stylesheet's slot in <head>, so never in the markup entry.server passes.
const DOCUMENT_ELEMENTS = ['html', 'head', 'body'];
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

/**
 * What each selector of a list needs; null when one of them needs nothing (always kept). A
 * selector that only matches on interaction needs what no page has, so it is left out.
 */
function selectorNeeds(selectors: string[]): Needs[] | null {
  const alternatives: Needs[] = [];
  for (const selector of selectors) {
    if (INTERACTION.test(selector.replace(/:not\([^)]*\)/g, ''))) continue;
    const classes = [...selector.matchAll(CLASS)].map((m) => unescapeClass(m[1]!));
    const bare = selector.replace(ATTRIBUTE, '').replace(CLASS, '');
    const elements = [...bare.matchAll(ELEMENT)].map((m) => m[1]!.toLowerCase());
    if (classes.length === 0 && elements.length === 0) return null;
    alternatives.push({ classes, elements });
  }
  return alternatives;
}

function compile(node: ChildNode): Compiled | null {
  if (node.type === 'comment') return null;
  if (node.type === 'rule') {
    const text = node.toString();
    const alternatives = selectorNeeds(node.selectors);
    if (alternatives) return { kind: 'rule', text, alternatives };
    const declarations = node.nodes.filter((n) => n.type !== 'comment');
    const onlyVariables =
      declarations.length > 0 &&
      declarations.every((d) => d.type === 'decl' && d.prop.startsWith('--'));
    if (!onlyVariables) return { kind: 'always', text };
    return {
      kind: 'variables',
      selector: node.selector,
      declarations: declarations.map((d) => ({
        name: (d as Declaration).prop,
        text: d.toString(),
      })),
    };
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
  if (node.type === 'atrule' && node.name === 'starting-style') return null;
  if (node.type === 'atrule' && node.name === 'property') {
    return { kind: 'property', name: node.params.trim(), text: node.toString() };
  }
  if (node.type === 'atrule' && /^(-\w+-)?keyframes$/.test(node.name)) {
    return { kind: 'keyframes', name: node.params.trim(), text: node.toString() };
  }
  // @font-face, @layer a, b; and the like.
  return {
    kind: 'always',
    text: node.toString() + (node.type === 'atrule' && !node.nodes ? ';' : ''),
  };
}

/** What a page has: its classes and its elements. */
interface Markup {
  classes: ReadonlySet<string>;
  elements: ReadonlySet<string>;
}

/**
 * The kept text, with a placeholder where custom properties, @property and @keyframes go: which
 * of those to keep is known only once every rule has been chosen.
 */
function select(node: Compiled, page: Markup, deferred: Compiled[]): string {
  switch (node.kind) {
    case 'always':
      return node.text;
    case 'rule':
      return node.alternatives.some(
        (needs) =>
          needs.classes.every((n) => page.classes.has(n)) &&
          needs.elements.every((n) => page.elements.has(n)),
      )
        ? node.text
        : '';
    case 'variables':
    case 'property':
    case 'keyframes':
      deferred.push(node);
      return `\uE000${deferred.length - 1}\uE000`;
    case 'block': {
      const inner = node.children.map((c) => select(c, page, deferred)).join('');
      return inner || node.keepEmpty ? `${node.open}${inner}}` : '';
    }
  }
}

/** Custom properties the text reads, and those they read in turn, through `declared`. */
function readVariables(text: string, declared: Map<string, string[]>): Set<string> {
  const read = new Set<string>();
  const pending = [...text.matchAll(VARIABLE_READ)].map((m) => m[1]!);
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (read.has(name)) continue;
    read.add(name);
    for (const value of declared.get(name) ?? []) {
      for (const m of value.matchAll(VARIABLE_READ)) pending.push(m[1]!);
    }
  }
  return read;
}

const EMPTY_CONDITION = /@(?:media|supports|container)[^{}]*\{\}/g;
const PLACEHOLDER = /\uE000(\d+)\uE000/g;

function subset(nodes: Compiled[], page: Markup): string {
  const deferred: Compiled[] = [];
  const chosen = nodes.map((n) => select(n, page, deferred)).join('');
  const declared = new Map<string, string[]>();
  for (const node of deferred) {
    if (node.kind !== 'variables') continue;
    for (const d of node.declarations) {
      declared.set(d.name, [...(declared.get(d.name) ?? []), d.text]);
    }
  }
  const read = readVariables(chosen, declared);
  const withVariables = chosen.replace(PLACEHOLDER, (placeholder, i: string) => {
    const node = deferred[Number(i)]!;
    if (node.kind === 'variables') {
      const kept = node.declarations.filter((d) => read.has(d.name)).map((d) => d.text);
      return kept.length > 0 ? `${node.selector}{${kept.join(';')}}` : '';
    }
    if (node.kind === 'property') return read.has(node.name) ? node.text : '';
    return placeholder;
  });
  // An animation names its keyframes in a kept rule or a kept property (`--animate-spin`).
  const rules = withVariables.replace(PLACEHOLDER, '');
  const withKeyframes = withVariables.replace(PLACEHOLDER, (_, i: string) => {
    const node = deferred[Number(i)] as Extract<Compiled, { kind: 'keyframes' }>;
    const name = node.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(?:^|[^\\w-])${name}(?:[^\\w-]|$)`).test(rules) ? node.text : '';
  });
  let text = withKeyframes;
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = text.replace(EMPTY_CONDITION, '');
  }
  return text;
}

/** Every class named in the markup's `class` attributes. */
export function markupClasses(html: string): Set<string> {
  const classes = new Set<string>();
  // A part a page repeats repeats its attribute word for word (a row, a chip): read it once.
  const read = new Set<string>();
  for (const match of html.matchAll(CLASS_ATTRIBUTE)) {
    const attribute = match[1]!;
    if (read.has(attribute)) continue;
    read.add(attribute);
    const value = attribute.includes('&')
      ? attribute.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (e) => ENTITIES[e] ?? e)
      : attribute;
    for (const name of value.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** Every element the markup opens, and the document's own (before the stylesheet's slot). */
export function markupElements(html: string): Set<string> {
  const elements = new Set(DOCUMENT_ELEMENTS);
  // React writes names in lower case but SVG's own (clipPath): lowered only when not yet seen.
  for (const match of html.matchAll(START_TAG)) {
    const name = match[1]!;
    if (!elements.has(name)) elements.add(name.toLowerCase());
  }
  return elements;
}

interface KeptSubset {
  classes: ReadonlySet<string>;
  elements: ReadonlySet<string>;
  text: string;
}

/** The set's size and the sum of its members' FNV-1a hashes: the same for any order. */
function setHash(names: ReadonlySet<string>): string {
  let sum = 0;
  for (const name of names) {
    let h = 0x811c9dc5;
    for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193);
    sum = (sum + (h >>> 0)) % 0x1_0000_0000;
  }
  return `${names.size}.${sum}`;
}

function sameSet(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  if (a.size !== b.size) return false;
  for (const name of b) if (!a.has(name)) return false;
  return true;
}

export interface PageStylesheet {
  /** The rules of the stylesheet that a page with these classes and elements uses, in order. */
  forPage(classes: ReadonlySet<string>, elements: ReadonlySet<string>): string;
  /** `forPage` of the markup's own classes and elements. */
  forMarkup(html: string): string;
}

export function pageStylesheet(css: string): PageStylesheet {
  const nodes = postcss
    .parse(css)
    .nodes.map(compile)
    .filter((c): c is Compiled => c !== null);
  const cache = new Map<string, KeptSubset>();
  const forPage = (classes: ReadonlySet<string>, elements: ReadonlySet<string>) => {
    // Sorting and joining a page's 300 class names cost more than the rest of this put together;
    // a sum of their hashes names the set in any order, and the kept sets confirm it exactly.
    const key = `${setHash(classes)}|${setHash(elements)}`;
    const kept = cache.get(key);
    if (kept && sameSet(kept.classes, classes) && sameSet(kept.elements, elements))
      return kept.text;
    const text = subset(nodes, { classes, elements });
    if (!kept && cache.size >= CACHED_SUBSETS) cache.delete(cache.keys().next().value!);
    cache.set(key, { classes: new Set(classes), elements: new Set(elements), text });
    return text;
  };
  return {
    forPage,
    forMarkup: (html) => forPage(markupClasses(html), markupElements(html)),
  };
}
