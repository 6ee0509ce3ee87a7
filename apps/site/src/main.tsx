import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { configureApi } from '@joinery/flows/api';
import { apiMode, liveBaseUrls } from './env';
import { App } from './App';

/**
 * The page's Content-Security-Policy nonce (apps/site/contentSecurityPolicy.ts), handed to the
 * one library that writes a <style> element at run time: Radix's scroll lock reads it from
 * `__webpack_nonce__`. Without it the policy would refuse that style while a dialog is open.
 */
function shareCspNonce() {
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
  if (nonce) Object.assign(globalThis, { __webpack_nonce__: nonce });
}

async function boot() {
  shareCspNonce();
  if (import.meta.env.VITE_API_MODE === 'mock') {
    // Lazily loaded so a live build contains no MSW code and no fixtures.
    const { startMockBackEnd } = await import('./mock/start');
    await startMockBackEnd();
    void import('./mock/mountDemoPanel').then((m) => m.mountDemoPanel());
  } else {
    configureApi({ storefrontBaseUrl: liveBaseUrls.storefront, staffBaseUrl: liveBaseUrls.staff });
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element');
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // A storefront page prerendered at build time (apps/site/prerender.ts) is hydrated: its HTML
  // stays on screen while the route's chunk loads. Any other page (the back office, an unknown
  // address) comes with an empty #root and is rendered here.
  // Hydrated as a transition (issue 33), so React hydrates in slices and yields to the browser
  // between them instead of one long task (the default lane is not time-sliced).
  if (root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

void boot();
console.info(`Joinery site: ${apiMode} back end`);
