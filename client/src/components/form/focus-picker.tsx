import { type KeyboardEvent, type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import type { ImageFocus } from '../../../../shared/schemas/image-focus';
import { trpc } from '../../lib/trpc';
import { Button } from '../ui/button';
import { useMarkFormBusy } from './form-busy';

const STEP = 5;
const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)));
const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-STEP, 0], ArrowRight: [STEP, 0], ArrowUp: [0, -STEP], ArrowDown: [0, STEP] };

/** "50 % fra venstre, 10 % fra toppen": where the point is, in words. */
const focusText = (focus: ImageFocus | undefined) =>
  focus ? `Fokuspunkt: ${focus.x} % fra venstre, ${focus.y} % fra toppen.` : 'Intet fokuspunkt: billedet beskæres om midten.';

/**
 * The whole picture just uploaded, in which a click or tap (or the arrow keys, on the picture in
 * focus) puts the point every crop keeps in view: a poster's text, a face. Saved with the picture
 * (PUT /api/images/focus) as soon as it stops moving, whatever becomes of the form.
 */
export function FocusPicker({ src, initial }: { src: string; initial?: ImageFocus }) {
  const [focus, setFocus] = useState(initial);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const moved = useRef(false);
  const utils = trpc.useUtils();
  const hintId = useId();
  useMarkFormBusy(saving);

  useEffect(() => {
    if (!moved.current) return;
    const timer = setTimeout(() => {
      setSaving(true);
      setError(undefined);
      utils.client.images.setFocus
        .mutate({ imageUrl: src, focus: focus ?? null })
        .catch((failure: Error) => setError(failure.message))
        .finally(() => setSaving(false));
    }, 400);
    return () => clearTimeout(timer);
  }, [focus, src, utils]);

  const move = (next: ImageFocus | undefined) => {
    moved.current = true;
    setFocus(next);
  };
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    move({ x: clamp(((event.clientX - box.left) / box.width) * 100), y: clamp(((event.clientY - box.top) / box.height) * 100) });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = ARROWS[event.key];
    if (!step) return;
    event.preventDefault();
    const from = focus ?? { x: 50, y: 50 };
    move({ x: clamp(from.x + step[0]), y: clamp(from.y + step[1]) });
  };

  return (
    <div className="w-full space-y-2">
      <p id={`${hintId}-hint`} className="text-sm text-stone-600">
        Klik på det, der altid skal ses, når billedet beskæres, fx plakatens tekst. Med tastaturet flytter piletasterne punktet.
      </p>
      <div
        role="group"
        tabIndex={0}
        aria-label="Vælg fokuspunkt i billedet"
        aria-describedby={`${hintId}-hint ${hintId}-status`}
        onClick={onClick}
        onKeyDown={onKeyDown}
        className="relative inline-block max-w-full cursor-crosshair rounded-md ring-1 ring-stone-300"
      >
        <img src={src} alt="" className="block max-h-64 max-w-full rounded-md" />
        {focus && (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute size-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-accent-strong/60 shadow ring-2 ring-stone-950"
            style={{ left: `${focus.x}%`, top: `${focus.y}%` }}
          />
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <p id={`${hintId}-status`} aria-live="polite" className="text-sm text-stone-700">
          {focusText(focus)}
        </p>
        {focus && (
          <Button variant="secondary" onClick={() => move(undefined)}>
            Fjern fokuspunkt
          </Button>
        )}
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
