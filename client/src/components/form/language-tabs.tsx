import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';

const LANGUAGES = [
  { code: 'da', name: 'Dansk' },
  { code: 'en', name: 'English' },
] as const;

type Language = (typeof LANGUAGES)[number]['code'];

/**
 * A translatable field in an admin form (docs/languages.md): tabs "Dansk" and "English" above it switch
 * which of its two inputs shows. Only the shown one is in the page, so "Titel" names one field for
 * whoever looks it up by its label; what is typed in the other stays in the form. Arrow keys move
 * between the tabs, as the ARIA tabs pattern has it. The tab list is named "Sprog" alone: a name with the
 * field's in it would answer a look-up by the field's label too.
 */
export function LanguageTabs({ danish, english }: { danish: ReactNode; english: ReactNode }) {
  const [shown, setShown] = useState<Language>('da');
  const id = useId();
  const tabs = useRef<Partial<Record<Language, HTMLButtonElement | null>>>({});
  const panels: Record<Language, ReactNode> = { da: danish, en: english };

  function moveWithArrows(event: KeyboardEvent) {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next: Language = event.key === 'Home' ? 'da' : event.key === 'End' ? 'en' : shown === 'da' ? 'en' : 'da';
    setShown(next);
    tabs.current[next]?.focus();
  }

  return (
    <div>
      <div role="tablist" aria-label="Sprog" className="mb-1 flex gap-1" onKeyDown={moveWithArrows}>
        {LANGUAGES.map(({ code, name }) => (
          <button
            key={code}
            ref={(tab) => {
              tabs.current[code] = tab;
            }}
            type="button"
            role="tab"
            id={`${id}-${code}-tab`}
            lang={code}
            aria-selected={shown === code}
            aria-controls={`${id}-${code}-panel`}
            tabIndex={shown === code ? 0 : -1}
            onClick={() => setShown(code)}
            className={`rounded-t-md border-b-2 px-3 py-1 text-sm ${shown === code ? 'border-stone-900 font-semibold text-stone-900' : 'border-transparent text-stone-600 hover:text-stone-900'}`}
          >
            {name}
          </button>
        ))}
      </div>
      {LANGUAGES.map(({ code }) => (
        <div key={code} role="tabpanel" id={`${id}-${code}-panel`} aria-labelledby={`${id}-${code}-tab`} hidden={shown !== code}>
          {shown === code && panels[code]}
        </div>
      ))}
    </div>
  );
}

/**
 * The form's English texts from what the API answers: every field, blank where none is set, so a
 * save sends them all and a blank one removes its English.
 */
export function englishFormValues<Field extends string>(fields: readonly Field[], translations?: { en?: Partial<Record<Field, string>> }) {
  return { en: Object.fromEntries(fields.map((field) => [field, translations?.en?.[field] ?? ''])) as Record<Field, string> };
}
