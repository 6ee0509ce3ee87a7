import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, within } from 'storybook/test';
import { flowTally, sumTallies, tallyText, type FlowTally } from './coverage';
import { storyHref } from './FlowMap';
import {
  allFlows,
  domainTitles,
  linksOf,
  loadMeasured,
  mapStoryId,
  nodeCoverage,
  type Measured,
} from './flowStories';
import { flowDomains } from './registry';

/**
 * Flow coverage for QA (issue 30): per domain and per machine, the resting states and the
 * transitions that story plays reach (measured in the last story test run), that only node tests
 * reach, and that nothing reaches; each machine links to its map. `npm test` prints the same
 * figures at its end (scripts/machine-coverage.mjs, from the same files and the same counting).
 */
const cell: CSSProperties = {
  border: '1px solid #c9ced6',
  padding: '4px 8px',
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
};
const nameCell: CSSProperties = { ...cell, textAlign: 'left' };
const warn = { color: '#a2400b', fontWeight: 600 } as const;

function Counts({ tally }: { tally: FlowTally['states'] }) {
  return (
    <>
      <td style={cell}>
        {tally.byStories} / {tally.total}
      </td>
      <td style={cell}>{tally.nodeOnly}</td>
      <td style={{ ...cell, ...(tally.nowhere ? warn : {}) }}>{tally.nowhere}</td>
    </>
  );
}

function CoveragePage({ measured }: { measured: Measured }) {
  const tallies = allFlows.map((flow) =>
    flowTally(flow, linksOf(measured, flow.key), nodeCoverage[flow.key]),
  );
  const states = sumTallies(tallies.map((t) => t.states));
  const transitions = sumTallies(tallies.map((t) => t.transitions));
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', color: '#1b1f24', maxWidth: 1100 }}>
      <h1 style={{ fontSize: 26, margin: '0 0 8px' }}>Flow coverage</h1>
      <p style={{ margin: '0 0 4px' }}>
        What the stories&apos; plays really reach, measured by the last story test run (a story file
        changed since then counts for nothing until it runs again), beside what only the node tests
        reach. {allFlows.length} machines.
      </p>
      <ul aria-label="Totals" style={{ margin: '0 0 16px' }}>
        <li>{tallyText(states, 'resting states')}</li>
        <li>{tallyText(transitions, 'transitions')}</li>
      </ul>
      {measured.stale.length > 0 && (
        <p role="note" style={warn}>
          Changed since their last run, so not counted: {measured.stale.join(', ')}.
        </p>
      )}
      {flowDomains.map((domain) => {
        const ofDomain = tallies.filter((t) => t.domain === domain);
        const headingId = `coverage-${domain}`;
        return (
          <section key={domain} aria-labelledby={headingId}>
            <h2 id={headingId} style={{ fontSize: 20, margin: '16px 0 4px' }}>
              {domainTitles[domain]}
            </h2>
            <p style={{ margin: '0 0 6px' }} data-domain-summary={domain}>
              {tallyText(sumTallies(ofDomain.map((t) => t.states)), 'states')};{' '}
              {tallyText(sumTallies(ofDomain.map((t) => t.transitions)), 'transitions')}
            </p>
            <div style={{ overflowX: 'auto' }}>
              <table
                aria-label={`${domainTitles[domain]} machines`}
                style={{ borderCollapse: 'collapse', fontSize: 14, width: '100%' }}
              >
                <thead>
                  <tr>
                    <th style={nameCell} rowSpan={2} scope="col">
                      Machine
                    </th>
                    <th style={nameCell} colSpan={3} scope="colgroup">
                      States
                    </th>
                    <th style={nameCell} colSpan={3} scope="colgroup">
                      Transitions
                    </th>
                  </tr>
                  <tr>
                    {['by stories', 'node tests only', 'nothing', 'by stories', 'node tests only', 'nothing'].map(
                      (label, i) => (
                        <th key={i} style={cell} scope="col">
                          {label}
                        </th>
                      ),
                    )}
                  </tr>
                </thead>
                <tbody>
                  {ofDomain.map((t) => (
                    <tr key={t.key} data-machine={t.key}>
                      <th style={nameCell} scope="row">
                        <a href={storyHref(mapStoryId(domain, t.key))} target="_top">
                          {t.title}
                        </a>
                      </th>
                      <Counts tally={t.states} />
                      <Counts tally={t.transitions} />
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        );
      })}
    </main>
  );
}

const meta = {
  title: 'Flows/Coverage',
  tags: ['!autodocs'],
  parameters: { layout: 'padded', controls: { disable: true } },
  loaders: [async () => ({ measured: await loadMeasured() })],
  render: (_args, { loaded }) => <CoveragePage measured={loaded['measured'] as Measured} />,
} satisfies Meta;
export default meta;

/**
 * Every machine has its row, linked to its map, with the counts of the shared counting
 * (coverage.ts), and the totals read as `npm test` prints them.
 */
export const Coverage: StoryObj<typeof meta> = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const measured = loaded['measured'] as Measured;
    const tallies = allFlows.map((flow) =>
      flowTally(flow, linksOf(measured, flow.key), nodeCoverage[flow.key]),
    );
    const totals = canvas.getByRole('list', { name: 'Totals' });
    await expect(totals).toHaveTextContent(
      tallyText(sumTallies(tallies.map((t) => t.states)), 'resting states'),
    );
    await expect(totals).toHaveTextContent(
      tallyText(sumTallies(tallies.map((t) => t.transitions)), 'transitions'),
    );
    for (const t of tallies) {
      const row = canvasElement.querySelector(`tr[data-machine="${t.key}"]`) as HTMLElement;
      await expect(within(row).getByRole('link', { name: t.title })).toHaveAttribute(
        'href',
        storyHref(mapStoryId(t.domain, t.key)),
      );
      const cells = [...row.querySelectorAll('td')].map((td) => td.textContent);
      await expect(cells).toEqual([
        `${t.states.byStories} / ${t.states.total}`,
        String(t.states.nodeOnly),
        String(t.states.nowhere),
        `${t.transitions.byStories} / ${t.transitions.total}`,
        String(t.transitions.nodeOnly),
        String(t.transitions.nowhere),
      ]);
    }
    // Some story reaches some state: the page reads the measured runs, not an empty file.
    await expect(tallies.some((t) => t.states.byStories > 0)).toBe(true);
  },
};
