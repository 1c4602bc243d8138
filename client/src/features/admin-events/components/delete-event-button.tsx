import type { Event } from '../../../../../shared/schemas/event';
import { DeleteButton } from '../../../components/admin/delete-button';
import { useEventActions } from '../use-event-actions';

export function DeleteEventButton({ event }: { event: Pick<Event, 'id' | 'title'> }) {
  const { remove, pending } = useEventActions();
  return (
    <DeleteButton name={event.title} label="Slet event" onDelete={() => remove(event.id)} pending={pending}>
      Eventet og dets koncerter slettes for altid.
    </DeleteButton>
  );
}
