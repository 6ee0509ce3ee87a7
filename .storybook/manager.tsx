/** @jsxRuntime classic */
// The manager runs on Storybook's own React: its elements must come from that React's createElement.
import React, { useEffect, useState } from 'react';
import { addons, types, useChannel, useStorybookApi } from 'storybook/manager-api';
import { AddonPanel } from 'storybook/internal/components';
import { FORCE_REMOUNT } from 'storybook/internal/core-events';
import { QA_ADDON, QA_EVENTS, QA_PANEL, type QaState } from './qa/protocol';
import { QaPanelView } from './qa/QaPanelView';
import { joineryTheme } from './joineryTheme';
import { VISUAL_ADDON, VISUAL_PANEL, VisualPanel } from './VisualPanel';
import { SCREEN_READER_ADDON, SCREEN_READER_PANEL } from './screenReader/protocol';
import { ScreenReaderPanel } from './screenReader/ScreenReaderPanel';

// Joinery's name, mark and colours in the manager (issue 34).
addons.setConfig({ theme: joineryTheme });

/**
 * The QA panel (issue 21): faults into any call the story makes, the calls it made with their
 * payloads and replies, and a reset of the embedded back end's data; the site's demo panel's
 * vocabulary. The preview's half is .storybook/qa/previewQa.ts.
 */
function QaPanel() {
  const [state, setState] = useState<QaState | null>(null);
  const api = useStorybookApi();
  const emit = useChannel({ [QA_EVENTS.state]: (next: QaState) => setState(next) });
  useEffect(() => emit(QA_EVENTS.requestState), [emit]);
  const rerun = () => {
    const { storyId } = api.getUrlState();
    if (storyId) api.emit(FORCE_REMOUNT, { storyId });
  };
  return (
    <QaPanelView
      state={state}
      onInject={(call, kind) => {
        emit(QA_EVENTS.setFault, { call, kind });
        rerun();
      }}
      onClearFaults={() => {
        emit(QA_EVENTS.clearFaults);
        rerun();
      }}
      onResetData={() => {
        emit(QA_EVENTS.resetData);
        rerun();
      }}
    />
  );
}

addons.register(QA_ADDON, () => {
  addons.add(QA_PANEL, {
    type: types.PANEL,
    title: 'QA: calls and faults',
    render: ({ active }) => (
      <AddonPanel active={Boolean(active)}>
        <QaPanel />
      </AddonPanel>
    ),
  });
});

// The visual references panel (issue 34): the story's committed pictures, and a failed run's difference.
addons.register(VISUAL_ADDON, () => {
  addons.add(VISUAL_PANEL, {
    type: types.PANEL,
    title: 'Visual references',
    render: ({ active }) => (
      <AddonPanel active={Boolean(active)}>
        <VisualPanel />
      </AddonPanel>
    ),
  });
});

// The Screen reader panel (issue 46): what a screen reader says reading the story, and what its play made it announce.
addons.register(SCREEN_READER_ADDON, () => {
  addons.add(SCREEN_READER_PANEL, {
    type: types.PANEL,
    title: 'Screen reader',
    render: ({ active }) => (
      <AddonPanel active={Boolean(active)}>
        <ScreenReaderPanel />
      </AddonPanel>
    ),
  });
});
