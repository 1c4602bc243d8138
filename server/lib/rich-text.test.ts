import { describe, expect, it } from 'vitest';
import { excerpt, hasText, richTextToPlainText } from '../../shared/rich-text';
import { sanitizeRichText } from './rich-text';

describe('sanitizeRichText (DESIGN.md §11)', () => {
  it('keeps the allowed formatting', () => {
    const html = '<h2>Om aftenen</h2><p><strong>Fed</strong>, <em>kursiv</em>, <u>understreget</u><br>ny linje</p><ul><li>én</li></ul><ol><li>to</li></ol><h3>Mere</h3>';
    expect(sanitizeRichText(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('removes scripts, styles and their text, event handlers and every other attribute', () => {
    expect(sanitizeRichText('<p style="color:red" class="x" onclick="steal()">Hej<script>alert(1)</script><style>p{}</style></p><img src=x onerror=alert(1)><iframe src="https://evil.example"></iframe>')).toBe(
      '<p>Hej</p>',
    );
  });

  it('keeps http(s) and mailto links with rel and nothing else, and makes any other link its words', () => {
    expect(sanitizeRichText('<a href="https://band.dk" title="t" target="_blank" class="c">band</a>')).toBe('<a href="https://band.dk" rel="noopener noreferrer">band</a>');
    expect(sanitizeRichText('<a href="mailto:info@band.dk">mail</a>')).toBe('<a href="mailto:info@band.dk" rel="noopener noreferrer">mail</a>');
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:x', 'data:text/html,<b>x', 'vbscript:x', '//evil.example/x', '/events/1', '']) {
      expect(sanitizeRichText(`<p><a href="${href}">x</a> y</p>`), href).toBe('<p>x y</p>');
    }
    expect(sanitizeRichText('<p><a>uden adresse</a></p>')).toBe('<p>uden adresse</p>');
  });

  it('turns text without tags into paragraphs, escaped', () => {
    expect(sanitizeRichText('Første linje\nanden linje\n\nNyt afsnit med <3 & mere')).toBe('<p>Første linje<br />anden linje</p><p>Nyt afsnit med &lt;3 &amp; mere</p>');
  });

  it('closes what was left open and ranks headings below the page title', () => {
    expect(sanitizeRichText('<h1>Titel</h1><p>åben <strong>fed')).toBe('<h2>Titel</h2><p>åben <strong>fed</strong></p>');
  });
});

describe('the text of a description', () => {
  it('is what a person reads, without markup, script or entities', () => {
    expect(richTextToPlainText('<h2>Jazz</h2><p>Rock &amp; <b>rul</b>&nbsp;i&#x20;aften</p><script>x()</script>')).toBe('Jazz Rock & rul i aften');
    expect(hasText('<p></p>')).toBe(false);
    expect(hasText('<p> <br> </p>')).toBe(false);
    expect(hasText('<script>alert(1)</script>')).toBe(false);
    expect(hasText('<p>a</p>')).toBe(true);
  });

  it('makes excerpts of whole words', () => {
    expect(excerpt('<p>kort</p>')).toBe('kort');
    expect(excerpt(`<p>${'ord '.repeat(60)}</p>`, 20)).toBe('ord ord ord ord…');
  });
});
