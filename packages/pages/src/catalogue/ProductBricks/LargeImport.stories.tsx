import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import writeXlsxFile from 'write-excel-file/universal';
import { catalogueListStoryDefaults, searchList } from '../storySupport/catalogueListStories';
import { ProductBricks } from './ProductBricks';

/*
 * Issue 43: a 50,000-row brick values import froze the back office for about 55 s (the workbook
 * read on the page's thread, every row drawn), with the progress bar at 0 and no word at the end.
 * The workbook is now read and checked in a Web Worker that reports rows checked, the values list
 * is the design system's virtualised table, and success is announced. This story imports a
 * generated 50,000-row workbook, measures the page's longest task while it runs (PerformanceObserver
 * 'longtask', no CPU slowdown) and the progress the bar reported, prints both, and clicks into the
 * dialog while the import runs.
 */

const ROWS = 50_000;
/**
 * The longest main-thread task allowed while the import runs: a REGRESSION BOUND, not the issue's
 * target. Issue 43 asks for at most 200 ms; with the workbook read in the worker this story measured
 * 368 ms and 520 ms, and 216-233 ms once the mock handlers compared method and path before reading
 * cookies (mocks/handlers/route.ts). The remaining long tasks are the embedded back end, which MSW
 * runs on the page's thread in Storybook, the 50,000-value re-fetch and the table's rows. With the workbook read on the page's thread it measured
 * 1,082 ms (and 1,700-1,900 ms in earlier runs), so 800 ms fails if the read comes back to the main thread.
 */
const LONGEST_TASK_MS = 800;
/** Issue 43's target for the longest task, printed beside the measured figure (not yet met here). */
const ISSUE_TARGET_MS = 200;
/** The Part Code brick (length 12, Max) takes the generated codes. */
const BRICK_NAME = 'Part Code';
const BRICK_ID = 3;

/** Generated before the play starts measuring (a loader), so its own work is not measured. */
async function largeWorkbook(): Promise<File> {
  const rows: (string | number)[][] = [['BRICKID', 'CODE', 'NAME']];
  for (let i = 0; i < ROWS; i += 1) rows.push([BRICK_ID, `zz${i.toString(36).padStart(4, '0')}`, `Generated value ${i + 1}`]);
  const blob = await writeXlsxFile(rows).toBlob();
  return new File([blob], 'values-50000.xlsx', { type: blob.type });
}

const meta = {
  title: 'Pages/Catalogue/Product Bricks/Large Import',
  component: ProductBricks,
  ...catalogueListStoryDefaults,
} satisfies Meta<typeof ProductBricks>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openPartCode(canvasElement: HTMLElement) {
  const table = await searchList(canvasElement, BRICK_NAME, 'Product Bricks');
  const row = await waitFor(() => {
    const found = within(table).getAllByRole('row').find((r) => r.textContent?.includes(BRICK_NAME));
    if (!found) throw new Error(`no ${BRICK_NAME} row`);
    return found;
  });
  await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
  return screen.findByRole('dialog', { name: 'Edit Brick' });
}

/** 50,000 rows import with no main-thread task over the regression bound (800 ms; issue 43's target is 200 ms), real progress, a click answered meanwhile, and a success message. */
export const ImportFiftyThousandRows: Story = {
  loaders: [async () => ({ workbook: await largeWorkbook() })],
  play: async ({ canvasElement, loaded }) => {
    const workbook = (loaded as { workbook: File }).workbook;
    const dialog = await openPartCode(canvasElement);
    const input = within(dialog).getByLabelText(/^Import/);

    // Every long task from here to the success message.
    const longTasks: number[] = [];
    const tasks = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longTasks.push(Math.round(entry.duration));
    });
    tasks.observe({ type: 'longtask', buffered: false });
    // Every value the progress bar shows.
    const progress: number[] = [];
    const readProgress = () => {
      // The dialog's one progress bar (the import's); a cheap query, as it runs on every change.
      const value = dialog.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow');
      if (value !== null && value !== undefined && Number(value) !== progress.at(-1)) progress.push(Number(value));
    };
    const bar = new MutationObserver(readProgress);
    bar.observe(dialog, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });

    const started = performance.now();
    await userEvent.upload(input, workbook);

    // The page answers a click while the import runs: the Example Code field takes a click and typing.
    const bar100 = () => progress.at(-1) === 100;
    await waitFor(() => expect(within(dialog).getByRole('progressbar', { name: 'Import progress' })).toBeInTheDocument());
    const example = within(dialog).getByRole('textbox', { name: 'Example Code' });
    const clicked = performance.now();
    await userEvent.click(example);
    await userEvent.type(example, '9');
    const answeredMs = Math.round(performance.now() - clicked);
    await expect(example).toHaveFocus();
    await expect(example).toHaveValue('w3030l9');
    // Still importing when the click was answered: the success message is not there yet.
    await expect(within(dialog).queryByText('Import Successful')).toBeNull();
    await expect(bar100()).toBe(false);

    const success = await within(dialog).findByText('Import Successful', {}, { timeout: 90_000 });
    const importMs = Math.round(performance.now() - started);
    readProgress();
    tasks.disconnect();
    bar.disconnect();
    await expect(success.closest('[role="status"]')).not.toBeNull();

    const longest = Math.max(0, ...longTasks);
    console.log(
      `[issue 43] ${ROWS} rows imported in ${importMs} ms; longest main-thread task ${longest} ms (${longTasks.length} long tasks: ${longTasks.join(', ')}); ` +
        `progress reported: ${progress.join(', ')}; click answered in ${answeredMs} ms; ` +
        `regression bound ${LONGEST_TASK_MS} ms (the issue's target is ${ISSUE_TARGET_MS} ms, measured ${longest} ms)`,
    );
    await expect(longest).toBeLessThanOrEqual(LONGEST_TASK_MS);
    // Real progress: it starts at 0, rises through the rows checked and the upload, and ends at 100.
    await expect(progress[0]).toBe(0);
    await expect(progress.at(-1)).toBe(100);
    await expect(progress.filter((p) => p > 0 && p < 100).length).toBeGreaterThanOrEqual(5);
    await expect(progress).toEqual([...progress].sort((a, b) => a - b));

    // The list is virtualised: 50,000 values, a few dozen rows drawn.
    const values = within(dialog).getByRole('table', { name: 'Values' });
    await waitFor(() => expect(within(values).getAllByRole('row').length).toBeGreaterThan(1));
    await expect(within(values).getAllByRole('row').length).toBeLessThan(200);
  },
};
