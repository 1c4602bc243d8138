import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { countText } from '../../../../../shared/count-text';
import { type GuestEntry, type GuestKind, type GuestList, guestNameText } from '../../../../../shared/schemas/guest-list';
import { DeleteButton } from '../../../components/admin/delete-button';
import { Button } from '../../../components/ui/button';
import { FormDialog } from '../../../components/ui/form-dialog';
import { PageHeading } from '../../../components/ui/page-heading';
import { formatDateTime, formatEventDates } from '../../../lib/format-date';
import { trpc } from '../../../lib/trpc';
import { useGuestListActions } from '../use-guest-list-actions';
import { GuestEntryForm, GuestLinkForm } from './guest-list-forms';

type Act = GuestList['acts'][number];

/** What a dialog of the page holds: a new name (in a section), a name corrected, or an act's link. */
type Dialog = { adding: { kind: GuestKind; artistId?: number } } | { editing: GuestEntry } | { linking: Act };

/** Where the list stands: open to the acts, open to booking only, or closed. */
function openingText(list: GuestList): string {
  if (!list.editable) return 'Aftenen er forbi: listen kan ikke længere rettes.';
  if (list.event.status === 'cancelled') return 'Arrangementet er aflyst: akternes links tager ikke imod navne.';
  if (!list.open) return 'Dørene er åbnet: akternes links er lukket, men booking kan stadig skrive navne på, til aftenen er forbi.';
  return `Akternes links tager imod navne, til dørene åbner ${formatDateTime(list.closesAt)}.`;
}

function EntryRow({ entry, editable, onEdit }: { entry: GuestEntry; editable: boolean; onEdit: () => void }) {
  const { remove, pending } = useGuestListActions();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0 flex-1">
        <p className="font-medium text-stone-900 [overflow-wrap:anywhere]">{guestNameText(entry.name, entry.plus)}</p>
        <p className="text-sm text-stone-600 [overflow-wrap:anywhere]">{[entry.note, entry.addedBy].filter(Boolean).join(' · ')}</p>
      </div>
      {editable && (
        <div className="flex gap-2">
          <Button variant="secondary" onClick={onEdit}>
            Ret<span className="sr-only"> {entry.name}</span>
          </Button>
          <DeleteButton name={entry.name} onDelete={() => remove(entry.id)} pending={pending}>
            Navnet og dets +{entry.plus} fjernes fra gæstelisten.
          </DeleteButton>
        </div>
      )}
    </li>
  );
}

function Section({ title, summary, children }: { title: string; summary?: ReactNode; children: ReactNode }) {
  return (
    <section aria-label={title} className="mb-8 border-t border-stone-200 pt-5">
      <h2 className="text-xl font-semibold">{title}</h2>
      {summary}
      {children}
    </section>
  );
}

function Entries({ entries, editable, onEdit }: { entries: readonly GuestEntry[]; editable: boolean; onEdit: (entry: GuestEntry) => void }) {
  if (entries.length === 0) return <p className="mt-2 text-sm text-stone-600">Ingen navne endnu.</p>;
  return (
    <ul className="mt-2 divide-y divide-stone-200">
      {entries.map((entry) => (
        <EntryRow key={entry.id} entry={entry} editable={editable} onEdit={() => onEdit(entry)} />
      ))}
    </ul>
  );
}

/**
 * /admin/events/$eventId/gaesteliste: the night's guest list by act, press and others, each name with
 * its +N and who put it on; per act its places used and its link ("Send link til gæsteliste"). The
 * acts' links close when the doors open; booking edits until the night is over (docs/door.md#guest-lists).
 */
export function GuestListPage({ eventId }: { eventId: number }) {
  const [list] = trpc.guestList.list.useSuspenseQuery({ id: eventId });
  const [dialog, setDialog] = useState<Dialog>();
  const close = () => setDialog(undefined);
  const actIds = new Set(list.acts.map((act) => act.artistId));
  const ofAct = (act: Act) => list.entries.filter((entry) => entry.kind === 'artist' && entry.artistId === act.artistId);
  // A guest of an act that no longer plays is still on the list: shown with the others.
  const others = list.entries.filter((entry) => entry.kind === 'other' || (entry.kind === 'artist' && !actIds.has(entry.artistId ?? 0)));
  const press = list.entries.filter((entry) => entry.kind === 'press');
  const edit = (entry: GuestEntry) => setDialog({ editing: entry });
  const addButton = (label: string, kind: GuestKind, artistId?: number) =>
    list.editable && (
      <Button variant="secondary" className="mt-3" onClick={() => setDialog({ adding: { kind, artistId } })}>
        {label}
      </Button>
    );

  return (
    <>
      <PageHeading title="Gæsteliste">
        <Link to="/admin/events/$eventId/edit" params={{ eventId }} className="font-medium underline underline-offset-2">
          Tilbage til arrangementet
        </Link>
      </PageHeading>
      <p className="text-lg font-semibold">{list.event.title}</p>
      <p className="text-stone-700">{formatEventDates(list.event.from, list.event.to)}</p>
      <p className="mt-3 rounded-md bg-stone-100 p-3 text-sm text-stone-800">{openingText(list)}</p>
      <p className="mt-3 mb-6 font-semibold">I alt {countText(list.persons, 'person', 'personer')} på listen</p>

      {list.acts.map((act) => (
        <Section
          key={act.artistId}
          title={act.name}
          summary={
            <div className="mt-1 text-sm text-stone-700">
              <p>
                {act.used} af {countText(act.limit, 'plads', 'pladser')} brugt
              </p>
              <p>{act.link ? `Link sendt til ${act.link.email} ${formatDateTime(act.link.sentAt)}` : 'Intet link sendt'}</p>
            </div>
          }
        >
          <Entries entries={ofAct(act)} editable={list.editable} onEdit={edit} />
          <div className="flex flex-wrap gap-3">
            {addButton(`Tilføj gæst til ${act.name}`, 'artist', act.artistId)}
            {list.open && (
              <Button className="mt-3" onClick={() => setDialog({ linking: act })}>
                Send link til gæsteliste<span className="sr-only"> til {act.name}</span>
              </Button>
            )}
          </div>
        </Section>
      ))}
      <Section title="Presse">
        <Entries entries={press} editable={list.editable} onEdit={edit} />
        {addButton('Tilføj presse', 'press')}
      </Section>
      <Section title="Andet">
        <Entries entries={others} editable={list.editable} onEdit={edit} />
        {addButton('Tilføj gæst', 'other')}
      </Section>

      <FormDialog open={dialog !== undefined && 'adding' in dialog} title="Tilføj gæst" onClose={close}>
        {dialog && 'adding' in dialog && <GuestEntryForm eventId={eventId} acts={list.acts} {...dialog.adding} onDone={close} />}
      </FormDialog>
      <FormDialog open={dialog !== undefined && 'editing' in dialog} title="Ret gæst" onClose={close}>
        {dialog && 'editing' in dialog && <GuestEntryForm eventId={eventId} acts={list.acts} entry={dialog.editing} onDone={close} />}
      </FormDialog>
      <FormDialog open={dialog !== undefined && 'linking' in dialog} title="Send link til gæsteliste" onClose={close}>
        {dialog && 'linking' in dialog && <GuestLinkForm eventId={eventId} act={dialog.linking} onDone={close} />}
      </FormDialog>
    </>
  );
}
