import { type ReactNode, useEffect, useRef, useState } from 'react';
import { EVENT_STATUS_LABELS, type EventStatus } from '../../../../../shared/event-details';
import type { Shift } from '../../../../../shared/schemas/shift';
import { Button } from '../../../components/ui/button';
import { useShiftActions } from '../use-shift-actions';

/** "Aflyst" or "Udsat" beside a cancelled or postponed night, in every shift screen; nothing for a night that is held. */
export function NightMark({ status }: { status: EventStatus }) {
  if (status !== 'cancelled' && status !== 'postponed') return null;
  const tone = status === 'cancelled' ? 'bg-red-100 text-red-800' : 'bg-stone-200 text-stone-800';
  return <span className={`rounded-full px-2 py-0.5 text-sm font-semibold ${tone}`}>{EVENT_STATUS_LABELS[status]}</span>;
}

/** What a shift requires, as small chips. */
export function RequirementChips({ shift }: { shift: Pick<Shift, 'requirements'> }) {
  if (shift.requirements.length === 0) return null;
  return (
    <ul aria-label="Kræver" className="mt-1 flex flex-wrap gap-1">
      {shift.requirements.map((requirement) => (
        <li key={requirement.id} className="rounded-full border border-sky-300 bg-sky-50 px-2 py-0.5 text-xs font-medium text-sky-900">
          {requirement.name}
        </li>
      ))}
    </ul>
  );
}

/** The member's own open offer to swap, if any. */
const ownOffer = (shift: Shift, viewerId: number) => shift.swaps.find((swap) => swap.memberId === viewerId);

type TwoTapButtonProps = {
  /** The first tap's words, e.g. "Giv vagten tilbage". */
  label: string;
  /** The second tap's, saying what it does, e.g. "Bekræft: giv vagten tilbage". */
  confirmLabel: string;
  which: ReactNode;
  onConfirm: () => void;
  disabled: boolean;
  variant?: 'primary' | 'secondary';
};

/**
 * An action on a shift that is not undone by a tap: the first tap asks, with "Fortryd" beside, and
 * the second acts. The question takes the focus, so a keyboard or a screen reader is where it asks.
 */
function TwoTapButton({ label, confirmLabel, which, onConfirm, disabled, variant = 'secondary' }: TwoTapButtonProps) {
  const [asking, setAsking] = useState(false);
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) confirm.current?.focus();
  }, [asking]);
  if (!asking) {
    return (
      <Button variant={variant} onClick={() => setAsking(true)}>
        {label}
        {which}
      </Button>
    );
  }
  return (
    <>
      <Button
        ref={confirm}
        disabled={disabled}
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {confirmLabel}
        {which}
      </Button>
      <Button variant="secondary" onClick={() => setAsking(false)}>
        Fortryd
      </Button>
    </>
  );
}

type SignupActionsProps = {
  shift: Shift;
  viewerId: number;
  /** A phone's list: the first tap asks, the second takes, so a thumb on a bus takes no shift by mistake. */
  confirmFirst?: boolean;
  /** Read by screen readers after each button: which shift it acts on. */
  label?: string;
};

/**
 * What the member can do with a shift, as the server's one rule says (shift.signup): take it, wait
 * for it, give it back, offer it to swap or take a place offered; otherwise the reason, as it is.
 */
export function SignupActions({ shift, viewerId, confirmFirst = false, label }: SignupActionsProps) {
  const actions = useShiftActions();
  const { state, reason, giveBackReason } = shift.signup;
  const offer = ownOffer(shift, viewerId);
  const othersOffer = shift.swaps.find((swap) => swap.memberId !== viewerId);
  // On the list whatever the state says now (a shift taken since at the same time, a place freed): they may always leave it.
  const waiting = shift.standby.some((entry) => entry.memberId === viewerId);
  const which = label && <span className="sr-only"> {label}</span>;

  const take = confirmFirst ? (
    <TwoTapButton variant="primary" label="Tag vagten" confirmLabel="Bekræft: tag vagten" which={which} disabled={actions.pending} onConfirm={() => void actions.signUp(shift.id)} />
  ) : (
    <Button disabled={actions.pending} onClick={() => void actions.signUp(shift.id)}>
      Tag vagten{which}
    </Button>
  );
  const swapButtons = shift.mine && (state === 'signed-up' || state === 'after-cutoff') && (
    offer ? (
      <Button variant="secondary" disabled={actions.pending} onClick={() => void actions.withdrawSwap(shift.id)}>
        Træk byttet tilbage{which}
      </Button>
    ) : (
      <TwoTapButton label="Byt vagt" confirmLabel="Bekræft: tilbyd pladsen til bytte" which={which} disabled={actions.pending} onConfirm={() => void actions.offerSwap(shift.id)} />
    )
  );
  const giveBack = shift.mine && !giveBackReason && (
    <TwoTapButton label="Giv vagten tilbage" confirmLabel="Bekræft: giv vagten tilbage" which={which} disabled={actions.pending} onConfirm={() => void actions.giveBack(shift.id)} />
  );

  return (
    <div className="mt-3">
      {offer && <p className="mb-2 text-sm text-stone-700">Du har tilbudt pladsen til bytte; den er din, til nogen tager den.</p>}
      {shift.mine && giveBackReason && state !== 'cancelled' && <p className="mb-2 text-sm text-stone-700">{giveBackReason}</p>}
      {!shift.mine && state !== 'free' && reason && <p className="mb-2 text-sm text-stone-700">{reason}</p>}
      <div className="flex flex-wrap gap-2">
        {state === 'free' && !shift.mine && take}
        {state === 'full' && (
          <Button variant="secondary" disabled={actions.pending} onClick={() => void actions.joinStandby(shift.id)}>
            Skriv mig på venteliste{which}
          </Button>
        )}
        {waiting && (
          <Button variant="secondary" disabled={actions.pending} onClick={() => void actions.leaveStandby(shift.id)}>
            Forlad ventelisten{which}
          </Button>
        )}
        {othersOffer && shift.swapSignup?.state === 'free' && (
          <TwoTapButton
            variant="primary"
            label={`Overtag ${othersOffer.firstName}s vagt`}
            confirmLabel={`Bekræft: overtag ${othersOffer.firstName}s vagt`}
            which={which}
            disabled={actions.pending}
            onConfirm={() => void actions.takeSwap(othersOffer.id)}
          />
        )}
        {giveBack}
        {swapButtons}
      </div>
    </div>
  );
}
