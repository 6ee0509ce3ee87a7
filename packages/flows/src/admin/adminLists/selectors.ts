import type { SnapshotFrom } from 'xstate';
import type { AdminListsMachine } from './adminLists.machine';
import { currentDefinition } from './adminLists.machine';
import { addFieldsOf } from './rules';

/** What the AdminListsEditor draws from the machine. */
export function adminListsView<Data>(snapshot: SnapshotFrom<AdminListsMachine<Data>>) {
  const { context } = snapshot;
  const definition = currentDefinition(context);
  const items = context.lists[context.listId] ?? [];
  const busy = !snapshot.matches('ready');
  return {
    definition,
    items,
    selectedKeys: items.filter((item) => item.selected).map((item) => item.key),
    /** The Selected items, for the second dual list, and those on its Selected side. */
    secondaryItems: items.filter((item) => item.selected),
    secondaryKeys: items.filter((item) => item.selected && item.secondary).map((item) => item.key),
    addFields: definition ? addFieldsOf(definition) : [],
    addDisabled: definition?.addDisabled ?? false,
    loading: snapshot.matches('loading'),
    submitting: snapshot.matches('submitting'),
    busy,
    submitted: context.submitted,
  };
}
