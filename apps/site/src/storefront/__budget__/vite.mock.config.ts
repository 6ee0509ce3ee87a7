import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
export default defineConfig({
  root: __dirname,
  publicDir: __dirname + '/../../../../../mocks/public',
  plugins: [react(), vanillaExtractPlugin()],
  define: { 'import.meta.env.VITE_API_MODE': JSON.stringify('mock') },
  build: { outDir: '/tmp/site-mock', emptyOutDir: true, rollupOptions: { input: __dirname + '/index-mock.html' } },
  preview: { port: 5199, strictPort: true },
});
