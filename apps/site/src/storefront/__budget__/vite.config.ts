import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
export default defineConfig({
  root: __dirname,
  plugins: [react(), vanillaExtractPlugin()],
  define: { 'import.meta.env.VITE_API_MODE': JSON.stringify('live') },
  build: { sourcemap: true, outDir: '/tmp/site-live', emptyOutDir: true, manifest: true, rollupOptions: { input: __dirname + '/index.html' } },
});
