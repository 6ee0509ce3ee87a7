import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { takesOptions } from '@joinery/flows/admin';
import { exportSowProjectPdf, fetchSowProjectAnswers } from '@joinery/flows/api/admin/sowProjects';
import { answerText, sowWizardMachine, type WizardQuestion } from '@joinery/flows/admin/sowWizard';
import { setupMockServer } from '../../test-utils';

setupMockServer();

/** The text of every page, read by an independent PDF reader (pdf.js), one string. */
async function pdfText(blob: Blob): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(await blob.arrayBuffer()), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return pages.join(' ').replace(/\s+/g, ' ');
}

const answerFor = (q: WizardQuestion) => (q.questionType === 'DT' ? '2026-12-01' : `${q.label} by test`);

describe('Scope_Of_Work.pdf (back-office-admin.md §2 "Print PDF", §9)', () => {
  it('a project made in the wizard tab by tab prints its name, every tab\'s answers and its revision', async () => {
    const actor = createActor(sowWizardMachine, { input: { mode: 'create', user: 'alex.admin@joinery.example' } });
    actor.start();
    const filling = () => waitFor(actor, (s) => s.matches({ editing: 'filling' }), { timeout: 10_000 });
    await filling();
    actor.send({ type: 'type.select', projectTypeId: 1 });
    const { tabs } = actor.getSnapshot().context;
    expect(tabs.length).toBeGreaterThan(2);
    for (const tab of tabs) {
      for (const q of tab.questions) {
        if (takesOptions(q.questionType)) {
          const first = q.questionOptions[0];
          if (first) actor.send({ type: 'answer.choose', questionID: q.questionID, optionID: first.questionOptionID });
        } else {
          actor.send({ type: 'answer.text', questionID: q.questionID, text: tab === tabs[0] && q === tab.questions[0] ? 'Quill Kitchen' : answerFor(q) });
        }
      }
      actor.send({ type: 'tab.save' });
      await filling();
      expect(actor.getSnapshot().context.error).toBeUndefined();
    }
    const { projectId, version, answers } = actor.getSnapshot().context;
    expect(version).toBe(1.1);
    const saved = await fetchSowProjectAnswers(projectId!);
    expect(saved).toMatchObject({ name: 'Quill Kitchen', version: 1.1, lastTabCompleted: null });

    const file = await exportSowProjectPdf(projectId!);
    expect(file.fileName).toBe('Scope_Of_Work.pdf');
    const text = await pdfText(file.blob);
    expect(text).toContain('Quill Kitchen');
    expect(text).toContain('Version 1.1');
    expect(text).toContain('12/01/2026'); // a DT answer prints as MM/DD/YYYY
    for (const tab of tabs) {
      expect(text).toContain(tab.name);
      for (const q of tab.questions) {
        const expected = answerText(q, answers[q.questionID]);
        if (expected) expect(text).toContain(expected);
      }
    }
    actor.stop();
  }, 30_000);
});
