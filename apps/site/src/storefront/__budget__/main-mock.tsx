import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
async function boot() {
  const { startMockBackEnd } = await import('../../mock/start');
  await startMockBackEnd();
  createRoot(document.getElementById('root')!).render(<StrictMode><App /></StrictMode>);
}
void boot();
