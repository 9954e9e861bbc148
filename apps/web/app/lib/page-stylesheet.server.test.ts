import { describe, expect, it } from 'vitest';
import { markupClasses, markupElements, pageStylesheet } from './page-stylesheet.server';

// Shaped like Tailwind v4's minified output: layers, one class per utility, variants as
// conditions around or beside the class.
const CSS = [
  '@layer properties;',
  '@layer theme,base,components,utilities;',
  '@layer properties{@supports (-moz-orient:inline){*,:before{--tw-ring-shadow:0 0 #0000;--tw-shadow:0 0 #0000}}}',
  '@layer theme{:root,:host{--color-brand-600:#1f6f5f;--color-brand-700:#175247;--font-sans:Inter;--default-font-family:var(--font-sans);--animate-spin:spin 1s linear infinite}}',
  '@layer base{*,:after{box-sizing:border-box}html,:host{font-family:var(--default-font-family)}h1{font-size:inherit}ol,ul{list-style:none}:where(select:is([multiple])) optgroup{font-weight:bolder}}',
  '@layer components{}',
  '@layer utilities{',
  '.flex{display:flex}',
  '.hidden{display:none}',
  '.w-1\\/2{width:50%}',
  '.\\32 xl\\:p-4{padding:1rem}',
  '.hover\\:underline:hover{text-decoration-line:underline}',
  '@media (hover:hover){.hover\\:text-brand-700:hover{color:var(--color-brand-700)}}',
  '.focus-visible\\:ring-2:focus-visible{box-shadow:var(--tw-ring-shadow)}',
  '.group-hover\\:text-white:is(:where(.group):hover *){color:#fff}',
  '.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem;height:1rem}',
  ':where(.space-y-2>:not(:last-child)){margin-block-end:.5rem}',
  '@media (min-width:40rem){.sm\\:flex{display:flex}}',
  '@media (min-width:40rem){.sm\\:grid{display:grid}}',
  '.text-brand-600{color:var(--color-brand-600)}',
  '.ring-brand-600{--tw-ring-color:var(--color-brand-600)}',
  '.shadow{--tw-shadow:0 1px 3px;box-shadow:var(--tw-ring-shadow),var(--tw-shadow)}',
  '.animate-spin{animation:var(--animate-spin)}',
  '.a,.b{color:red}',
  '@starting-style{.starting\\:opacity-0{opacity:0}}',
  '}',
  '@property --tw-ring-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
  '@keyframes ping{75%,to{opacity:0}}',
].join('');

describe('a page stylesheet', () => {
  const sheet = pageStylesheet(CSS);

  it('keeps the rules the markup uses and the custom properties they read, in order', () => {
    const css = sheet.forMarkup('<main class="flex w-1/2 text-brand-600"><h1>x</h1></main>');
    expect(css).toBe(
      [
        '@layer properties;',
        '@layer theme,base,components,utilities;',
        '@layer properties{}',
        '@layer theme{:root,:host{--color-brand-600:#1f6f5f;--font-sans:Inter;--default-font-family:var(--font-sans)}}',
        '@layer base{*,:after{box-sizing:border-box}html,:host{font-family:var(--default-font-family)}h1{font-size:inherit}}',
        '@layer components{}',
        '@layer utilities{.flex{display:flex}.w-1\\/2{width:50%}.text-brand-600{color:var(--color-brand-600)}}',
      ].join(''),
    );
  });

  it('keeps the reset rules of the elements the page has', () => {
    expect(sheet.forMarkup('<ol><li>x</li></ol>')).toContain('ol,ul{list-style:none}');
    expect(sheet.forMarkup('<p>x</p>')).not.toContain('list-style');
    expect(sheet.forMarkup('<p>x</p>')).not.toContain('optgroup');
    expect(sheet.forMarkup('<select multiple><optgroup></optgroup></select>')).toContain(
      'optgroup{font-weight:bolder}',
    );
  });

  it('leaves hover, focus and entry styles to the whole stylesheet', () => {
    const css = sheet.forMarkup(
      '<a class="hover:underline hover:text-brand-700 focus-visible:ring-2 starting:opacity-0 group"><span class="group-hover:text-white"></span></a>',
    );
    expect(css).not.toMatch(/hover|focus|starting|opacity|@media/);
    expect(css).not.toContain('--color-brand-700');
    expect(css).not.toContain('--tw-ring-shadow');
    // `:not(:last-child)` is a structural condition, not an interaction.
    expect(sheet.forMarkup('<ul class="space-y-2"></ul>')).toContain(':where(.space-y-2>');
  });

  it('registers and falls back only the properties a kept rule reads', () => {
    const css = sheet.forMarkup('<div class="shadow"></div>');
    expect(css).toContain(
      '@layer properties{@supports (-moz-orient:inline){*,:before{--tw-ring-shadow:0 0 #0000;--tw-shadow:0 0 #0000}}}',
    );
    expect(css).toContain('@property --tw-ring-shadow{');
    expect(css).toContain('@property --tw-shadow{');
    // A utility that only sets a property is still kept by its class, with what it reads.
    expect(sheet.forMarkup('<div class="ring-brand-600"></div>')).toContain('--color-brand-600:');
    expect(sheet.forMarkup('<div class="flex"></div>')).not.toContain('@property');
  });

  it('keeps keyframes only for an animation the page runs', () => {
    const spinning = sheet.forMarkup('<svg class="animate-spin"></svg>');
    expect(spinning).toContain('--animate-spin:spin 1s linear infinite');
    expect(spinning).toContain('@keyframes spin{');
    expect(spinning).not.toContain('@keyframes ping');
    expect(sheet.forMarkup('<div class="flex"></div>')).not.toContain('@keyframes');
  });

  it('keeps a variant inside its media query, and drops the query when none of it is used', () => {
    const css = sheet.forMarkup('<div class="sm:flex"></div>');
    expect(css).toContain('@media (min-width:40rem){.sm\\:flex{display:flex}}');
    expect(css).not.toContain('sm\\:grid');
    expect(css.match(/@media/g)).toHaveLength(1);
  });

  it('reads escaped class names and the entities React writes in attributes', () => {
    const css = sheet.forMarkup('<ul class="2xl:p-4 [&amp;&gt;svg]:size-4"><svg></svg></ul>');
    expect(css).toContain('.\\32 xl\\:p-4{padding:1rem}');
    expect(css).toContain('.\\[\\&\\>svg\\]\\:size-4>svg{');
  });

  it('needs every class a selector names, and one selector of a list', () => {
    expect(sheet.forMarkup('<p class="b"></p>')).toContain('.a,.b{color:red}');
    expect(sheet.forMarkup('<p class="c"></p>')).not.toContain('color:red');
    expect(sheet.forMarkup('<p class="c"><svg></svg></p>')).not.toContain('size-4');
  });

  it('gives the same subset for the same classes and elements in any order', () => {
    const one = sheet.forPage(new Set(['flex', 'hidden']), new Set(['p', 'ol']));
    expect(sheet.forPage(new Set(['hidden', 'flex']), new Set(['ol', 'p']))).toBe(one);
    expect(one).toContain('.hidden{display:none}');
    expect(one).toContain('ol,ul{');
  });

  it('answers a kept subset only for its own set: one class more, or another, is worked out', () => {
    const both = sheet.forPage(new Set(['flex', 'hidden']), new Set(['p']));
    const more = sheet.forPage(new Set(['flex', 'hidden', 'b']), new Set(['p']));
    const other = sheet.forPage(new Set(['flex', 'b']), new Set(['p']));
    expect(more).toContain('.a,.b{color:red}');
    expect(other).toContain('.a,.b{color:red}');
    expect(other).not.toContain('.hidden{display:none}');
    expect(sheet.forPage(new Set(['hidden', 'flex']), new Set(['p']))).toBe(both);
  });
});

describe('markup classes', () => {
  it('collects every class attribute, not text that looks like one', () => {
    const classes = markupClasses(
      '<div class="a  b"><p class="">class="not-me"</p><svg class="c"></svg></div>',
    );
    expect([...classes].sort()).toEqual(['a', 'b', 'c']);
  });
});

describe('markup elements', () => {
  it('collects every element the markup opens, and the document around it', () => {
    expect([...markupElements('<main><H1>x</H1><svg><path/></svg></main>')].sort()).toEqual([
      'body',
      'h1',
      'head',
      'html',
      'main',
      'path',
      'svg',
    ]);
  });
});
