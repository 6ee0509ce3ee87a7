export { isUnderPath, sameOriginPath } from './sameOrigin';
/** Test data (the unit tests and the journey signInRedirect): addresses that must not be followed. */
export { knownBypasses } from './knownBypasses';
