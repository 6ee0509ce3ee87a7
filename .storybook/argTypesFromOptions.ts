import type { ArgTypesEnhancer, StrictInputType } from 'storybook/internal/types';

/**
 * Props typed from the design system's exported value arrays (`(typeof buttonVariants)[number]`)
 * are opaque to react-docgen: the docs table printed `unknown[number]`. Every story already gives
 * those props their values (`argTypes: { variant: { control: 'select', options: buttonVariants } }`),
 * so where the inferred type says nothing, the table's type column lists the values instead:
 * `'solid' | 'outline' | 'ghost' | 'link'`. A type docgen did read (a union, a boolean) is kept.
 */
const opaque = (summary: string | undefined) => !summary || /\[number\]|^unknown$|^other$/.test(summary);

const literal = (value: unknown) => (typeof value === 'string' ? `'${value}'` : String(value));

export const argTypesFromOptions: ArgTypesEnhancer = (context) =>
  Object.fromEntries(
    Object.entries(context.argTypes).map(([name, argType]): [string, StrictInputType] => {
      const options = argType.options;
      const summary = argType.table?.type?.summary;
      if (!Array.isArray(options) || options.length === 0 || !opaque(summary)) return [name, argType];
      return [name, { ...argType, table: { ...argType.table, type: { ...argType.table?.type, summary: options.filter((option) => option !== undefined).map(literal).join(' | ') } } }];
    }),
  );
