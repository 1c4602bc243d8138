import type { ReactNode } from 'react';
import type { TranslatedText } from '../../../shared/translations';
import { useTranslator } from '../lib/i18n';

/**
 * A record's text on the page (shared/translations.ts): the English where it has one; else the
 * Danish, marked lang="da" for screen readers and followed by "(in Danish)".
 * `children` renders the text (a heading's words, rich text) and gets it as its argument; `block`
 * for rich text, whose paragraphs may not sit in a span: the mark then comes first, on its own line.
 */
export function Translated({ value, block = false, children = (text) => text }: { value: TranslatedText; block?: boolean; children?: (text: string) => ReactNode }) {
  const { t } = useTranslator();
  if (!value.inDanish) return <>{children(value.text)}</>;
  const mark = <span className="text-sm font-normal text-stone-400">{t('content.inDanish')}</span>;
  if (block)
    return (
      <>
        <p>{mark}</p>
        <div lang="da">{children(value.text)}</div>
      </>
    );
  return (
    <>
      <span lang="da">{children(value.text)}</span> {mark}
    </>
  );
}
