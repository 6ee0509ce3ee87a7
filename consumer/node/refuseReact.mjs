// Loaded with `node --import ./node/refuseReact.mjs`: any import of React (or a React binding)
// fails the run, so `@joinery/flows`'s machines are proven to load without React.
import { register } from 'node:module';

register(
  `data:text/javascript,${encodeURIComponent(`
export async function resolve(specifier, context, next) {
  if (/^(react|react-dom|@xstate\\/react)(\\/|$)/.test(specifier))
    throw new Error('React was imported in the Node check: ' + specifier + ' from ' + context.parentURL);
  return next(specifier, context);
}`)}`,
);
