import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { exportSowProjectPdf } from '@joinery/flows/api/admin/sowProjects';
import { exportSurveyPdf } from '@joinery/flows/api/admin/surveys';
import { xssPayloads } from '../../../e2e/data/xss-payloads';
import { setupMockServer } from '../../test-utils';
import { sowProjects, sowProjectTypes, sowQuestions, sowTabs } from '../../data/admin/scopeOfWork';
import { surveys } from '../../data/admin/surveys';

/*
 * Every PDF the embedded back end writes prints each text exactly as it was typed (issue 43): the
 * scope-of-work project (Scope_Of_Work.pdf) and the individual survey (Individual_Survey.pdf).
 * Each is read back by pdftotext (poppler-utils), as a customer's PDF reader would.
 *
 * - The hostile set is the e2e journeys' (e2e/data/xss-payloads.ts, as e2e/hostileData.ts seeds
 *   it) plus combining marks, fullwidth letters, a leading tab, Hebrew, Arabic, a template tag
 *   and a script tag.
 * - Plain-text fields (Parties, typed answers, the survey's customer and comments) hold the texts
 *   as typed; the rich-text proposal holds them as the editor saves them (HTML-escaped paragraphs).
 * - How a text prints (and so what the comparison expects): a tab is PDF_TAB_SPACES spaces, a
 *   control character (U+0001 in one payload) and a character no embedded font has (a hieroglyph) are
 *   U+FFFD "�", never `?`. Lines wrap, so the comparison ignores whitespace; pdftotext marks
 *   right-to-left runs with U+202B…U+202C, which are dropped before comparing.
 * - pdftotext's reading order (its default) is used, except for the combining-mark text: it puts
 *   one mark twice on a letter, and poppler drops a character drawn exactly over its twin there
 *   (its fake-bold clean-up), so that text is read in content order (`-raw`).
 *
 * pdftotext must be installed: without it this test fails (CI installs poppler-utils, .ci/run).
 */

setupMockServer();

const ZALGO = 'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇';
const TAB = '\t=1+2';
/** An Egyptian hieroglyph (U+13000): no embedded font draws it. */
const NO_FONT = '\u{13000}';
const UNDRAWN = `Signed ${NO_FONT}`;
const TYPED = [
  ...xssPayloads.map((p) => p.payload),
  ZALGO,
  'ＡＢＣ＜script＞',
  TAB,
  'שלום עולם',
  'مرحبا',
  '<%= 7*7 %>',
  '<script>alert(1)</script>',
  UNDRAWN,
];

/** The replacement the PDF prints for a control character or a character no font has. */
const REPLACEMENT = '\uFFFD';

/** A text as the PDF prints it: tabs are spaces, controls and the hieroglyph the replacement. */
function printed(text: string): string {
  return text
    .replace(/\t/g, '    ')
    .replace(/(?![\n\v\f\r])\p{Cc}/gu, REPLACEMENT)
    .replaceAll(NO_FONT, REPLACEMENT);
}
const squeeze = (text: string) => text.replace(/[\s\u202a-\u202e]+/g, '');

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

let dir = '';
beforeAll(() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
  } catch {
    throw new Error('pdftotext is missing: install poppler-utils (apt-get install -y poppler-utils). The PDF check never skips.');
  }
  dir = mkdtempSync(join(tmpdir(), 'joinery-pdf-typed-'));
  return () => rmSync(dir, { recursive: true, force: true });
});

async function pdftotext(blob: Blob, mode: 'reading' | 'raw' | 'layout' = 'reading'): Promise<string> {
  const file = join(dir, `${mode}-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, new Uint8Array(await blob.arrayBuffer()));
  const flags = mode === 'raw' ? ['-raw'] : mode === 'layout' ? ['-layout'] : [];
  return execFileSync('pdftotext', [...flags, '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

/** Every typed text reads back as typed (whitespace aside, see above); gives the text as read. */
async function expectEveryTextAsTyped(blob: Blob): Promise<string> {
  const reading = squeeze(await pdftotext(blob));
  const raw = squeeze(await pdftotext(blob, 'raw'));
  for (const text of TYPED) {
    expect(text === ZALGO ? raw : reading, `${JSON.stringify(text)} as typed`).toContain(squeeze(printed(text)));
  }
  // The hieroglyph no font draws prints as the replacement, which pdftotext reads as U+FFFD.
  expect(reading).toContain(`Signed${REPLACEMENT}`);
  return reading;
}

/** The tab: under its label, "=1+2" is alone on its line, indented past the label (pdftotext -layout). */
async function expectTabIndent(blob: Blob, label: string) {
  const lines = (await pdftotext(blob, 'layout')).split('\n');
  const labelAt = lines.findIndex((line) => line.trim() === label);
  expect(labelAt, `the label ${label}`).toBeGreaterThanOrEqual(0);
  const tabbed = lines.slice(labelAt + 1).find((line) => line.includes('=1+2'));
  expect(tabbed, 'the tabbed answer').toMatch(/^\s+=1\+2\s*$/);
  const indent = (line: string) => line.length - line.trimStart().length;
  expect(indent(tabbed!)).toBeGreaterThan(indent(lines[labelAt]!));
}

// Each PDF takes 2-10 s on a quiet 2-core machine (the fallback font is read once per process); the
// margin is for a loaded one.
describe('PDFs print exactly what was typed (issue 43)', { timeout: 120_000 }, () => {
  it('Scope_Of_Work.pdf: plain-text Parties and answers as typed, the rich-text proposal without its markup only', async () => {
    const project = sowProjects.all().find((p) => !p.deleted)!;
    const type = sowProjectTypes.find(project.projectTypeID)!;
    sowProjectTypes.update(type.projectTypeId, {
      parties: TYPED.join('\n'),
      proposal: TYPED.map((text) => `<p>${escapeHtml(text)}</p>`).join(''),
    });
    const tabIds = new Set(sowTabs.where((t) => t.projectTypeId === type.projectTypeId && t.active && !t.deleted).map((t) => t.projectTabId));
    const typed = sowQuestions.where((q) => tabIds.has(q.projectTabId) && q.isActive && !q.isDeleted && (q.questionType === 'TB' || q.questionType === 'TA'));
    const [nameQuestion, tabQuestion, allQuestion] = typed;
    expect(allQuestion, 'three typed questions in the project type').toBeDefined();
    const answers = new Map([
      [nameQuestion!.questionID, ZALGO],
      [tabQuestion!.questionID, TAB],
      [allQuestion!.questionID, TYPED.join('\n')],
    ]);
    sowProjects.update(project.projectID, {
      results: [...project.results.filter((r) => !answers.has(r.questionID)), ...[...answers].map(([questionID, result]) => ({ questionID, result }))],
    });

    const file = await exportSowProjectPdf(project.projectID);
    expect(file.fileName).toBe('Scope_Of_Work.pdf');
    const reading = await expectEveryTextAsTyped(file.blob);
    // Parties, the proposal and the text-area answer each hold every text: three times over.
    expect(reading.split(squeeze('<%= 7*7 %>')).length - 1).toBeGreaterThanOrEqual(3);
    await expectTabIndent(file.blob, tabQuestion!.label);
  });

  it('Individual_Survey.pdf: the customer and the comments as typed', async () => {
    const survey = surveys.where((s) => s.responded && s.answers.length >= 2)[0]!;
    surveys.update(survey.surveyNumber, {
      customerName: '<%= 7*7 %>',
      answers: survey.answers.map((a, index) => (index === 0 ? { ...a, comment: TYPED.join('\n') } : index === 1 ? { ...a, comment: TAB } : a)),
    });
    const file = await exportSurveyPdf(survey.surveyNumber);
    expect(file.fileName).toBe('Individual_Survey.pdf');
    await expectEveryTextAsTyped(file.blob);
    await expectTabIndent(file.blob, survey.answers[1]!.question);
  });
});
