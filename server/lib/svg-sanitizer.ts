import { Parser } from 'htmlparser2';
import { DomainError, invalid } from '../errors';

/**
 * An uploaded SVG logo rebuilt from an allowlist (docs/settings.md): the file is parsed, and only
 * drawing elements and their presentation attributes are written out again, as new markup. What is
 * not on the lists goes, with everything inside it: scripts, event handlers, foreignObject, images,
 * links, animation, comments, processing instructions and the doctype (and so its entities). No
 * reference may leave the file: href and url() only name a fragment of the file itself ("#shape"),
 * and CSS that could load something (@import, url(), image-set() and the other image functions,
 * escapes) is dropped. A file that would draw too many elements, by <use> and url(#…) drawing parts
 * again, is refused. The logo is also served with a CSP that lets it load and run nothing
 * (server/http/images.ts), should one be opened directly.
 */

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const XLINK_NAMESPACE = 'http://www.w3.org/1999/xlink';

const ELEMENTS = new Set([
  'svg', 'g', 'defs', 'title', 'desc', 'symbol', 'use', 'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon',
  'text', 'tspan', 'textPath', 'linearGradient', 'radialGradient', 'stop', 'clipPath', 'mask', 'pattern', 'marker', 'style',
  'filter', 'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite', 'feDropShadow', 'feFlood', 'feFuncA', 'feFuncB',
  'feFuncG', 'feFuncR', 'feGaussianBlur', 'feMerge', 'feMergeNode', 'feMorphology', 'feOffset',
]);

/** Elements whose text is part of the drawing (or its name); any other text is whitespace or stray. <style> keeps its own. */
const TEXT_ELEMENTS = new Set(['text', 'tspan', 'textPath', 'title', 'desc']);

const ATTRIBUTES = new Set([
  'id', 'class', 'style', 'transform', 'viewBox', 'preserveAspectRatio', 'version', 'width', 'height', 'x', 'y', 'x1', 'y1',
  'x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy', 'd', 'points', 'pathLength', 'fill', 'fill-opacity', 'fill-rule',
  'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin', 'stroke-miterlimit', 'stroke-dasharray', 'stroke-dashoffset',
  'stroke-opacity', 'opacity', 'clip-path', 'clip-rule', 'mask', 'filter', 'color', 'display', 'visibility', 'font-family',
  'font-size', 'font-weight', 'font-style', 'text-anchor', 'dominant-baseline', 'letter-spacing', 'word-spacing',
  'text-decoration', 'dx', 'dy', 'rotate', 'textLength', 'lengthAdjust', 'startOffset', 'offset', 'stop-color',
  'stop-opacity', 'gradientUnits', 'gradientTransform', 'spreadMethod', 'clipPathUnits', 'maskUnits', 'maskContentUnits',
  'patternUnits', 'patternContentUnits', 'patternTransform', 'markerWidth', 'markerHeight', 'markerUnits', 'refX', 'refY',
  'orient', 'marker-start', 'marker-mid', 'marker-end', 'filterUnits', 'primitiveUnits', 'in', 'in2', 'result',
  'stdDeviation', 'mode', 'operator', 'k1', 'k2', 'k3', 'k4', 'values', 'type', 'tableValues', 'slope', 'intercept',
  'amplitude', 'exponent', 'flood-color', 'flood-opacity', 'radius', 'xml:space', 'href', 'xlink:href',
]);

/** A reference to a part of the file itself. */
const FRAGMENT = /^#[\w.:-]+$/;

/**
 * A CSS function that loads something: url(…) naming anything but a fragment of the file, and the
 * image functions that take an address as a plain string (image-set("…"), src("…"), image(),
 * cross-fade(), element()), with or without a browser's prefix (-webkit-image-set). Presentation
 * attributes are CSS values too (mask="image-set(…)"), so this holds for them as for style.
 */
const LOADING_FUNCTION = /url\s*\(\s*(?!['"]?#)|(?<![\w-])(?:-[a-z]+-)?(?:image-set|image|src|cross-fade|element)\s*\(/i;

/**
 * Whether CSS (a style attribute, a <style> element) can load nothing and hides nothing: no @-rules
 * (@import, @font-face), no escapes (which could spell url()), no markup, no function that loads,
 * and none of the old browsers' script hooks.
 */
const safeCss = (css: string) => !/[@\\<]|expression|javascript|behavior|binding/i.test(css) && !LOADING_FUNCTION.test(css);

function keptAttribute(name: string, value: string): boolean {
  if (name === 'href' || name === 'xlink:href') return FRAGMENT.test(value.trim());
  if (name === 'style') return safeCss(value);
  if (!ATTRIBUTES.has(name)) return false;
  return !LOADING_FUNCTION.test(value) && !/[\\<]/.test(value);
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/**
 * Bounds on what a logo may be: far beyond any real logo, and they keep a crafted file from costing
 * much. MAX_ELEMENTS bounds the elements drawn as well as those written: librsvg takes about 15 µs
 * an element drawn (its own limit, 500,000, took 7.7 s), so 20,000 draw in about 0.3 s.
 */
const MAX_DEPTH = 64;
export const MAX_ELEMENTS = 20_000;

export const NOT_AN_SVG_MESSAGE = 'Filen er ikke et SVG-billede, der kan bruges som logo';
export const LOGO_TOO_COMPLEX_MESSAGE = 'Logoet er for komplekst til at blive tegnet. Gem det i en enklere udgave, eller upload det som PNG.';

/** Whether a file's first bytes look like SVG markup (an XML declaration, a comment, a doctype or <svg>). */
export function looksLikeSvg(head: Uint8Array): boolean {
  const text = Buffer.from(head).toString('utf8').replace(/^\uFEFF/, '').trimStart();
  return /^<(\?xml|!--|!doctype\s+svg|svg[\s>])/i.test(text);
}

/**
 * A kept element as drawing sees it: what it holds, the ids it draws again (<use href>, url(#…)),
 * and whether it is a template, drawn only where something names it (defs, symbols, paint servers).
 */
type Part = { parts: Part[]; references: string[]; template: boolean };

const TEMPLATES = new Set(['defs', 'symbol', 'pattern', 'marker', 'clipPath', 'mask', 'filter', 'linearGradient', 'radialGradient']);

type Open = { name: string; children: boolean; part: Part };

const REFERENCE = /url\(\s*['"]?#([^'")\s]+)/g;

/** The ids an element's kept attributes draw again. */
const references = (attributes: [string, string][]) =>
  attributes.flatMap(([name, value]) =>
    name === 'href' || name === 'xlink:href' ? [value.trim().slice(1)] : [...value.matchAll(REFERENCE)].map((match) => match[1]!),
  );

/**
 * How many elements drawing `root` draws: each counts once more for every reference that draws it
 * again, so ten groups of ten <use> of the group before count 10¹⁰. Walked without recursion, as a
 * chain of references may be as long as the file. A reference back into itself (a cycle, which
 * renderers refuse to draw) counts nothing more.
 */
function drawnElements(root: Part, byId: Map<string, Part>): number {
  const counted = new Map<Part, number>();
  const entered = new Set<Part>();
  const partsOf = (element: Part) => [...element.parts.filter((part) => !part.template), ...element.references.flatMap((id) => byId.get(id) ?? [])];
  const stack = [root];
  while (stack.length > 0) {
    const element = stack.at(-1)!;
    if (!entered.has(element)) {
      // Counted once all it draws is: they go on the stack above it.
      entered.add(element);
      stack.push(...partsOf(element).filter((part) => !entered.has(part)));
      continue;
    }
    stack.pop();
    if (!counted.has(element)) counted.set(element, partsOf(element).reduce((sum, part) => sum + (counted.get(part) ?? 0), 1));
  }
  return counted.get(root)!;
}

/**
 * The drawing of an SVG file, rebuilt from the allowlists above; refused when there is no <svg> at
 * its root or it has nothing left to draw (400), or it would draw more than MAX_ELEMENTS (413).
 */
export function sanitizeSvg(source: string): string {
  let output = '';
  const open: Open[] = [];
  let root: Part | undefined;
  const byId = new Map<string, Part>();
  /** Depth inside an element that is left out, with all it holds. */
  let skipping = 0;
  let elements = 0;
  let rootSeen = false;
  let drawn = false;
  /** A <style> element is written when it closes, and only if its CSS is safe: its rules cannot be told apart safely. */
  let style: { start: string; css: string } | undefined;

  /** The parent's start tag ends once it has something inside. */
  const enter = (parent: Open | undefined) => {
    if (!parent || parent.children) return;
    output += '>';
    parent.children = true;
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const parent = open.at(-1);
        if (skipping || style || (!parent && rootSeen)) {
          skipping += 1;
          return;
        }
        if (!parent) rootSeen = true;
        const allowed = ELEMENTS.has(name) && (parent !== undefined || name === 'svg');
        if (!allowed || open.length >= MAX_DEPTH || ++elements > MAX_ELEMENTS) {
          if (!parent) throw invalid(NOT_AN_SVG_MESSAGE);
          skipping = 1;
          return;
        }
        const kept = Object.entries(attributes).filter(([attribute, value]) => keptAttribute(attribute, value));
        if (!parent) kept.unshift(['xmlns', SVG_NAMESPACE]);
        if (kept.some(([attribute]) => attribute === 'xlink:href')) kept.push(['xmlns:xlink', XLINK_NAMESPACE]);
        const start = `<${name}${kept.map(([attribute, value]) => ` ${attribute}="${escapeAttribute(value)}"`).join('')}`;
        if (name === 'style') {
          style = { start, css: '' };
          return;
        }
        enter(parent);
        output += start;
        if (!['svg', 'title', 'desc', 'defs'].includes(name)) drawn = true;
        const part: Part = { parts: [], references: references(kept), template: TEMPLATES.has(name) };
        if (parent) parent.part.parts.push(part);
        else root = part;
        const id = kept.find(([attribute]) => attribute === 'id')?.[1];
        // The first element of an id is the one references name, in browsers and librsvg.
        if (id && !byId.has(id)) byId.set(id, part);
        open.push({ name, children: false, part });
      },
      ontext(text) {
        if (skipping) return;
        if (style) {
          style.css += text;
          return;
        }
        const current = open.at(-1);
        if (!current || !TEXT_ELEMENTS.has(current.name)) return;
        enter(current);
        output += escapeText(text);
      },
      onclosetag() {
        if (skipping) {
          skipping -= 1;
          return;
        }
        if (style) {
          if (safeCss(style.css)) {
            enter(open.at(-1));
            output += `${style.start}>${escapeText(style.css)}</style>`;
          }
          style = undefined;
          return;
        }
        const closing = open.pop();
        if (closing) output += closing.children ? `</${closing.name}>` : '/>';
      },
    },
    // XML: names keep their case (viewBox, linearGradient), self-closing tags close, CDATA is text,
    // and only XML's own entities are read; a doctype's entities are never expanded.
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(source);
  parser.end();
  if (!drawn || !root) throw invalid(NOT_AN_SVG_MESSAGE);
  if (drawnElements(root, byId) > MAX_ELEMENTS) throw new DomainError('too-large', LOGO_TOO_COMPLEX_MESSAGE);
  return output;
}
