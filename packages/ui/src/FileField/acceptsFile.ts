/** Lower-cased extension with its dot (".xlsx"), or '' when the name has none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot).toLowerCase() : '';
}

/**
 * Whether a file's name ends in one of the accepted extensions (".xlsx"), case-insensitively.
 * The browser's `accept` only filters its dialog (users can switch to "All files"), and drag
 * and drop ignores it, so the field checks for itself.
 */
export function acceptsFile(fileName: string, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  const extension = extensionOf(fileName);
  return accept.some((allowed) => allowed.toLowerCase() === extension);
}
