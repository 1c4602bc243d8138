import { type FormEvent, useEffect, useId, useRef, useState } from 'react';

/** How often a frame is read: quick enough to feel instant, slow enough for an old phone. */
const FRAME_MS = 250;
/** The same code held in front of the camera is read once, not four times a second. */
const SAME_CODE_MS = 3000;

/**
 * The phone's back camera reading reservations' QR codes (qr-decoder.ts, loaded only here), and a field
 * to type the code for a phone without a camera, a screen too dim to read, or a code on paper.
 */
export function QrScanner({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [cameraProblem, setCameraProblem] = useState<string>();
  const [typed, setTyped] = useState('');
  const id = useId();
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;

  useEffect(() => {
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let last = { code: '', at: 0 };
    async function run() {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('Telefonen giver ikke adgang til kameraet her');
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
      if (stopped || !video.current) return;
      video.current.srcObject = stream;
      await video.current.play();
      const { decodeQr } = await import('../qr-decoder');
      const read = async () => {
        if (stopped) return;
        const frame = video.current;
        if (frame && frame.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
          const code = await decodeQr(frame).catch(() => undefined);
          if (code && (code !== last.code || Date.now() - last.at > SAME_CODE_MS)) {
            last = { code, at: Date.now() };
            onCodeRef.current(code);
          }
        }
        timer = setTimeout(read, FRAME_MS);
      };
      void read();
    }
    run().catch((error: unknown) => {
      if (!stopped) setCameraProblem(error instanceof Error && error.name === 'NotAllowedError' ? 'Kameraet må ikke bruges: giv lov i browseren, eller skriv koden' : 'Kameraet kan ikke åbnes: skriv koden');
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!typed.trim()) return;
    onCode(typed.trim());
    setTyped('');
  };

  return (
    <section aria-labelledby={`${id}-title`} className="grid grid-cols-1 gap-3 rounded-2xl bg-stone-900 p-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="text-xl font-bold">
          Scan QR-koden
        </h2>
        <button type="button" onClick={onClose} className="min-h-12 rounded-lg bg-stone-700 px-4 font-bold focus-visible:outline-4 focus-visible:outline-accent">
          Luk
        </button>
      </div>
      {cameraProblem ? (
        <p className="text-lg text-amber-300">{cameraProblem}</p>
      ) : (
        // The camera's picture, to aim with; what it reads is said in the door's messages.
        <video ref={video} muted playsInline aria-label="Kameraet" className="aspect-square w-full rounded-xl bg-black object-cover" />
      )}
      <form onSubmit={submit} className="grid grid-cols-1 gap-2">
        <label htmlFor={`${id}-code`} className="font-semibold">
          Skriv koden
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-code`}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            className="min-h-12 min-w-0 flex-1 rounded-lg bg-black px-3 font-mono text-lg text-white ring-1 ring-stone-600 focus:ring-2 focus:ring-accent focus:outline-none"
          />
          <button type="submit" className="min-h-12 rounded-lg bg-emerald-500 px-4 font-bold text-black focus-visible:outline-4 focus-visible:outline-accent">
            Tjek ind
          </button>
        </div>
      </form>
    </section>
  );
}
