import { DeleteSection } from '../../../components/admin/delete-button';
import { useEditConflict } from '../../../components/admin/edit-conflict';
import { LastUpdated } from '../../../components/admin/last-updated';
import { PageHeading } from '../../../components/ui/page-heading';
import { trpc } from '../../../lib/trpc';
import { EVENT_FORM_FIELDS, eventFormValues } from '../event-form-values';
import { useEventActions } from '../use-event-actions';
import { useEventFormOptions } from '../use-event-form-options';
import { DeleteEventButton } from './delete-event-button';
import { EventSeriesButtons } from './event-series-dialogs';
import { EventForm } from './event-form';
import { NightLinks } from './night-links';

export function EditEventPage({ eventId, canManage }: { eventId: number; canManage: boolean }) {
  const [event, query] = trpc.events.byId.useSuspenseQuery({ id: eventId });
  const { update, copy, repeat, createVenue, createArtist, pending } = useEventActions();
  const options = useEventFormOptions();
  const utils = trpc.useUtils();
  const conflict = useEditConflict({
    loaded: event,
    latest: () => utils.client.events.byId.query({ id: eventId }),
    reload: () => query.refetch(),
    fields: EVENT_FORM_FIELDS,
  });

  return (
    <>
      <PageHeading title={canManage ? 'Ret event' : 'Event'}>
        {canManage && (
          <div className="flex flex-wrap gap-3">
            <EventSeriesButtons
              from={event.from}
              onCopy={(input) => copy(event.id, input)}
              onRepeat={(input) => repeat(event.id, input)}
              pending={pending}
            />
          </div>
        )}
      </PageHeading>
      <NightLinks eventId={event.id} admission={event.admission} canManage={canManage} />
      <LastUpdated record={conflict.base} />
      {conflict.notice}
      <EventForm
        // A newer version loaded after a conflict refills the form.
        key={event.updatedAt}
        {...options}
        initialValues={eventFormValues(event)}
        imageFocus={event.imageFocus}
        createVenue={createVenue}
        createArtist={createArtist}
        submitLabel="Gem ændringer"
        onSubmit={(input) => update(conflict.base, input, conflict.onConflict)}
        pending={pending}
        readOnly={!canManage}
      />
      {canManage && (
        <DeleteSection>
          <DeleteEventButton event={event} />
        </DeleteSection>
      )}
    </>
  );
}
