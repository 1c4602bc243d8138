import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Icon } from '../icon/icon';
import { type ReactNode, useEffect } from 'react';

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

/** Only what the server's sanitizer keeps (README: p br h2 h3 strong b em i u ul ol li a). */
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
    <div className="rounded-md border border-stone-300 bg-white shadow-sm focus-within:border-amber-500 focus-within:outline-2 focus-within:outline-amber-400 has-[[aria-invalid=true]]:border-red-600">
      {editor && <Toolbar editor={editor} />}
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

  function setLink() {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? 'https://';
    const href = window.prompt('Linkets adresse', previous);
    if (href === null) return;
    if (href.trim() === '') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  }

  return (
    <div role="toolbar" aria-label="Formatering" className="flex flex-wrap gap-1 border-b border-stone-200 p-1">
      <ToolButton label="Afsnit" active={state.paragraph} onClick={() => chain().setParagraph().run()}>
        <Icon name="pilcrow" />
      </ToolButton>
      <ToolButton label="Overskrift" active={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        <Icon name="heading-2" />
      </ToolButton>
      <ToolButton label="Underoverskrift" active={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        <Icon name="heading-3" />
      </ToolButton>
      <ToolButton label="Fed" active={state.bold} onClick={() => chain().toggleBold().run()}>
        <Icon name="bold" />
      </ToolButton>
      <ToolButton label="Kursiv" active={state.italic} onClick={() => chain().toggleItalic().run()}>
        <Icon name="italic" />
      </ToolButton>
      <ToolButton label="Understreget" active={state.underline} onClick={() => chain().toggleUnderline().run()}>
        <Icon name="underline" />
      </ToolButton>
      <ToolButton label="Punktliste" active={state.bulletList} onClick={() => chain().toggleBulletList().run()}>
        <Icon name="list" />
      </ToolButton>
      <ToolButton label="Nummereret liste" active={state.orderedList} onClick={() => chain().toggleOrderedList().run()}>
        <Icon name="list-ordered" />
      </ToolButton>
      <ToolButton label="Link" active={state.link} onClick={setLink}>
        <Icon name="link" />
      </ToolButton>
      {state.link && (
        <ToolButton label="Fjern link" active={false} onClick={() => chain().extendMarkRange('link').unsetLink().run()}>
          <Icon name="unlink" />
        </ToolButton>
      )}
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
      className="inline-flex size-9 items-center justify-center rounded text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-amber-500 aria-pressed:bg-amber-100 [&>svg]:size-4"
    >
      {children}
    </button>
  );
}
