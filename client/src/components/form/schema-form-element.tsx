import { useStore } from '@tanstack/react-form';
import { useHydrated, useRouter } from '@tanstack/react-router';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { refusedField } from '../../../../shared/refusals';
import { inScreenWords } from '../../../../shared/messages';
import { Button } from '../ui/button';
import { FormBusyProvider, useFormBusy } from './form-busy';
import { FieldRefusalsContext, ReadOnlyContext, type SubmitMeta, useFormContext } from './form-context';
import { LeaveGuard } from './leave-guard';
import { usePostedForm } from './posted-form';

type FormApi = ReturnType<typeof useFormContext>;

/** The fields the schema finds wrong. */
function invalidFields(form: FormApi): string[] {
  return Object.entries(form.state.fieldMeta as Record<string, { errors?: unknown[] } | undefined>)
    .filter(([, meta]) => (meta?.errors?.length ?? 0) > 0)
    .map(([name]) => name);
}

/**
 * Keyboard and screen-reader users land on the first field to fix, in the order the page shows
 * them: controls carry their field's name (`title`, `concerts[2].to`), or `data-field` where they
 * are no form control (the rich-text editor).
 */
function focusFirstInvalid(element: HTMLFormElement, names: readonly string[]) {
  const invalid = new Set(names);
  for (const control of Array.from(element.querySelectorAll<HTMLElement>('[name], [data-field]'))) {
    const name = control.dataset.field ?? control.getAttribute('name');
    if (name && invalid.has(name)) {
      control.focus();
      return;
    }
  }
}

type SchemaFormElementProps = {
  children: ReactNode;
  className?: string;
  /** For members who may look but not change: every control disabled. */
  readOnly?: boolean;
  /** Ask before leaving the page with changes not saved (admin forms). */
  warnOnLeave?: boolean;
  /**
   * The server answers this form when it is posted before the page's scripts ran (the auth forms,
   * server/http/form-posts.ts). Any other form is disabled until React has hydrated the page: what is
   * typed before that would be lost.
   */
  postsWithoutScripts?: boolean;
  /** A form whose picture goes with it when it is posted before the scripts ran (registration). */
  encType?: 'multipart/form-data';
};

/**
 * The <form> of a schema form: submits through TanStack Form, focuses what to fix, shows the server's
 * refusals at their fields, guards leaving.
 */
export function SchemaFormElement({ children, className, readOnly, warnOnLeave = false, postsWithoutScripts = false, encType }: SchemaFormElementProps) {
  const form = useFormContext();
  const hydrated = useHydrated();
  const ref = useRef<HTMLFormElement>(null);
  const posted = usePostedForm();
  const [refusals, setRefusals] = useState<Readonly<Record<string, string>>>(() => posted?.refusals ?? {});
  // About the whole form (a used reset link), from a post before the scripts ran; gone once sent again.
  const [formRefusal, setFormRefusal] = useState(posted?.message);
  const clear = useCallback((name: string) => setRefusals((current) => (name in current ? without(current, name) : current)), []);
  const fieldRefusals = useMemo(() => ({ refusals, clear }), [refusals, clear]);
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
        encType={encType}
        noValidate
        className={className}
        onSubmit={async (event) => {
          event.preventDefault();
          event.stopPropagation();
          let refused: string | undefined;
          const meta: SubmitMeta = {
            refused: ({ message }) => {
              refused = refusedField(message);
              if (refused) setRefusals({ [refused]: message });
            },
          };
          setRefusals({});
          setFormRefusal(undefined);
          await form.handleSubmit(meta);
          const toFix = form.state.isValid ? (refused ? [refused] : []) : invalidFields(form);
          if (ref.current) focusFirstInvalid(ref.current, toFix);
        }}
      >
        {formRefusal && (
          <p role="alert" className="mb-5 rounded-md bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
            {inScreenWords(formRefusal)}
          </p>
        )}
        <fieldset disabled={readOnly || (!hydrated && !postsWithoutScripts)} className="min-w-0 space-y-5">
          <FieldRefusalsContext.Provider value={fieldRefusals}>
            <ReadOnlyContext.Provider value={Boolean(readOnly)}>{children}</ReadOnlyContext.Provider>
          </FieldRefusalsContext.Provider>
        </fieldset>
        {warnOnLeave && !readOnly && router && <LeaveGuard />}
      </form>
    </FormBusyProvider>
  );
}

function without(refusals: Readonly<Record<string, string>>, name: string): Record<string, string> {
  const { [name]: _cleared, ...rest } = refusals;
  return rest;
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
    // Until hydration the form's fieldset decides: it is disabled unless the form posts without scripts.
    <Button type="submit" worksWithoutScripts disabled={pending || submitting || busy} className={className}>
      {children}
    </Button>
  );
}
