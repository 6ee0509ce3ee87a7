/**
 * back-office-admin.md's timestamps (change history's changeDate, a bid note's submissionDate) are
 * the server's wall-clock times without a zone ("2026-03-02T10:00:00"), as its …Display fields
 * (lastUpdatedAtDisplay "03/02/2026 10:00 AM") show them. They are shown as written, whatever the
 * browser's zone: the "five hours subtracted" of back-office-products.md §9 is that document's rule
 * for its own UTC timestamps, not this one's (docs/decisions.md).
 */
const ZONELESS = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;
const two = (n: number) => String(n).padStart(2, '0');

function display(year: number, month: number, day: number, hours: number, minutes: number): string {
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${two(month)}/${two(day)}/${year} ${hour12}:${two(minutes)} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** MM/DD/YYYY h:mm AM of an administration timestamp; one with a zone is shown in the browser's; other text as it came. */
export function formatAdminDateTime(timestamp: string): string {
  const match = ZONELESS.exec(timestamp.trim());
  if (match) {
    const [year, month, day, hours, minutes] = match.slice(1).map(Number) as [number, number, number, number, number];
    return display(year, month, day, hours, minutes);
  }
  const time = Date.parse(timestamp);
  if (Number.isNaN(time)) return timestamp;
  const local = new Date(time);
  return display(local.getFullYear(), local.getMonth() + 1, local.getDate(), local.getHours(), local.getMinutes());
}
