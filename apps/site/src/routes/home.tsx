import { ThemeProvider } from '@joinery/ui/theme';
import { RelatedProducts } from '@joinery/pages/RelatedProducts';

export function HomeRoute() {
  return (
    <ThemeProvider theme="dealer" fill>
      <main style={{ maxWidth: 1100, margin: '0 auto', padding: 24 }}>
        <h1>Joinery</h1>
        <RelatedProducts input={{ categoryContentLinkId: 1, attributesToMatch: [], productType: 'Base Cabinets' }} />
      </main>
    </ThemeProvider>
  );
}
