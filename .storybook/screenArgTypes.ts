import type { ArgTypesEnhancer, StrictInputType } from 'storybook/internal/types';

/**
 * A screen's props include its wiring: the machine (`machine`, `listMachine`, `dialogMachine`…),
 * seed data (`initialData`), actors, an inspector. A reviewer changes the shopper, the theme or a
 * fault on a call (the toolbar and the QA panel), never those: on every `Pages/` story they are
 * left out of the controls and the docs table. A story that passes them still can.
 */
const internal = /^(\w*Machine|machine|initial\w*|actors?|inspect|send)$/;

export const hideScreenInternals: ArgTypesEnhancer = (context) => {
  if (!context.title.startsWith('Pages/')) return context.argTypes;
  return Object.fromEntries(
    Object.entries(context.argTypes).map(([name, argType]): [string, StrictInputType] =>
      internal.test(name) ? [name, { ...argType, table: { ...argType.table, disable: true } }] : [name, argType],
    ),
  );
};
