import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { contentSecurityPolicyPlugin, CSP_NONCE_PLACEHOLDER } from './contentSecurityPolicy.ts';

export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };
  const apiMode = env['VITE_API_MODE'] === 'live' ? 'live' : 'mock';
  return {
    plugins: [react(), vanillaExtractPlugin(), contentSecurityPolicyPlugin(env)],
    // Mock mode serves MSW's service worker; a live build ships none of it.
    publicDir: apiMode === 'mock' ? '../../mocks/public' : 'public',
    define: { 'import.meta.env.VITE_API_MODE': JSON.stringify(apiMode) },
    // Every script and stylesheet tag gets the policy's nonce (contentSecurityPolicy.ts).
    html: { cspNonce: CSP_NONCE_PLACEHOLDER },
    server: { port: 5173, strictPort: true },
    preview: { port: 5173, strictPort: true },
    build: { sourcemap: false, manifest: true, chunkSizeWarningLimit: 800 },
  };
});
