import { Controls, Description, Primary, Stories, Subtitle, Title, useOf } from '@storybook/addon-docs/blocks';
import { componentBudgets } from '../scripts/component-budgets.mjs';

/**
 * Every docs page is Storybook's own (title, description, primary story, controls, stories); a
 * design-system component's page also shows how an app imports it and what that costs (issue 44):
 * the line to write and the budget `npm run size` holds the component to (size-limit: the
 * component bundled alone with what it imports, gzip, React excluded; the README lists each
 * measured size), plus the one stylesheet every app imports once.
 */
export function ComponentDocsPage() {
  const resolved = useOf('meta');
  const fileName = resolved.type === 'meta' ? String(resolved.preparedMeta.parameters['fileName'] ?? '') : '';
  const folder = /packages\/ui\/src\/([^/]+)\/[^/]+\.stories\.tsx$/.exec(fileName)?.[1];
  return (
    <>
      <Title />
      <Subtitle />
      {folder && folder !== 'docs' ? <ImportLine folder={folder} /> : null}
      <Description />
      <Primary />
      <Controls />
      <Stories />
    </>
  );
}

function ImportLine({ folder }: { folder: string }) {
  const budget = componentBudgets[folder];
  const line = `import { ${folder} } from '@joinery/ui/${folder}';`;
  return (
    <section aria-label="Use it in your app" data-import-line="">
      <pre>
        <code>{`import '@joinery/ui/styles.css'; // once per app\n${line}`}</code>
      </pre>
      <p>
        {budget === undefined
          ? 'Import cost: measured with the component that uses it.'
          : `Import cost: at most ${budget} kB of JavaScript (gzip, React excluded), the budget npm test's size step holds ${folder} to, bundled alone with everything it imports.`}{' '}
        See Docs/Use Joinery in your app.
      </p>
    </section>
  );
}
