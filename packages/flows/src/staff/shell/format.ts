/** back-office-products.md §9: "times in 12-hour format with an offset of five hours subtracted from the hour". */
export const DISPLAY_HOUR_OFFSET = 5;

const two = (n: number) => String(n).padStart(2, '0');

/**
 * A server timestamp as the back office shows it: month/day/year and a 12-hour time, five hours
 * behind the timestamp (§9). Text that is not a date is shown as it came.
 */
export function formatBackOfficeDateTime(timestamp: string): string {
  const time = Date.parse(timestamp);
  if (Number.isNaN(time)) return timestamp;
  const shifted = new Date(time - DISPLAY_HOUR_OFFSET * 3_600_000);
  const hours = shifted.getUTCHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${two(shifted.getUTCMonth() + 1)}/${two(shifted.getUTCDate())}/${shifted.getUTCFullYear()} ${hour12}:${two(shifted.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}
