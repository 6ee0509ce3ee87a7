// Pictures of Storybook's Screen reader panel (issue 46) for a few stories, to look at:
//   node scripts/screen-reader-panel-shots.mjs <storybook url> <out dir> <story id>...
// e.g. node scripts/screen-reader-panel-shots.mjs http://localhost:6006 /tmp/sr pages-staff-notfound--default
// Opens each story with the panel shown, waits for the transcript, and writes <story id>.png.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from './chromium.mjs';

const [base, out, ...stories] = process.argv.slice(2);
if (!base || !out || !stories.length) {
  console.error('usage: node scripts/screen-reader-panel-shots.mjs <storybook url> <out dir> <story id>...');
  process.exit(2);
}
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: await findChromium(), args: chromiumArgs });
try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  for (const id of stories) {
    await page.goto(`${base.replace(/\/$/, '')}/?path=/story/${id}&addonPanel=joinery/screen-reader/panel&panelPosition=right`, { waitUntil: 'domcontentloaded', timeout: 240_000 });
    const panel = page.getByRole('region', { name: 'Read from the top' });
    try {
      await panel.getByText(/phrases\)$/).waitFor({ timeout: 240_000 });
    } catch (error) {
      await page.screenshot({ path: path.join(out, `${id}-timeout.png`) });
      throw error;
    }
    const spoken = await panel.getByRole('listitem').allInnerTexts();
    const announced = await page.getByRole('region', { name: 'Announced while the play ran' }).getByRole('listitem').allInnerTexts();
    console.log(`${id}: ${spoken.length} phrases read; announced: ${JSON.stringify(announced)}`);
    console.log(`  first: ${JSON.stringify(spoken.slice(0, 12))}`);
    await page.screenshot({ path: path.join(out, `${id}.png`) });
  }
} finally {
  await browser.close();
}
