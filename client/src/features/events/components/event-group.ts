/**
 * Rows grouped by month (the programme) or year (the archive). The heading stays below the site
 * header while its rows scroll by, so a row's month or year is always in view; on a laptop it stands
 * beside its rows and takes no line of its own. Opaque rather than see-through and blurred: a backdrop
 * blur is one more layer for a phone to draw each frame it scrolls. One column of rows: a group of one
 * concert leaves no hole beside it, as a grid of cards did.
 */
export const EVENT_GROUP_CLASSES = {
  section: 'mt-6 lg:grid lg:grid-cols-[11rem_minmax(0,1fr)] lg:gap-6',
  heading:
    'sticky top-(--site-header-height) z-10 -mx-4 bg-stone-950 px-4 py-2 text-xl font-extrabold tracking-tight text-accent sm:text-2xl lg:mx-0 lg:self-start lg:bg-transparent lg:px-0',
  rows: 'mt-1 space-y-2 lg:mt-0',
} as const;
