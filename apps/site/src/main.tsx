import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi } from '@joinery/flows/api';
import { apiMode, liveBaseUrls } from './env';
import { App } from './App';

async function boot() {
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
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot();
console.info(`Joinery site: ${apiMode} back end`);
