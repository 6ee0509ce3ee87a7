import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './node';
import { clearFaults, setFault, type Fault } from './faults';
import { resetStore } from './data/store';

/** Starts the embedded back end around a Node test file; each test starts from the seed. */
export function setupMockServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    clearFaults();
    resetStore();
  });
  afterAll(() => server.close());
}

/** Makes the next call(s) to `call` fail as described. */
export function injectFault(call: string, fault: Fault): void {
  setFault(call, fault);
}
