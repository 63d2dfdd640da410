/**
 * Whether a file matches an `accept` list as the file input understands it: exact MIME types
 * (`image/png`), wildcards (`image/*`) and extensions (`.heic`). Checked again in code because the
 * picker's filter is only a hint (drag and drop, "all files" and some Android pickers ignore it).
 */
export function isAccepted(file: Pick<File, 'name' | 'type'>, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return accept.some((raw) => {
    const rule = raw.trim().toLowerCase();
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}
