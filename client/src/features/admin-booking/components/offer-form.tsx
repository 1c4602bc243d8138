import { useStore } from '@tanstack/react-form';
import { useId, useState } from 'react';
import { z } from 'zod';
import { type Hold } from '../../../../../shared/schemas/hold';
import { DEAL_KIND_LABELS, DEAL_KINDS, type DealKind, OFFER_MESSAGES, type OfferInput } from '../../../../../shared/schemas/offer';
import { ContractPicker, contractProblem } from '../../../components/admin/offer-contract';
import { FieldError } from '../../../components/form/fields';
import { useFieldControl } from '../../../components/form/use-field-control';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { dayLabel, eveningInstants, TIME_PATTERN } from '../calendar-dates';
import { actName, useBookingActions } from '../use-booking-actions';
import { useFormRefusal } from './form-refusal';

const TEXT_MAX = 2000;
const DOOR_DEAL_MAX = 300;
const FEE_MAX = 10_000_000;
const TIME_MESSAGE = 'Skriv et klokkeslæt, fx 20:00';

/** "4.000", "4000 kr." and "4 000" are all 4000 kroner; anything else is no amount. */
export function feeOf(typed: string): number | undefined {
  const digits = typed.replace(/kr\.?|[\s.]/gi, '');
  if (!/^\d{1,8}$/.test(digits)) return undefined;
  const fee = Number(digits);
  return fee <= FEE_MAX ? fee : undefined;
}

const text = (max: number, what: string) => z.string().trim().max(max, { error: `${what} må højst være ${max} tegn` });

/**
 * The form's values as typed: the times as a time input writes them ("20:00"), on the hold's date;
 * the server's messages (OFFER_MESSAGES) where its schema would refuse the same.
 */
const offerFormSchema = z
  .object({
    dealKind: z.enum(DEAL_KINDS, { error: 'Vælg honorar eller dørdeal' }),
    fee: z.string(),
    doorDeal: text(DOOR_DEAL_MAX, 'Dørdealen'),
    doorsAt: z.string().refine((time) => time === '' || TIME_PATTERN.test(time), { error: TIME_MESSAGE }),
    startsAt: z.string().regex(TIME_PATTERN, { error: TIME_MESSAGE }),
    endsAt: z.string().regex(TIME_PATTERN, { error: TIME_MESSAGE }),
    hospitality: text(TEXT_MAX, 'Forplejningen'),
    rider: text(TEXT_MAX, 'Rideren'),
    message: text(TEXT_MAX, 'Beskeden'),
  })
  .superRefine((values, context) => {
    if (values.dealKind === 'fee' && feeOf(values.fee) === undefined) context.addIssue({ code: 'custom', message: OFFER_MESSAGES.feeRequired, path: ['fee'] });
    if (values.dealKind === 'door' && !values.doorDeal) context.addIssue({ code: 'custom', message: OFFER_MESSAGES.doorDealRequired, path: ['doorDeal'] });
    if (values.endsAt === values.startsAt) context.addIssue({ code: 'custom', message: OFFER_MESSAGES.endAfterStart, path: ['endsAt'] });
    if (values.doorsAt && values.doorsAt > values.startsAt) context.addIssue({ code: 'custom', message: OFFER_MESSAGES.doorsAfterStart, path: ['doorsAt'] });
  });
type OfferFormValues = z.output<typeof offerFormSchema>;

/** What the server is sent for the hold: the deal asked for, the times as instants, empty texts left out. */
export function offerInputOf(hold: Pick<Hold, 'id' | 'date'>, values: OfferFormValues): OfferInput {
  const { dealKind, fee, doorDeal, doorsAt, startsAt, endsAt, hospitality, rider, message } = values;
  return {
    holdId: hold.id,
    dealKind,
    ...(dealKind === 'fee' && { fee: feeOf(fee) }),
    doorDeal: dealKind === 'door' ? doorDeal : undefined,
    ...eveningInstants(hold.date, { doorsAt: doorsAt || undefined, startsAt, endsAt }),
    hospitality: hospitality || undefined,
    rider: rider || undefined,
    message: message || undefined,
  };
}

/** Honorar or Dørdeal, as two radio buttons in a group. */
function DealKindField() {
  const { name, value, error, onChange, onBlur } = useFieldControl<DealKind>();
  const errorId = useId();
  return (
    <fieldset className="space-y-1" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-stone-800">Aftale</legend>
      <div className="flex flex-wrap gap-x-6">
        {DEAL_KINDS.map((kind) => (
          <label key={kind} className="inline-flex min-h-11 items-center gap-2 text-stone-900">
            <input type="radio" name={name} value={kind} checked={value === kind} onChange={() => onChange(kind)} onBlur={onBlur} className="size-5 accent-accent-strong" />
            {DEAL_KIND_LABELS[kind]}
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

type OfferFormProps = {
  /** A hold for an application: the offer goes to its act. */
  hold: Hold;
  venueName: string;
  onDone: () => void;
};

/**
 * "Send tilbud" on a hold: the deal (a fee in kroner or a door deal in words), the evening's times on
 * the held date in Copenhagen, hospitality, rider, a message and a contract (PDF). The act gets a mail with a link where
 * it accepts or declines; the server's refusals ("Der er allerede sendt et tilbud på optionen") stay
 * at the top of the form.
 */
export function OfferForm({ hold, venueName, onDone }: OfferFormProps) {
  const { sendOffer, pending } = useBookingActions();
  const refusal = useFormRefusal();
  const [contract, setContract] = useState<File>();
  const contractError = contract && contractProblem(contract);
  const form = useSchemaForm({
    schema: offerFormSchema,
    defaultValues: { dealKind: 'fee', fee: '', doorDeal: '', doorsAt: '19:00', startsAt: '20:00', endsAt: '22:00', hospitality: '', rider: '', message: '' },
    // A contract the server would refuse keeps the offer from being sent without it.
    onSubmit: async (values) => (contractError ? undefined : refusal.send(sendOffer(hold, offerInputOf(hold, values), contract), onDone)),
  });
  const dealKind = useStore(form.store, (state) => state.values.dealKind);
  return (
    <form.AppForm>
      {refusal.shown}
      <form.Form>
        <p className="text-sm text-stone-700">
          Til <strong>{actName(hold)}</strong> for {dayLabel(hold.date)} hos {venueName}. Akten får en mail med et link, hvor de accepterer eller afslår. Accepterer de, bliver tilbuddet til et
          arrangement kun for medlemmer, som I gør færdigt.
        </p>
        <form.AppField name="dealKind">{() => <DealKindField />}</form.AppField>
        {dealKind === 'fee' ? (
          <form.AppField name="fee">{(field) => <field.TextField label="Honorar i kr." inputMode="numeric" autoComplete="off" hint="Hele kroner, fx 4000" />}</form.AppField>
        ) : (
          <form.AppField name="doorDeal">
            {(field) => <field.TextField label="Dørdealen i ord" autoComplete="off" maxLength={DOOR_DEAL_MAX} hint="Fx 70 % af dørsalget efter udgifter" />}
          </form.AppField>
        )}
        <div className="grid gap-5 sm:grid-cols-3">
          <form.AppField name="doorsAt">{(field) => <field.TextField label="Dørene åbner (valgfri)" type="time" />}</form.AppField>
          <form.AppField name="startsAt">{(field) => <field.TextField label="Koncerten begynder" type="time" />}</form.AppField>
          <form.AppField name="endsAt">{(field) => <field.TextField label="Koncerten slutter" type="time" />}</form.AppField>
        </div>
        <p className="-mt-2 text-sm text-stone-600">Tiderne er på datoen, {dayLabel(hold.date)}. Slutter koncerten før den begynder, er det efter midnat.</p>
        <form.AppField name="hospitality">
          {(field) => <field.TextareaField label="Forplejning (valgfri)" hint="Mad, drikke, overnatning" rows={2} maxLength={TEXT_MAX} />}
        </form.AppField>
        <form.AppField name="rider">{(field) => <field.TextareaField label="Teknik og rider (valgfri)" rows={2} maxLength={TEXT_MAX} />}</form.AppField>
        <form.AppField name="message">
          {(field) => <field.TextareaField label="Besked til akten (valgfri)" hint="Står øverst i tilbuddet" rows={3} maxLength={TEXT_MAX} />}
        </form.AppField>
        <ContractPicker label="Kontrakt (valgfri)" onPick={setContract} error={contractError} />
        <form.SubmitButton pending={pending}>Send tilbud</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  );
}
