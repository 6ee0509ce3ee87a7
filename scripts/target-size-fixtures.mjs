// Proof that the target-size check (.storybook/targetSize.ts, issue 46) passes and fails where WCAG
// 2.5.8 says: its code, bundled with esbuild, runs in Chromium over small fixture pages.
//   node scripts/target-size-fixtures.mjs      (exits 1 when a fixture is judged wrongly)
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from './chromium.mjs';

const bundled = await build({
  entryPoints: ['.storybook/targetSize.ts'],
  bundle: true,
  format: 'iife',
  globalName: 'targetSize',
  write: false,
  define: { __JOINERY_TARGET_SIZE_ALL__: 'true' },
});
const code = bundled.outputFiles[0].text;

const small = (more = '') => `style="width:16px;height:16px;padding:0;border:0;${more}"`;
/** name → [html, how many problems the check must find] */
const fixtures = {
  'two 16 px buttons 4 px apart fail': [`<button ${small()} aria-label="A"></button><button ${small('margin-left:4px')} aria-label="B"></button>`, 2],
  'two 16 px buttons 30 px apart pass (spacing exception)': [`<button ${small()} aria-label="A"></button><button ${small('margin-left:30px')} aria-label="B"></button>`, 0],
  '16 px button beside a 40 px button, 2 px apart, fails': [`<button ${small()} aria-label="A"></button><button style="width:40px;height:40px;margin-left:2px">B</button>`, 1],
  '24 px buttons touching pass': [`<button style="width:24px;height:24px;padding:0">A</button><button style="width:24px;height:24px;padding:0">B</button>`, 0],
  'inline links in a sentence are exempt': [`<p style="font-size:10px">Read <a href="#a">the terms</a> and <a href="#b">the policy</a> now.</p>`, 0],
  'a disabled small button is not measured': [`<button ${small()} aria-label="A" disabled></button><button ${small('margin-left:2px')} aria-label="B"></button>`, 0],
  'a hidden native radio is measured as its small label': [
    `<label style="display:inline-block;width:16px;height:16px"><input type="radio" name="r" style="opacity:0;position:absolute">x</label><label style="display:inline-block;width:16px;height:16px"><input type="radio" name="r" style="opacity:0;position:absolute">y</label>`,
    2,
  ],
};

const browser = await chromium.launch({ executablePath: await findChromium(), args: chromiumArgs });
let wrong = 0;
try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  for (const [name, [html, expected]] of Object.entries(fixtures)) {
    await page.setContent(`<!doctype html><body style="margin:20px;font-family:sans-serif">${html}</body>`);
    await page.addScriptTag({ content: code });
    const problems = await page.evaluate(() => globalThis.targetSize.findSmallTargets(document.body));
    const ok = problems.length === expected;
    if (!ok) wrong++;
    console.log(`${ok ? 'ok  ' : 'WRONG'} ${name}: ${problems.length} problem(s)${problems.length ? `: ${problems.map((p) => `${p.control} ${p.width}×${p.height} near ${p.near}`).join('; ')}` : ''}`);
  }
} finally {
  await browser.close();
}
process.exit(wrong ? 1 : 0);
