// Storybook's MDX loader (@storybook/addon-docs/mdx-loader) ships without types; the docs pages'
// test (docsPages.test.ts) drives it as webpack would, to compile each page with Storybook's own MDX.
declare module '@storybook/addon-docs/mdx-loader' {
  interface LoaderContext {
    async(): (error: unknown, code?: string) => void;
    getOptions(): object;
    resourcePath: string;
  }
  const loader: (this: LoaderContext, content: string) => Promise<void>;
  export default loader;
}
