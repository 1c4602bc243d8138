import sanitizeHtml from 'sanitize-html';
import { hasText } from '../../shared/rich-text';
import { invalid } from '../errors';

/**
 * The formatting a description may carry (DESIGN.md §11): paragraphs, two heading levels,
 * emphasis, lists and links. Everything else is dropped, so any client that renders a
 * description as HTML is safe, ours and third parties' alike.
 */
/** The addresses a link may keep: the web and e-mail, written out in full. */
const LINK_ADDRESS = /^(https?:\/\/|mailto:)/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  // Script and style text is code, not words: it goes with its element.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template'],
  transformTags: {
    // A link gives the other site no handle on ours (rel) and carries nothing else. One whose
    // address may not be kept becomes its words: a span is no allowed tag, so only its text stays.
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href?.trim() ?? '';
      return LINK_ADDRESS.test(href) ? { tagName, attribs: { href, rel: 'noopener noreferrer' } } : { tagName: 'span', attribs: {} };
    },
    // The page's title is its h1: headings from pasted text keep their rank below it.
    h1: 'h2',
    h4: 'h3',
    h5: 'h3',
    h6: 'h3',
  },
};

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Text without any markup (older records, third-party clients) becomes paragraphs and line breaks. */
function paragraphs(text: string): string {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escapeHtml(block).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}

export function sanitizeRichText(html: string): string {
  const looksLikeHtml = /<\/?[a-z][^>]*>/i.test(html);
  return sanitizeHtml(looksLikeHtml ? html : paragraphs(html), OPTIONS).trim();
}

/** Sanitizes a description on its way in; one that has no words left is refused with `emptyMessage`. */
export function sanitizeDescription(html: string, emptyMessage: string): string {
  const sanitized = sanitizeRichText(html);
  if (!hasText(sanitized)) throw invalid(emptyMessage);
  return sanitized;
}
