import { PageHeading } from '../../../components/ui/page-heading';
import { useEventFormOptions } from '../use-event-form-options';
import { useEventActions } from '../use-event-actions';
import { EventForm } from './event-form';

export function CreateEventPage() {
  const { create, createVenue, createArtist, pending } = useEventActions();
  const options = useEventFormOptions();
  return (
    <>
      <PageHeading title="Opret event" />
      <EventForm
        {...options}
        createVenue={createVenue}
        createArtist={createArtist}
        submitLabel="Opret event"
        onSubmit={create}
        pending={pending}
        repeatable
      />
    </>
  );
}
