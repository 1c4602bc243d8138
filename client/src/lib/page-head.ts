/** A route's `head`: the page's own name first, so browser tabs and screen readers tell pages apart. */
export const pageHead = (name: string) => () => ({ meta: [{ title: `${name} · Spillested` }] });
