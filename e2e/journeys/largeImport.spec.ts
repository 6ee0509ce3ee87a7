import writeXlsxFile from 'write-excel-file/node';
import { expect, test } from '../fixtures';
import { openFromMenu, personas, signInThroughDemoProvider } from './staffSupport';

/**
 * Issue 43: a 50,000-row brick values import on the built site (the back office as staff get it,
 * with the embedded back end): the page's longest main-thread task while the import runs, measured
 * with PerformanceObserver 'longtask' at 1x CPU, stays within 200 ms; the progress bar reports real
 * progress; a click and typing are answered while it runs; the success message ends it. Both figures
 * are printed. (Storybook's Large Import story measures the same in React's development build.)
 */
const ROWS = 50_000;
const LONGEST_TASK_MS = 200;

test('a 50,000-row brick values import keeps the page answering, with no task over 200 ms', async ({
  page,
  journey,
}, testInfo) => {
  test.slow();
  const workbook = testInfo.outputPath('values-50000.xlsx');
  const rows: { value: string | number }[][] = [
    [{ value: 'BRICKID' }, { value: 'CODE' }, { value: 'NAME' }],
  ];
  for (let i = 0; i < ROWS; i += 1)
    rows.push([
      { value: 3 },
      { value: `zz${i.toString(36).padStart(4, '0')}` },
      { value: `Generated value ${i + 1}` },
    ]);
  await writeXlsxFile(rows).toFile(workbook);

  await signInThroughDemoProvider(page, journey, personas.catalogue);
  await openFromMenu(page, 'Products', 'Product Bricks');
  const search = page.getByRole('searchbox', { name: 'Search by name' });
  await expect(search).toBeEnabled();
  await search.fill('Part Code');
  const row = page.getByRole('row', { name: /^Part Code/ });
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Brick' });
  const example = edit.getByRole('textbox', { name: 'Example Code' });
  await expect(example).toBeVisible();
  const exampleBefore = await example.inputValue();

  // Every long task and every progress value from the file's choice to the success message.
  await page.evaluate(() => {
    const w = window as unknown as {
      __longTasks: number[];
      __progress: number[];
      __stopWatching: () => void;
    };
    w.__longTasks = [];
    w.__progress = [];
    const tasks = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longTasks.push(Math.round(entry.duration));
    });
    tasks.observe({ type: 'longtask', buffered: false });
    const dialog = document.querySelector('[role="dialog"]')!;
    const read = () => {
      const value = dialog.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow');
      if (value != null && Number(value) !== w.__progress.at(-1)) w.__progress.push(Number(value));
    };
    const bar = new MutationObserver(read);
    bar.observe(dialog, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
    w.__stopWatching = () => {
      read();
      tasks.disconnect();
      bar.disconnect();
    };
  });
  const started = Date.now();
  const chooser = page.waitForEvent('filechooser');
  await edit.getByRole('button', { name: 'Import' }).click();
  await (await chooser).setFiles(workbook);

  // The page answers while the import runs.
  await expect(edit.getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
  await example.click();
  await page.keyboard.type('9');
  await expect(example).toHaveValue(`${exampleBefore}9`);
  await expect(edit.getByText('Import Successful')).toBeHidden();

  await expect(edit.getByText('Import Successful')).toBeVisible({ timeout: 120_000 });
  const importMs = Date.now() - started;
  const { longTasks, progress } = await page.evaluate(() => {
    const w = window as unknown as {
      __longTasks: number[];
      __progress: number[];
      __stopWatching: () => void;
    };
    w.__stopWatching();
    return { longTasks: w.__longTasks, progress: w.__progress };
  });
  const longest = Math.max(0, ...longTasks);
  console.log(
    `[issue 43] built site: ${ROWS} rows imported in ${importMs} ms; longest main-thread task ${longest} ms ` +
      `(target ${LONGEST_TASK_MS} ms; ${longTasks.length} long tasks: ${longTasks.join(', ')}); progress reported: ${progress.join(', ')}`,
  );
  testInfo.annotations.push({
    type: 'issue 43',
    description: `longest task ${longest} ms; progress ${progress.join(', ')}`,
  });
  expect(progress[0]).toBe(0);
  expect(progress.at(-1)).toBe(100);
  expect(progress.filter((p) => p > 0 && p < 100).length).toBeGreaterThanOrEqual(5);
  expect(progress).toEqual([...progress].sort((a, b) => a - b));
  expect(longest).toBeLessThanOrEqual(LONGEST_TASK_MS);
  // The values list is virtualised: a few dozen of the 50,000 rows are drawn.
  const drawn = await edit.getByRole('table', { name: 'Values' }).getByRole('row').count();
  expect(drawn).toBeGreaterThan(1);
  expect(drawn).toBeLessThan(200);
});
