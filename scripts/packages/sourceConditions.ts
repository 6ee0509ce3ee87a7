// In this repository the site, Storybook and Vitest compile @joinery/ui and @joinery/flows from
// their TypeScript source, as before the packages were built (issue 44, docs/decisions.md): each
// package's `exports` has a `@joinery/source` condition beside `types` (first) and the built
// `default`, and the repository's Vite configurations ask for it. tsc reads the source through
// `paths` in tsconfig.base.json. An app that installs the packages never asks for this condition
// and gets dist/.
import { defaultClientConditions, defaultServerConditions } from 'vite';

export const SOURCE_CONDITION = '@joinery/source';

/** Merged into a Vite (or Vitest project) configuration: browser and server resolution alike. */
export const sourceResolution = {
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
  // Also as the ssr environment's own setting: vanilla-extract's compiler evaluates the .css.ts
  // files in a server of its own made from this configuration with `ssr` replaced, so only this
  // reaches it. Without it a screen's .css.ts read `vars` from @joinery/ui's dist/ once that was
  // built (other variable names): its styles lost their spacing and colours.
  environments: { ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } } },
};
