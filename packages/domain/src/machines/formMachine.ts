import type { FieldErrors } from '../validation/keys';

/*
 * What the form machines (deposit, withdrawal, store application) do alike, written once so the
 * three cannot drift.
 */

/** EDIT: the edited fields take their new values and lose their messages; a shown failure goes. */
export function editForm<F extends object>(
  context: { values: F; errors: FieldErrors<Extract<keyof F, string>> },
  edited: Partial<F>,
) {
  const errors = { ...context.errors };
  for (const key of Object.keys(edited) as Extract<keyof F, string>[]) delete errors[key];
  return { values: { ...context.values, ...edited }, errors, failure: null };
}
