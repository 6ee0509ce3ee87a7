/**
 * The most rows a commit adds to the DOM (issue 47). A fast wheel brings 15 rows or more into range
 * at once, and their style, layout and paint in one frame took over 50 ms at 4x CPU; past this many
 * new rows the range lands over several frames instead, the rows in view first.
 */
export const MAX_NEW_ROWS_PER_COMMIT = 8;

export type RowRange = readonly [from: number, to: number];

/**
 * The range to draw next on the way from the one drawn (`landed`) to the one wanted (`target`):
 * the target, unless that adds more than `budget` rows; then the landed rows still wanted plus
 * `budget` new ones next to them, on the side of the rows in view (`visible`) first, or, when the
 * two ranges do not meet (a jump), `budget` rows from the first one in view. Ranges are inclusive
 * row indexes; an empty one ends before it starts.
 */
export function stepToward(
  landed: RowRange | null,
  target: RowRange,
  visible: RowRange | null,
  budget: number,
): RowRange {
  // Nothing drawn yet (the first rows, or rows arriving in an empty table): all at once.
  if (!landed || landed[1] < landed[0]) return target;
  const [from, to] = target;
  const [landedFrom, landedTo] = landed;
  const above = Math.max(0, Math.min(to + 1, landedFrom) - from);
  const below = Math.max(0, to - Math.max(from - 1, landedTo));
  const overlaps = from <= landedTo && landedFrom <= to;
  if (!overlaps) {
    if (to - from + 1 <= budget) return target;
    const start = Math.min(Math.max(visible?.[0] ?? from, from), to);
    return [start, Math.min(to, start + budget - 1)];
  }
  if (above + below <= budget) return target;
  // The side whose rows in view are not drawn yet goes first.
  const downFirst = visible ? visible[1] > landedTo : below >= above;
  const addBelow = downFirst ? Math.min(below, budget) : Math.min(below, budget - Math.min(above, budget));
  const addAbove = Math.min(above, budget - addBelow);
  return [Math.max(from, landedFrom) - addAbove, Math.min(to, landedTo) + addBelow];
}

