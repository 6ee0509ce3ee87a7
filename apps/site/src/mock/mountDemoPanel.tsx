import { createRoot } from 'react-dom/client';
import { DemoPanel } from './DemoPanel';

/** Mounts the developer panel in its own root, beside the app. */
export function mountDemoPanel(): void {
  const host = document.createElement('div');
  host.id = 'joinery-demo-panel';
  document.body.appendChild(host);
  createRoot(host).render(<DemoPanel />);
}
