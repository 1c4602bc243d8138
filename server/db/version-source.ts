/**
 * Where a request learns the current content version (server/db/content-version.ts): read per request
 * on SQLite, told to each instance on PostgreSQL (server/db/postgresql-versions.ts). Both modules
 * implement this; neither imports the other's code.
 */
export type VersionSource = {
  read(): Promise<number>;
  /** The number when it can be had at once, without waiting for the database; undefined otherwise (then `read`). */
  now(): number | undefined;
  close(): Promise<void>;
};

/** Where a version source reports trouble it recovers from (the app's logger). */
export type VersionLog = { warn(object: object, message: string): void };
