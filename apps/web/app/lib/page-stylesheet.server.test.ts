import { describe, expect, it } from 'vitest';
import { markupClasses, pageStylesheet } from './page-stylesheet.server';

// Shaped like Tailwind v4's minified output: layers, one class per utility, variants as
// conditions around or beside the class.
const CSS = [
  '@layer theme,base,components,utilities;',
  '@layer theme{:root,:host{--color-brand-600:#1f6f5f}}',
  '@layer base{*,:after{box-sizing:border-box}h1{font-size:inherit}}',
  '@layer components{}',
  '@layer utilities{',
  '.flex{display:flex}',
  '.hidden{display:none}',
  '.w-1\\/2{width:50%}',
  '.\\32 xl\\:p-4{padding:1rem}',
  '.hover\\:underline:hover{text-decoration-line:underline}',
  '.group-hover\\:text-white:is(:where(.group):hover *){color:#fff}',
  '.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem;height:1rem}',
  '@media (min-width:40rem){.sm\\:flex{display:flex}}',
  '@media (min-width:40rem){.sm\\:grid{display:grid}}',
  '.animate-spin{animation:var(--animate-spin)}',
  '.a,.b{color:red}',
  '}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
].join('');

describe('a page stylesheet', () => {
  const sheet = pageStylesheet(CSS);

  it('keeps the rules the markup uses and the ones that name no class, in order', () => {
    const css = sheet.forMarkup(
      '<main class="flex w-1/2"><h1 class="hover:underline">x</h1></main>',
    );
    expect(css).toBe(
      [
        '@layer theme,base,components,utilities;',
        '@layer theme{:root,:host{--color-brand-600:#1f6f5f}}',
        '@layer base{*,:after{box-sizing:border-box}h1{font-size:inherit}}',
        '@layer components{}',
        '@layer utilities{.flex{display:flex}.w-1\\/2{width:50%}.hover\\:underline:hover{text-decoration-line:underline}}',
        '@keyframes spin{to{transform:rotate(360deg)}}',
      ].join(''),
    );
  });

  it('keeps a variant inside its media query, and drops the query when none of it is used', () => {
    const css = sheet.forMarkup('<div class="sm:flex"></div>');
    expect(css).toContain('@media (min-width:40rem){.sm\\:flex{display:flex}}');
    expect(css).not.toContain('sm\\:grid');
    expect(css.match(/@media/g)).toHaveLength(1);
  });

  it('reads escaped class names and the entities React writes in attributes', () => {
    const css = sheet.forMarkup('<ul class="2xl:p-4 [&amp;&gt;svg]:size-4"></ul>');
    expect(css).toContain('.\\32 xl\\:p-4{padding:1rem}');
    expect(css).toContain('.\\[\\&\\>svg\\]\\:size-4>svg{');
  });

  it('needs every class a selector names, and one selector of a list', () => {
    expect(sheet.forMarkup('<a class="group-hover:text-white"></a>')).not.toContain('group-hover');
    expect(
      sheet.forMarkup('<a class="group"><span class="group-hover:text-white"></span></a>'),
    ).toContain('.group-hover\\:text-white');
    expect(sheet.forMarkup('<p class="b"></p>')).toContain('.a,.b{color:red}');
    expect(sheet.forMarkup('<p class="c"></p>')).not.toContain('color:red');
  });

  it('gives the same subset for the same classes in any order', () => {
    const one = sheet.forClasses(new Set(['flex', 'hidden']));
    expect(sheet.forClasses(new Set(['hidden', 'flex']))).toBe(one);
    expect(one).toContain('.hidden{display:none}');
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
