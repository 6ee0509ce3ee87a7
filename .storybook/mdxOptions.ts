import remarkGfm from 'remark-gfm';
import type { PluggableList } from 'unified';

/**
 * The remark plugins every docs page (.mdx) is compiled with: GitHub-flavoured Markdown, so
 * tables render as tables (MDX 3 has none built in). Storybook (main.ts) and the docs pages'
 * test (scripts/docsPages.test.ts) both take them from here, so the two cannot drift.
 */
export const remarkPlugins: PluggableList = [remarkGfm];
