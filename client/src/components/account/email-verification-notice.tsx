import type { Member } from '../../../../shared/schemas/member';
import { useApi } from '../../lib/api';
import { useFormAction } from '../../lib/form-action';
import { Button } from '../ui/button';

/**
 * Whether the member's address answered its link, and a new link on a tap (docs/permissions.md): on
 * the page of a membership awaiting approval and on "Min profil". A new address waiting for its link
 * is said with the one still in force, and may be taken back. Says nothing once all is verified.
 */
export function EmailVerificationNotice({ member, onChanged }: { member: Pick<Member, 'id' | 'email' | 'emailVerified' | 'pendingEmail'>; onChanged?: () => Promise<unknown> }) {
  const api = useApi();
  const { run, pending } = useFormAction();
  if (member.emailVerified !== false && !member.pendingEmail) return null;
  const address = member.pendingEmail ?? member.email;
  const resend = () => run(() => api.profile.resendVerification.mutate(), { success: `Vi har sendt et nyt link til ${address}`, to: false });
  const cancel = () =>
    run(
      async () => {
        await api.members.cancelEmailChange.mutate({ id: member.id });
        await onChanged?.();
      },
      { success: 'Den nye adresse er glemt', to: false },
    );
  return (
    <div role="status" className="mb-6 max-w-prose rounded-lg bg-amber-50 p-4 text-sm text-stone-800 ring-1 ring-amber-200">
      {member.pendingEmail ? (
        <p>
          Din nye adresse <strong className="break-all">{member.pendingEmail}</strong> venter på at blive bekræftet: åbn linket, vi har sendt dertil.
          Indtil da logger du ind med <span className="break-all">{member.email}</span>.
        </p>
      ) : (
        <p>
          Din e-mailadresse <strong className="break-all">{member.email}</strong> er ikke bekræftet endnu: åbn linket, vi har sendt dertil. Indtil da får du
          ingen mails om programmet.
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void resend()} disabled={pending}>
          Send linket igen
        </Button>
        {member.pendingEmail && (
          <Button variant="secondary" onClick={() => void cancel()} disabled={pending}>
            Behold {member.email}
          </Button>
        )}
      </div>
    </div>
  );
}
