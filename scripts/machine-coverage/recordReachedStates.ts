import { afterAll, expect, vi } from 'vitest';
import type * as XState from 'xstate';
import type * as XStateGraph from 'xstate/graph';
import { flushReached } from './reached';

/**
 * Vitest setup file of the unit project: every `createActor` in a node test reports the states
 * its machine (and the machines it invokes) reach, and every xstate/graph walk the states its
 * paths end in, for scripts/machine-coverage.mjs. The test's own `inspect` option still runs.
 */
vi.mock('xstate', async (importOriginal) => {
  const xstate = await importOriginal<typeof XState>();
  const { withRecorder } = await import('./reached');
  return {
    ...xstate,
    createActor: ((logic: unknown, options?: object) =>
      xstate.createActor(
        logic as never,
        withRecorder(options) as never,
      )) as typeof xstate.createActor,
  };
});

// Graph walks (getShortestPaths, getSimplePaths) reach the state each path ends in.
vi.mock('xstate/graph', async (importOriginal) => {
  const graph = await importOriginal<typeof XStateGraph>();
  const { recordPaths } = await import('./reached');
  return {
    ...graph,
    getShortestPaths: ((logic: unknown, options?: unknown) =>
      recordPaths(
        logic,
        graph.getShortestPaths(logic as never, options as never),
      )) as typeof graph.getShortestPaths,
    getSimplePaths: ((logic: unknown, options?: unknown) =>
      recordPaths(
        logic,
        graph.getSimplePaths(logic as never, options as never),
      )) as typeof graph.getSimplePaths,
  };
});

afterAll(() => {
  const testFile = expect.getState().testPath;
  if (testFile) flushReached(testFile);
});
