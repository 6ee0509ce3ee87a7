// A Button-only app: the stylesheet, the theme and one component, nothing else of Joinery's.
import '@joinery/ui/styles.css';
import { createRoot } from 'react-dom/client';
import { Button } from '@joinery/ui/Button';
import { ThemeProvider } from '@joinery/ui/theme';

createRoot(document.getElementById('root')!).render(
  <ThemeProvider theme="staff">
    <Button onClick={() => console.log('saved')}>Save</Button>
  </ThemeProvider>,
);
