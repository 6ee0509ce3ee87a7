// Plain Vite and its React plugin: no vanilla-extract, no aliases. The packages' JavaScript and
// their one stylesheet come from node_modules as any app installs them.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: {
    rollupOptions: {
      input: {
        index: 'index.html',
        nostyles: 'nostyles.html',
      },
    },
  },
});
