/** Default texts of DualListPicker; screens may pass their own through `messages` (hence not `as const`). */
export const dualListMessages = {
  available: 'Available',
  selected: 'Selected',
  moveAllIn: 'Move all to Selected',
  moveIn: 'Move to Selected',
  moveOut: 'Move to Available',
  moveAllOut: 'Move all to Available',
  moveToTop: 'Move to top',
  moveUp: 'Move up',
  moveDown: 'Move down',
  moveToBottom: 'Move to bottom',
  locked: 'Locked',
  empty: 'None',
  newItem: 'New item',
  addItem: 'Add',
  movedIn: (count: number) => `${count} moved to Selected.`,
  movedOut: (count: number) => `${count} moved to Available.`,
};

export type DualListMessages = typeof dualListMessages;
