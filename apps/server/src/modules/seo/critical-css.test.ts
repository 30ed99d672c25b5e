import { describe, expect, it } from 'vitest';
import { classesOf, createCriticalCss } from './critical-css.ts';

const page = (classes: string) => `<div class="${classes}"><p>text</p></div>`;

describe('the styles a page uses', () => {
  it('keeps the rules of elements, the root and every at-rule statement whatever the page', () => {
    const css =
      '@layer theme,base,utilities;:root,:host{--c:red}*,::before{box-sizing:border-box}html{color:var(--c)}' +
      '@property --tw-x{syntax:"*";inherits:false}@keyframes spin{to{transform:rotate(360deg)}}.unused{color:blue}';
    expect(createCriticalCss(css)(page(''))).toBe(
      '@layer theme,base,utilities;:root,:host{--c:red}*,::before{box-sizing:border-box}html{color:var(--c)}' +
        '@property --tw-x{syntax:"*";inherits:false}@keyframes spin{to{transform:rotate(360deg)}}',
    );
  });

  it('keeps a class rule only when the page uses the class, in the stylesheet order', () => {
    const css = '.a{color:red}.b{color:blue}.c{color:green}';
    expect(createCriticalCss(css)(page('c a'))).toBe('.a{color:red}.c{color:green}');
  });

  it('keeps a rule every class of which the page uses, and a list when one of its selectors applies', () => {
    const critical = createCriticalCss('.a.b{top:0}.a .c{left:0}.x,.b{right:0}');
    expect(critical(page('a b'))).toBe('.a.b{top:0}.x,.b{right:0}');
    expect(critical(`${page('a')}${page('c')}`)).toBe('.a .c{left:0}');
  });

  it('reads escaped class names as Tailwind writes them', () => {
    const css =
      '.md\\:flex{display:flex}.\\@2xl\\:col-span-1{grid-column:span 1/span 1}' +
      '.\\32 xl\\:p-1{padding:1px}.w-\\[calc\\(100\\%-2rem\\)\\]{width:calc(100% - 2rem)}' +
      '.\\[\\&_img\\.Sel\\]\\:outline-2 img.Sel{outline-width:2px}';
    const critical = createCriticalCss(css);
    expect(critical(page('md:flex @2xl:col-span-1 2xl:p-1 w-[calc(100%-2rem)]'))).toBe(
      '.md\\:flex{display:flex}.\\@2xl\\:col-span-1{grid-column:span 1/span 1}' +
        '.\\32 xl\\:p-1{padding:1px}.w-\\[calc\\(100\\%-2rem\\)\\]{width:calc(100% - 2rem)}',
    );
    // A rule for a class the page has only on an element it does not draw yet stays out.
    expect(critical(page('[&amp;_img.Sel]:outline-2'))).toBe('');
    expect(critical(page('[&amp;_img.Sel]:outline-2 Sel'))).toBe(
      '.\\[\\&_img\\.Sel\\]\\:outline-2 img.Sel{outline-width:2px}',
    );
  });

  it('does not require the classes named inside :not(), a list in :is(), brackets or strings', () => {
    const critical = createCriticalCss(
      '.a:not(.b){top:0}.a:is(.x,.y){left:0}.c[data-x=".d"]{right:0}',
    );
    expect(critical(page('a c'))).toBe(
      '.a:not(.b){top:0}.a:is(.x,.y){left:0}.c[data-x=".d"]{right:0}',
    );
  });

  it('requires the classes of the one selector inside :where(), :is() and :has()', () => {
    const critical = createCriticalCss(
      ':where(.space-y-2>:not(:last-child)){margin:0}.group-hover\\:x:is(:where(.group):hover *){left:0}.a:has(.b){top:0}',
    );
    expect(critical(page('space-y-2 group-hover:x a'))).toBe(
      ':where(.space-y-2>:not(:last-child)){margin:0}',
    );
    expect(critical(page('group-hover:x group a b'))).toBe(
      '.group-hover\\:x:is(:where(.group):hover *){left:0}.a:has(.b){top:0}',
    );
  });

  it('keeps the media, support, layer and container blocks of the rules it keeps, and drops empty ones', () => {
    const css =
      '@layer utilities{.a{top:0}@media (width>=40rem){.b{left:0}.c{left:1px}}@supports (color:red){.d{color:red}}}' +
      '@container (width>=42rem){.e{right:0}}';
    expect(createCriticalCss(css)(page('a c'))).toBe(
      '@layer utilities{.a{top:0}@media (width>=40rem){.c{left:1px}}}',
    );
    expect(createCriticalCss(css)(page('e'))).toBe('@container (width>=42rem){.e{right:0}}');
  });
});

describe('the classes of a page', () => {
  it('reads every class attribute, its entities decoded', () => {
    expect(
      [
        ...classesOf('<a class="x  y">t</a><svg class="z"><path class="[&amp;&gt;i]:p-1"/></svg>'),
      ].sort(),
    ).toEqual(['[&>i]:p-1', 'x', 'y', 'z']);
  });
});
