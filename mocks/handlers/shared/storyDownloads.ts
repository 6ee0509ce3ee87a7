/**
 * Story support: the names of the files a screen saves. Every download goes through a link's
 * `click()` with its `download` name (flows' saveBlob); while `act` runs, those clicks are
 * recorded instead of saving, and the browser's own `click` is put back afterwards, even when
 * `act` fails (stories share one iframe in a test run):
 *   await withDownloads(async (files) => {
 *     await userEvent.click(exportButton);
 *     await waitFor(() => expect(files).toEqual(['Bids_Export.xlsx']));
 *   });
 */
export async function withDownloads(act: (files: string[]) => Promise<void>): Promise<string[]> {
  const files: string[] = [];
  const prototype = HTMLAnchorElement.prototype;
  const original = Object.getOwnPropertyDescriptor(prototype, 'click');
  const browserClick = prototype.click;
  Object.defineProperty(prototype, 'click', {
    configurable: true,
    writable: true,
    value: function click(this: HTMLAnchorElement) {
      if (this.download) files.push(this.download);
      else browserClick.call(this);
    },
  });
  try {
    await act(files);
  } finally {
    if (original) Object.defineProperty(prototype, 'click', original);
    else delete (prototype as { click?: unknown }).click;
  }
  return files;
}
