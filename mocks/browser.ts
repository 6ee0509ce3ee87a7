import { setupWorker } from 'msw/browser';
import { allHandlers } from './handlers';
import { isApiRequest } from './api-request';

/** The embedded back end for the site's mock mode. */
export async function startMockWorker(): Promise<void> {
  const worker = setupWorker(...allHandlers);
  await worker.start({
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest(request, print) {
      if (isApiRequest(request)) print.error();
    },
  });
}
