import { type KeyboardEvent, useId, useState } from 'react';
import { controlClass } from './fields';

export type ComboboxOption = { id: number; label: string };

type ComboboxProps = {
  /** The id of the element that names the input (a label or heading). */
  labelledBy: string;
  name: string;
  options: readonly ComboboxOption[];
  /** Text shown in the input when it is not being typed in, e.g. the chosen artist's name. */
  selectedLabel?: string;
  onPick: (option: ComboboxOption) => void;
  /** Offered when what is typed matches no option exactly: "Opret »…«". */
  onCreate?: (text: string) => void;
  placeholder?: string;
  invalid?: boolean;
  describedBy?: string;
  onBlur?: () => void;
  disabled?: boolean;
};

const normalise = (text: string) => text.trim().toLocaleLowerCase('da');

/**
 * The options containing `query` (normalised), case ignored: the exact match first, then those that
 * start with it, then the rest, each group in the options' own order. Typing "Rock" and Enter then
 * picks "Rock", not "Kystrock", which comes first alphabetically.
 */
export function rankMatches<T extends ComboboxOption>(options: readonly T[], query: string): T[] {
  const rank = (label: string) => (label === query ? 0 : label.startsWith(query) ? 1 : 2);
  return options
    .map((option, index) => ({ option, index, label: normalise(option.label) }))
    .filter(({ label }) => label.includes(query))
    .sort((a, b) => rank(a.label) - rank(b.label) || a.index - b.index)
    .map(({ option }) => option);
}

/**
 * A text input that filters a list as you type (the ARIA 1.2 combobox pattern): arrows move through
 * the matches, Enter or a click picks one, Escape closes; when nothing matches exactly, the last
 * choice creates what was typed.
 */
export function Combobox({
  labelledBy,
  name,
  options,
  selectedLabel = '',
  onPick,
  onCreate,
  placeholder,
  invalid,
  describedBy,
  onBlur,
  disabled,
}: ComboboxProps) {
  const listId = useId();
  const [text, setText] = useState<string>();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  const query = normalise(text ?? '');
  const matches = rankMatches(options, query).slice(0, 50);
  const canCreate = Boolean(onCreate && query && !options.some((option) => normalise(option.label) === query));
  const choiceCount = matches.length + (canCreate ? 1 : 0);
  const expanded = open && choiceCount > 0;

  function choose(index: number) {
    const option = matches[index];
    if (option) onPick(option);
    else if (canCreate && text) onCreate?.(text.trim());
    setText(undefined);
    setOpen(false);
    setActive(0);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (choiceCount ? (current + step + choiceCount) % choiceCount : 0));
    } else if (event.key === 'Enter' && expanded) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
    }
  }

  const optionId = (index: number) => `${listId}-${index}`;
  return (
    <div className="relative">
      <input
        type="text"
        role="combobox"
        name={name}
        autoComplete="off"
        aria-labelledby={labelledBy}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded ? optionId(active) : undefined}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        placeholder={placeholder}
        disabled={disabled}
        value={text ?? selectedLabel}
        className={controlClass}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(0);
        }}
        // Opened by a click, typing or the arrow keys, not by focus alone: focus given back after a
        // dialog, or tabbing through the form, does not cover the fields below with a list.
        onClick={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setText(undefined);
          onBlur?.();
        }}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-labelledby={labelledBy}
        hidden={!expanded}
        className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-md border border-stone-300 bg-white py-1 shadow-lg"
      >
        {matches.map((option, index) => (
          <li
            key={option.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(index)}
            className="cursor-pointer px-3 py-2 text-stone-900 aria-selected:bg-accent-tint"
          >
            {option.label}
          </li>
        ))}
        {canCreate && (
          <li
            id={optionId(matches.length)}
            role="option"
            aria-selected={active === matches.length}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(matches.length)}
            className="cursor-pointer px-3 py-2 font-semibold text-stone-900 aria-selected:bg-accent-tint"
          >
            Opret »{text?.trim()}«
          </li>
        )}
      </ul>
    </div>
  );
}
