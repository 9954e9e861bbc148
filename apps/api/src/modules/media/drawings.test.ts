// @vitest-environment jsdom
// The demo's drawings (decision 089): one distinct silhouette per kind of product, the same
// bytes every time, well-formed and light SVG (the demo's subcategories: write.test.ts).
import { describe, expect, it } from 'vitest';
import { KINDS, itemSvg, kindOf, kindsOf, sceneSvg, shade, wrap } from './drawings.ts';

const COLOURS = ['1f1f1f', 'f2f2f2', 'c0392b', 'e3d5b8', '2e6fd8'];

// The API compiles without the DOM's types: the little of it used here, typed by hand.
interface Node {
  tagName: string;
  textContent: string | null;
  getAttribute(name: string): string | null;
}
interface Document {
  documentElement: Node;
  getElementsByTagName(name: string): ArrayLike<Node>;
  querySelector(selector: string): Node | null;
  querySelectorAll(selector: string): Iterable<Node> & ArrayLike<Node>;
}
const { DOMParser } = globalThis as unknown as {
  DOMParser: new () => { parseFromString(text: string, type: string): Document };
};

/** Parses as XML, as a browser does for an <img> of SVG: any error is a <parsererror>. */
function parseSvg(svg: string): Document {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  expect(doc.documentElement.tagName).toBe('svg');
  expect(doc.documentElement.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
  return doc;
}

const body = (svg: string) => svg.replace(/<title>.*?<\/title>/, '');

describe('kinds', () => {
  it('draws every kind differently, in every view', () => {
    for (const view of [0, 1, 2]) {
      const drawings = KINDS.map((k) => body(itemSvg(k, 'c0392b', view)));
      expect(new Set(drawings).size, `view ${view}`).toBe(KINDS.length);
    }
  });

  it('gives each product three different views', () => {
    for (const k of KINDS) {
      const views = [0, 1, 2].map((v) => body(itemSvg(k, '6b4226', v)));
      expect(new Set(views).size, k).toBe(3);
      expect(itemSvg(k, '6b4226', 3)).toBe(itemSvg(k, '6b4226', 0));
    }
  });

  it('maps names to kinds, falling back on a word in them, then on a sneaker', () => {
    expect(kindOf('Belts', 'Accessories')).toBe('belt');
    expect(kindOf('Caps')).toBe('cap');
    expect(kindOf('Crew Socks')).toBe('sock');
    expect(kindOf('Heels')).toBe('heel');
    expect(kindOf('Wallets')).toBe('wallet');
    // Another shop's names fall back on a word in them, then on a sneaker.
    expect(kindOf('Snow Boots', 'Winter')).toBe('boot');
    expect(kindOf('Whatever', 'Bags & Luggage')).toBe('bag');
    expect(kindOf('Whatever', 'Misc')).toBe('sneaker');
    expect(kindsOf(['Sneakers', 'Running', 'Loafers', 'Oxfords', 'Heels'])).toEqual([
      'sneaker',
      'loafer',
      'oxford',
    ]);
  });

  it('paints the product in its own colour', () => {
    for (const k of KINDS) expect(itemSvg(k, '2F8F5B', 0), k).toContain('#2f8f5b');
    expect(shade('808080', 0.5)).toBe('404040');
    expect(shade('808080', 2)).toBe('ffffff');
  });
});

describe('the SVG', () => {
  it('is the same for the same input', () => {
    for (const k of KINDS)
      for (const v of [0, 1, 2]) expect(itemSvg(k, 'c19a6b', v)).toBe(itemSvg(k, 'c19a6b', v));
    const scene = () => sceneSvg(['sneaker', 'bag', 'cap'], 1920, 560, 120, 'Hi there', 'Hi');
    expect(scene()).toBe(scene());
  });

  it('parses as SVG with a title, and stays light', () => {
    let largest = 0;
    for (const k of KINDS)
      for (const hex of COLOURS)
        for (const v of [0, 1, 2]) {
          const svg = itemSvg(k, hex, v);
          const doc = parseSvg(svg);
          expect(doc.querySelector('title')?.textContent).toMatch(
            /^[A-Z][a-z]+, (side|top|pair) view$/,
          );
          expect(doc.documentElement.getAttribute('viewBox')).toBe('0 0 400 300');
          largest = Math.max(largest, svg.length);
        }
    expect(largest).toBeLessThan(3000);
  });

  it('draws tiles without words and banners with their headline, wrapped', () => {
    const tile = sceneSvg(['care', 'insole', 'shoetree'], 320, 240, 10, null, 'Shoe Care');
    const doc = parseSvg(tile);
    expect(doc.querySelector('text')).toBeNull();
    expect(doc.querySelectorAll('svg > g')).toHaveLength(3);
    expect(tile.length).toBeLessThan(4000);
    for (const [w, h] of [
      [1920, 560],
      [1024, 400],
      [768, 480],
    ] as const) {
      const banner = sceneSvg(
        ['sandal', 'slide'],
        w,
        h,
        200,
        'Sandals & more for every shelf',
        'x',
      );
      const lines = [...parseSvg(banner).querySelectorAll('text > tspan')].map(
        (t) => t.textContent,
      );
      expect(lines).toEqual(['Sandals & more for', 'every shelf']);
      expect(banner.length).toBeLessThan(4000);
    }
    expect(wrap('Wholesale footwear, shipped worldwide', 20)).toEqual([
      'Wholesale footwear,',
      'shipped worldwide',
    ]);
    expect(wrap('a b c d e f g h', 1)).toEqual(['a', 'b', 'c d e f g h']);
  });
});
