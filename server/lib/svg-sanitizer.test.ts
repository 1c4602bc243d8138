import { describe, expect, it } from 'vitest';
import { LOGO_TOO_COMPLEX_MESSAGE, looksLikeSvg, NOT_AN_SVG_MESSAGE, sanitizeSvg } from './svg-sanitizer';

const svg = (inner: string, attributes = '') => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"${attributes}>${inner}</svg>`;
const clean = (inner: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${inner}</svg>`;

describe('sanitizeSvg', () => {
  it('keeps a plain drawing as it is: shapes, gradients, text, case-sensitive names', () => {
    const drawing =
      '<defs><linearGradient id="g" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#fff"/></linearGradient></defs>' +
      '<path d="M0 0L10 10" fill="url(#g)" stroke-width="2"/><text x="1" y="9" font-family="Inter">Åen &amp; co</text>';
    expect(sanitizeSvg(svg(drawing))).toBe(clean(drawing));
  });

  it('removes scripts with what is inside them, however they are written', () => {
    expect(sanitizeSvg(svg('<script>alert(1)</script><circle r="1"/><script type="text/ecmascript"><![CDATA[alert(2)]]></script>'))).toBe(clean('<circle r="1"/>'));
    expect(sanitizeSvg(svg('<g><SCRIPT>alert(3)</SCRIPT><circle r="2"/></g>'))).toBe(clean('<g><circle r="2"/></g>'));
  });

  it('removes every event handler, and attributes it does not know', () => {
    const dirty = svg('<rect width="5" height="5" onclick="steal()" onmouseover="x()" data-x="1"/><g onfocusin="y()"><circle r="1"/></g>', ' onload="alert(1)"');
    expect(sanitizeSvg(dirty)).toBe(clean('<rect width="5" height="5"/><g><circle r="1"/></g>'));
  });

  it('removes external references: links, images, foreign HTML, use of other files, url() to elsewhere, @import', () => {
    const dirty = svg(
      '<image href="https://evil.example/spy.png"/>' +
        '<a href="javascript:alert(1)"><circle r="1"/></a>' +
        '<foreignObject><iframe src="https://evil.example"/></foreignObject>' +
        '<use href="https://evil.example/sprite.svg#logo"/><use xlink:href="data:image/svg+xml,x"/><use href="#ok"/>' +
        '<rect width="1" height="1" fill="url(https://evil.example/paint)"/>' +
        '<rect width="2" height="2" style="fill:url(//evil.example/x);stroke:red"/>' +
        '<style>@import url(https://evil.example/a.css);</style>' +
        '<style>.a{background:url(https://evil.example/b.png)}</style>' +
        '<style>.b{fill:\\75 rl(x)}</style>' +
        '<style>.c{fill:#e30613}</style>',
    );
    expect(sanitizeSvg(dirty)).toBe(clean('<use/><use/><use href="#ok"/><rect width="1" height="1"/><rect width="2" height="2"/><style>.c{fill:#e30613}</style>'));
  });

  it('drops every CSS function that loads something, in <style>, style attributes and presentation attributes (issue 45)', () => {
    const loading = [
      'image-set("http://evil.example/a.png" 1x)',
      "image-set('//evil.example/a.png' 1x)",
      '-webkit-image-set("http://evil.example/a.png" 1x)',
      'src("http://evil.example/a.png")',
      'image("http://evil.example/a.png")',
      'cross-fade(url(#a), "http://evil.example/b.png")',
      '-webkit-cross-fade("http://evil.example/a.png", "b.png", 50%)',
      'element(#other)',
      '-moz-element(#other)',
      'IMAGE-SET ("http://evil.example/a.png")',
      'url("http://evil.example/a.png")',
    ];
    for (const value of loading) {
      const dirty = svg(`<style>.a{fill:${value}}</style><rect class="a" width="1" height="1" style="fill:${value}" mask="${value}"/><circle r="1"/>`);
      expect(sanitizeSvg(dirty), value).toBe(clean('<rect class="a" width="1" height="1"/><circle r="1"/>'));
    }
    // What only draws stays: colours, gradients, transforms, and url(#…) inside the file.
    const drawing = '<style>.a{fill:rgb(1 2 3);stroke:url(#g);filter:drop-shadow(0 0 1px #000)}</style><rect class="a" width="1" height="1" transform="translate(1 2) rotate(3)" fill="url(#g)"/>';
    expect(sanitizeSvg(svg(drawing))).toBe(clean(drawing));
  });

  it('refuses a file that draws too many elements through <use> and url(#…), however few it has (issue 45)', () => {
    const nested = (reference: (level: number) => string) => {
      let groups = '<g id="l0"><rect width="1" height="1"/></g>';
      for (let level = 1; level <= 5; level += 1) groups += `<g id="l${level}">${reference(level - 1).repeat(10)}</g>`;
      return svg(`<defs>${groups}</defs><use href="#l5"/>`);
    };
    // 10⁵ rectangles from 57 elements, by <use> and by patterns that fill with the one before.
    expect(() => sanitizeSvg(nested((level) => `<use href="#l${level}"/>`))).toThrow(LOGO_TOO_COMPLEX_MESSAGE);
    expect(() => sanitizeSvg(nested((level) => `<use xlink:href="#l${level}"/>`))).toThrow(LOGO_TOO_COMPLEX_MESSAGE);
    let patterns = '<pattern id="p0"><rect width="1" height="1"/></pattern>';
    for (let level = 1; level <= 5; level += 1) patterns += `<pattern id="p${level}">${`<rect width="1" height="1" fill="url(#p${level - 1})"/>`.repeat(10)}</pattern>`;
    expect(() => sanitizeSvg(svg(`<defs>${patterns}</defs><rect width="9" height="9" style="fill:url('#p5')"/>`))).toThrow(LOGO_TOO_COMPLEX_MESSAGE);
    // Three levels draw 3,211 elements: a logo's business. What sits in <defs> counts only where it is drawn.
    const threeLevels = svg(`<defs><g id="l0"><rect width="1" height="1"/></g>${[1, 2, 3].map((level) => `<g id="l${level}">${`<use href="#l${level - 1}"/>`.repeat(10)}</g>`).join('')}</defs><use href="#l3"/>`);
    expect(sanitizeSvg(threeLevels)).toBe(threeLevels);
    const numbers = Array.from({ length: 9000 }, (_, index) => index);
    const eachUsedOnce = svg(`<defs>${numbers.map((index) => `<circle id="c${index}" r="1"/>`).join('')}</defs>${numbers.map((index) => `<use href="#c${index}"/>`).join('')}`);
    expect(sanitizeSvg(eachUsedOnce)).toBe(eachUsedOnce);
    // A cycle draws nothing more, and does not hang.

    const cycle = svg('<g id="a"><use href="#b"/></g><g id="b"><use href="#a"/><use href="#b"/></g>');
    expect(sanitizeSvg(cycle)).toBe(cycle);
  });

  it('never expands a doctype’s entities and drops comments and processing instructions', () => {
    const dirty = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY boom "boomboomboom"><!ENTITY file SYSTEM "file:///etc/passwd">]><!-- hej --><?xml-stylesheet href="https://evil.example/a.css"?>${svg('<text>&boom;&file;</text>')}`;
    expect(sanitizeSvg(dirty)).toBe(clean('<text>&amp;boom;&amp;file;</text>'));
  });

  it('writes text and attribute values escaped, so nothing typed in them becomes markup', () => {
    expect(sanitizeSvg(svg('<title>&lt;script&gt;</title><circle r="1" class="&quot;&gt; x"/>'))).toBe(
      clean('<title>&lt;script&gt;</title><circle r="1" class="&quot;&gt; x"/>'),
    );
    // A value that holds a "<" is no value a drawing needs: it goes.
    expect(sanitizeSvg(svg('<circle r="1" class="&lt;script"/>'))).toBe(clean('<circle r="1"/>'));
  });

  it('keeps only the first <svg>: what follows the drawing is dropped', () => {
    expect(sanitizeSvg(`${svg('<circle r="1"/>')}<script>alert(1)</script><svg><circle r="9"/></svg>`)).toBe(clean('<circle r="1"/>'));
  });

  it('refuses a file whose root is not <svg>, or that has nothing left to draw', () => {
    for (const source of ['<html><body><svg><circle r="1"/></svg></body></html>', '<svg><script>alert(1)</script></svg>', '<svg><title>Kun navn</title></svg>', 'tekst']) {
      expect(() => sanitizeSvg(source), source).toThrow(NOT_AN_SVG_MESSAGE);
    }
  });

  it('bounds how deep a drawing nests', () => {
    const deep = `${'<g>'.repeat(200)}<circle r="1"/>${'</g>'.repeat(200)}`;
    const sanitized = sanitizeSvg(svg(`${deep}<rect width="1" height="1"/>`));
    expect(sanitized.match(/<g>/g)!.length).toBeLessThan(64);
    expect(sanitized).not.toContain('<circle');
    expect(sanitized).toContain('<rect width="1" height="1"/>');
  });
});

describe('looksLikeSvg', () => {
  it('knows SVG markup by its first bytes, and nothing else for it', () => {
    for (const head of ['<svg xmlns="…">', '\uFEFF  <?xml version="1.0"?>', '<!-- Illustrator -->', '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN">']) {
      expect(looksLikeSvg(Buffer.from(head)), head).toBe(true);
    }
    for (const head of ['<html>', '<svgx>', 'GIF89a', '\x89PNG']) expect(looksLikeSvg(Buffer.from(head)), head).toBe(false);
  });
});
