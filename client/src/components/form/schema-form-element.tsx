import { useStore } from '@tanstack/react-form';
import { useRouter } from '@tanstack/react-router';
import { createContext, type ReactNode, useContext, useRef } from 'react';
import { Button } from '../ui/button';
import { FormBusyProvider, useFormBusy } from './form-busy';
import { useFormContext } from './form-context';
import { LeaveGuard } from './leave-guard';

type FormApi = ReturnType<typeof useFormContext>;

/**
 * Keyboard and screen-reader users land on the first field to fix, in the order the page shows
 * them: controls carry their field's name (`title`, `concerts[2].to`), or `data-field` where they
 * are no form control (the rich-text editor).
 */
function focusFirstInvalid(element: HTMLFormElement, form: FormApi) {
  const invalid = new Set(
    Object.entries(form.state.fieldMeta as Record<string, { errors?: unknown[] } | undefined>)
      .filter(([, meta]) => (meta?.errors?.length ?? 0) > 0)
      .map(([name]) => name),
  );
  for (const control of Array.from(element.querySelectorAll<HTMLElement>('[name], [data-field]'))) {
    const name = control.dataset.field ?? control.getAttribute('name');
    if (name && invalid.has(name)) {
      control.focus();
      return;
    }
  }
}

const ReadOnlyContext = createContext(false);

/**
 * Whether the form is only for looking. A disabled fieldset disables inputs and buttons by itself;
 * controls it does not reach (the rich-text editor, dropping a picture) ask here.
 */
export function useFormReadOnly(): boolean {
  return useContext(ReadOnlyContext);
}

type SchemaFormElementProps = {
  children: ReactNode;
  className?: string;
  /** For members who may look but not change: every control disabled. */
  readOnly?: boolean;
  /** Ask before leaving the page with changes not saved (admin forms). */
  warnOnLeave?: boolean;
};

/** The <form> of a schema form: submits through TanStack Form, focuses what to fix, guards leaving. */
export function SchemaFormElement({ children, className, readOnly, warnOnLeave = false }: SchemaFormElementProps) {
  const form = useFormContext();
  const ref = useRef<HTMLFormElement>(null);
  // Outside a router (a form tested on its own) there is no page to leave.
  const router = useRouter({ warn: false }) as ReturnType<typeof useRouter> | null;
  const unsaved = useStore(form.store, (state) => !state.isDefaultValue && !state.isSubmitting);

  return (
    <FormBusyProvider>
      <form
        ref={ref}
        // What holds the form (a dialog) asks before closing over typed work.
        data-unsaved={unsaved || undefined}
        // Sent before the scripts ran, the fields go in the body, not the address (server/http/pages.ts).
        method="post"
        noValidate
        className={className}
        onSubmit={async (event) => {
          event.preventDefault();
          event.stopPropagation();
          await form.handleSubmit();
          if (!form.state.isValid && ref.current) focusFirstInvalid(ref.current, form);
        }}
      >
        <fieldset disabled={readOnly} className="min-w-0 space-y-5">
          <ReadOnlyContext.Provider value={Boolean(readOnly)}>{children}</ReadOnlyContext.Provider>
        </fieldset>
        {warnOnLeave && !readOnly && router && <LeaveGuard />}
      </form>
    </FormBusyProvider>
  );
}

type SubmitButtonProps = {
  children: ReactNode;
  className?: string;
  pending?: boolean;
};

/** Disabled while the form submits, while a control works (an upload), or while the page says a request runs. */
export function SubmitButton({ children, className = '', pending }: SubmitButtonProps) {
  const form = useFormContext();
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  const busy = useFormBusy();
  return (
    <Button type="submit" disabled={pending || submitting || busy} className={className}>
      {children}
    </Button>
  );
}
