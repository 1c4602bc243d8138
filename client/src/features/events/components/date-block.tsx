import { useTranslator } from '../../../lib/i18n';

/** "LØR 14 MAR", "SAT 14 MAR": the date first, as on a poster (docs/screens.md). */
export function DateBlock({ date, className = '' }: { date: string; className?: string }) {
  const { weekday, day, month } = useTranslator().dates.dateBlock(date);
  return (
    <div className={`flex w-14 shrink-0 flex-col items-center rounded-lg bg-accent py-1.5 text-stone-950 ${className}`} aria-hidden="true">
      <span className="text-[0.7rem] font-bold tracking-wider">{weekday}</span>
      <span className="text-2xl leading-none font-black">{day}</span>
      <span className="text-[0.7rem] font-bold tracking-wider">{month}</span>
    </div>
  );
}
