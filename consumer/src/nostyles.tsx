// Bad input on purpose: an app that forgot `import '@joinery/ui/styles.css'`.
import { createRoot } from 'react-dom/client';
import { Button, ThemeProvider } from '@joinery/ui';

createRoot(document.getElementById('root')!).render(
  <ThemeProvider theme="staff">
    <Button>Save</Button>
  </ThemeProvider>,
);
