/**
 * The fields a body gives: an optional field added after the spec and left out of a PUT keeps what
 * is stored (shared/schemas/common.ts, optionalField), so assigning must skip it, not write undefined.
 */
export const givenFields = <Fields extends object>(fields: Fields): Fields =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Fields;
