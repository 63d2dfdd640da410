/** `?id=` as a database id, or null when it is missing or malformed. */
export function idParam(params: URLSearchParams, name = 'id'): number | null {
  const raw = params.get(name);
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
