/** Runs at most `size` pieces of work at once; the rest wait their turn, first come first served. */
export class WorkQueue {
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(readonly size: number) {}

  /** How many pieces of work run now, and how many wait. */
  get running(): number {
    return this.#running;
  }

  get waiting(): number {
    return this.#waiting.length;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#running < this.size) this.#running += 1;
    // A finished piece hands its place straight to the next, so the count never drops in between.
    else await new Promise<void>((resolve) => this.#waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running -= 1;
    }
  }
}
