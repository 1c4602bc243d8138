import { type ChainedCommands, type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { Icon } from '../icon/icon';
import type { IconName } from '../icon/icon-name.gen';
import { Button } from '../ui/button';

export type TiptapEditorProps = {
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  /** Accessible name and description of the editing area, and the field name a failed check focuses. */
  labelledBy: string;
  describedBy?: string;
  invalid: boolean;
  name: string;
  disabled?: boolean;
};

/** Only what the server's sanitizer keeps (docs/integrating.md: p br h2 h3 strong b em i u ul ol li a). */
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    link: { openOnClick: false, autolink: true, protocols: ['mailto'], defaultProtocol: 'https' },
  }),
];

/** The admin's rich-text editor, loaded only when an admin form shows it (see rich-text-field.tsx). */
export default function TiptapEditor({
  value,
  onChange,
  onBlur,
  labelledBy,
  describedBy,
  invalid,
  name,
  disabled,
}: TiptapEditorProps) {
  const attributes = {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelledBy,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    'aria-invalid': String(invalid),
    'data-field': name,
    class: 'rich-text-editor min-h-40 px-3 py-2 focus:outline-none',
  };
  const editor = useEditor({
    extensions,
    content: value,
    editable: !disabled,
    // Pages are rendered on the server too; the editor exists only in the browser.
    immediatelyRender: false,
    editorProps: { attributes },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur(),
  });
  // The message under the field comes and goes; the editing area must say so too.
  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes } });
  }, [editor, invalid, describedBy]);

  return (
    <div className="rounded-md border border-stone-300 bg-white shadow-sm focus-within:border-accent-strong focus-within:outline-2 focus-within:outline-accent-strong has-[[aria-invalid=true]]:border-red-600">
      {editor && !disabled && <Toolbar editor={editor} />}
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      paragraph: current.isActive('paragraph'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  const formats: { label: string; icon: IconName; active: keyof typeof state; apply: (chain: ChainedCommands) => ChainedCommands }[] = [
    { label: 'Afsnit', icon: 'pilcrow', active: 'paragraph', apply: (chain) => chain.setParagraph() },
    { label: 'Overskrift', icon: 'heading-2', active: 'h2', apply: (chain) => chain.toggleHeading({ level: 2 }) },
    { label: 'Underoverskrift', icon: 'heading-3', active: 'h3', apply: (chain) => chain.toggleHeading({ level: 3 }) },
    { label: 'Fed', icon: 'bold', active: 'bold', apply: (chain) => chain.toggleBold() },
    { label: 'Kursiv', icon: 'italic', active: 'italic', apply: (chain) => chain.toggleItalic() },
    { label: 'Understreget', icon: 'underline', active: 'underline', apply: (chain) => chain.toggleUnderline() },
    { label: 'Punktliste', icon: 'list', active: 'bulletList', apply: (chain) => chain.toggleBulletList() },
    { label: 'Nummereret liste', icon: 'list-ordered', active: 'orderedList', apply: (chain) => chain.toggleOrderedList() },
  ];
  // The address being typed for a link, while the link row is open.
  const [linkDraft, setLinkDraft] = useState<string>();

  return (
    <>
      <div role="toolbar" aria-label="Formatering" className="flex flex-wrap gap-1 border-b border-stone-200 p-1">
        {formats.map(({ label, icon, active, apply }) => (
          <ToolButton key={label} label={label} active={state[active]} onClick={() => apply(chain()).run()}>
            <Icon name={icon} />
          </ToolButton>
        ))}
        <ToolButton
          label="Link"
          active={state.link}
          onClick={() => setLinkDraft((editor.getAttributes('link').href as string | undefined) ?? 'https://')}
        >
          <Icon name="link" />
        </ToolButton>
        {state.link && (
          <ToolButton label="Fjern link" active={false} onClick={() => chain().extendMarkRange('link').unsetLink().run()}>
            <Icon name="unlink" />
          </ToolButton>
        )}
      </div>
      {linkDraft !== undefined && (
        <LinkRow
          initial={linkDraft}
          onSave={(href) => {
            if (href === '') chain().extendMarkRange('link').unsetLink().run();
            else chain().extendMarkRange('link').setLink({ href }).run();
            setLinkDraft(undefined);
          }}
          onCancel={() => {
            setLinkDraft(undefined);
            editor.commands.focus();
          }}
        />
      )}
    </>
  );
}

/** A link's address must open somewhere: a web page or an e-mail (the server drops anything else). */
const isLinkAddress = (href: string) => /^(https?:\/\/[^\s/]+\.[^\s]+|mailto:\S+@\S+)$/i.test(href);

/**
 * The address of the link on the selected text, typed in a row under the toolbar. It sits inside
 * the artist or event form, so it is not a form itself: Enter saves here, Escape cancels.
 */
function LinkRow({ initial, onSave, onCancel }: { initial: string; onSave: (href: string) => void; onCancel: () => void }) {
  const inputId = useId();
  const [href, setHref] = useState(initial);
  const [error, setError] = useState<string>();
  function save() {
    const address = href.trim();
    if (address !== '' && !isLinkAddress(address)) return setError('Skriv en hel adresse, fx https://kunstner.dk');
    onSave(address);
  }
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  }
  return (
    <div role="group" aria-label="Link" className="flex flex-wrap items-end gap-2 border-b border-stone-200 bg-stone-50 p-2">
      <div className="min-w-48 flex-1">
        <label htmlFor={inputId} className="block text-sm font-medium">
          Linkets adresse
        </label>
        <input
          id={inputId}
          type="url"
          // The row opens because the user asked to type an address.
          autoFocus
          value={href}
          onChange={(event) => setHref(event.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={error !== undefined}
          aria-describedby={error ? `${inputId}-error` : `${inputId}-hint`}
          className="mt-1 w-full rounded-md border border-stone-300 px-2 py-1.5 text-sm aria-[invalid=true]:border-red-600"
        />
        {error ? (
          <p id={`${inputId}-error`} className="mt-1 text-sm text-red-700">
            {error}
          </p>
        ) : (
          <p id={`${inputId}-hint`} className="mt-1 text-xs text-stone-600">
            Tom adresse fjerner linket.
          </p>
        )}
      </div>
      <Button onClick={save}>Gem link</Button>
      <Button variant="secondary" onClick={onCancel}>
        Annuller
      </Button>
    </div>
  );
}

function ToolButton({
  label,
  active,
  onClick,
  children,
}: {
  label: string;
  active: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active}
      onClick={onClick}
      className="inline-flex size-9 items-center justify-center rounded text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-accent-strong aria-pressed:bg-accent-tint [&>svg]:size-4"
    >
      {children}
    </button>
  );
}
