/**
 * Saves a downloaded file under the name the specification gives it (BrickValues_Export.xlsx,
 * Bids_Export.xlsx, Scope_Of_Work.pdf...). In Node (tests) it does nothing and returns the name.
 */
export function saveBlob(blob: Blob, fileName: string): string {
  if (typeof document === 'undefined' || typeof URL.createObjectURL !== 'function') return fileName;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return fileName;
}
