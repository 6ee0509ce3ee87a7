/**
 * The DualListPicker's moves as pure functions over the ordered list of selected ids. `ids` are
 * the items the user highlighted; order within a moved group is always kept.
 */

/** Appends ids not yet selected, in the order given. */
export function moveIn(selected: readonly string[], ids: readonly string[]): string[] {
  const present = new Set(selected);
  return [...selected, ...ids.filter((id) => !present.has(id))];
}

/** Removes ids from the selection, except locked ones, which cannot leave it. */
export function moveOut(
  selected: readonly string[],
  ids: readonly string[],
  locked: ReadonlySet<string>,
): string[] {
  const leaving = new Set(ids.filter((id) => !locked.has(id)));
  return selected.filter((id) => !leaving.has(id));
}

export function moveToTop(selected: readonly string[], ids: readonly string[]): string[] {
  const moving = new Set(ids);
  return [...selected.filter((id) => moving.has(id)), ...selected.filter((id) => !moving.has(id))];
}

export function moveToBottom(selected: readonly string[], ids: readonly string[]): string[] {
  const moving = new Set(ids);
  return [...selected.filter((id) => !moving.has(id)), ...selected.filter((id) => moving.has(id))];
}

/**
 * Moves each highlighted id one place up, past the nearest id that is not moving. A block
 * already at the top stays, and the ids below it keep their relative order.
 */
export function moveUp(selected: readonly string[], ids: readonly string[]): string[] {
  const moving = new Set(ids);
  const next = [...selected];
  for (let index = 1; index < next.length; index += 1) {
    const current = next[index] as string;
    const above = next[index - 1] as string;
    if (moving.has(current) && !moving.has(above)) {
      next[index - 1] = current;
      next[index] = above;
    }
  }
  return next;
}

export function moveDown(selected: readonly string[], ids: readonly string[]): string[] {
  return moveUp([...selected].reverse(), ids).reverse();
}
