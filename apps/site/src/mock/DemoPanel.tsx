import { useState } from 'react';
import { Button } from '@joinery/ui/Button';
import { Popover } from '@joinery/ui/Popover';
import { Select } from '@joinery/ui/Select';
import { Stack } from '@joinery/ui/Stack';
import { Text } from '@joinery/ui/Text';
import { ThemeProvider } from '@joinery/ui/theme';
import { calls } from '@joinery/flows/api';
import { activeFaults, clearFaults, faultFromKind, faultKinds, setFault, type FaultKind } from '@joinery/mocks';
import { resetDemoData } from './start';
import * as styles from './DemoPanel.css';

const callOptions = Object.keys(calls)
  .sort()
  .map((id) => ({ value: id, label: id }));
const kindOptions = faultKinds.map((kind) => ({ value: kind, label: kind }));

/**
 * The embedded back end's developer panel (mock mode only, never in a live build): inject a
 * fault into one call, clear faults, or put the demo data back to its seed. Collapsed, it is a small
 * corner tab that dialogs and sticky footers stay above, and it is left out of print.
 */
export function DemoPanel() {
  const [call, setCall] = useState('');
  const [kind, setKind] = useState<FaultKind>('500');
  const [faults, setFaults] = useState(() => Object.keys(activeFaults()));
  const refresh = () => setFaults(Object.keys(activeFaults()));
  // The tab shows "Demo" (and the fault count); its accessible name starts with what it shows.
  const shown = faults.length > 0 ? `Demo (${faults.length})` : 'Demo';
  const label = faults.length > 0 ? `${shown} back end, ${faults.length} fault${faults.length > 1 ? 's' : ''}` : 'Demo back end';
  return (
    <ThemeProvider theme="staff">
      <div className={styles.corner}>
        <Popover.Root>
          <Popover.Trigger asChild>
            <Button size="sm" tone="neutral" className={styles.tab} aria-label={label}>
              {shown}
            </Button>
          </Popover.Trigger>
          <Popover.Content title="Demo back end" side="top" align="start">
            <Stack space="md">
              <Select label="Call" options={callOptions} value={call} onValueChange={setCall} />
              <Select label="Fault" options={kindOptions} value={kind} onValueChange={(v) => setKind(v as FaultKind)} />
              <Button
                size="sm"
                disabled={!call}
                onClick={() => {
                  setFault(call, faultFromKind(kind));
                  refresh();
                }}
              >
                Inject fault
              </Button>
              {faults.length > 0 && <Text size="sm">Active: {faults.join(', ')}</Text>}
              <Button
                size="sm"
                variant="outline"
                tone="neutral"
                onClick={() => {
                  clearFaults();
                  refresh();
                }}
              >
                Clear faults
              </Button>
              <Button
                size="sm"
                variant="outline"
                tone="critical"
                onClick={() => {
                  resetDemoData();
                  window.location.reload();
                }}
              >
                Reset demo data
              </Button>
            </Stack>
          </Popover.Content>
        </Popover.Root>
      </div>
    </ThemeProvider>
  );
}
