// The Button-only app, built as an app ships it, with React left out so what remains is the app's
// own line plus Joinery's JavaScript (and what Button itself depends on): the figure compared with
// Button's budget (scripts/component-budgets.mjs), as the budget leaves React out too.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist-button',
    rollupOptions: {
      input: 'button.html',
      external: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'],
    },
  },
});
