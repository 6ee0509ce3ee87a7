import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Spinner } from '@joinery/ui/Spinner';
import type { SowProjectType, SowTab } from '@joinery/flows/api/admin/sowTemplates';
import { resolveSowPlace, SOW_PLACE_PARAMS, sowBuilderMessages as m, sowPlaceIds, type BuilderQuestion, type SowPlaceIds } from '@joinery/flows/admin/sowBuilder';
import { useBackOfficeNavigation } from '../../staff/navigation';
import { useAddressQuery, withQuery } from '../../staff/shared/useAddressQuery';
import { focusLost, focusWhenSettled, pageHeading } from '../../shared/focusAfter';
import { OptionsLevel } from './OptionsLevel';
import { QuestionsLevel } from './QuestionsLevel';
import { TabsLevel } from './TabsLevel';
import { TypesLevel } from './TypesLevel';
import type { Place } from './levelParts';

/** The records seen this visit, by id, so a level named by the address shows at once. */
interface Seen {
  types: Map<number, SowProjectType>;
  tabs: Map<number, SowTab>;
  questions: Map<number, BuilderQuestion>;
}

/** The level the address names, when every record it names has been seen; undefined while one is missing. */
function placeOf(ids: SowPlaceIds, seen: Seen): Place | undefined {
  if (ids.type === undefined) return { level: 'types' };
  const type = seen.types.get(ids.type);
  if (!type) return undefined;
  if (ids.tab === undefined) return { level: 'tabs', type };
  const tab = seen.tabs.get(ids.tab);
  if (!tab) return undefined;
  if (ids.question === undefined) return { level: 'questions', type, tab };
  const question = seen.questions.get(ids.question);
  return question ? { level: 'options', type, tab, question } : undefined;
}

/** `seen` with these records added (a new object: it is React state). */
function withSeen(seen: Seen, type?: SowProjectType, tab?: SowTab, question?: BuilderQuestion): Seen {
  return {
    types: type ? new Map(seen.types).set(type.projectTypeId, type) : seen.types,
    tabs: tab ? new Map(seen.tabs).set(tab.projectTabId, tab) : seen.tabs,
    questions: question ? new Map(seen.questions).set(question.questionID, question) : seen.questions,
  };
}

const key = (ids: SowPlaceIds) => `${ids.type ?? ''}/${ids.tab ?? ''}/${ids.question ?? ''}`;

/**
 * Scope of Work Admin (/ScopesList; back-office-admin.md §2, §4, §5): the SOW form builder with its
 * live preview. Its level is kept in the address (`?type=&tab=&question=`, issue 45): each step down
 * or back is a history entry, so the browser's Back returns to the level before, a reload or shared
 * link opens the same level, and the menu's own entry (/ScopesList) shows the project types.
 */
export function ScopeOfWorkAdmin() {
  const { location, navigate } = useBackOfficeNavigation();
  const address = useAddressQuery();
  const ids = sowPlaceIds(address.get);
  const [seen, setSeen] = useState<Seen>({ types: new Map(), tabs: new Map(), questions: new Map() });
  const place = placeOf(ids, seen);
  const missing = place === undefined ? key(ids) : undefined;

  // A reload or a shared link names records this visit has not seen: ask the server for them. What
  // it cannot find leaves the address at the level above (replaced, so Back does not return to it).
  useEffect(() => {
    if (missing === undefined) return;
    const controller = new AbortController();
    const wanted = sowPlaceIds(address.get);
    resolveSowPlace(wanted, controller.signal)
      .then((found) => {
        const next = withSeen(seen, found.type, found.tab, found.question);
        setSeen(next);
        if (placeOf(wanted, next) === undefined)
          address.set({
            [SOW_PLACE_PARAMS.type]: found.type ? String(found.type.projectTypeId) : undefined,
            [SOW_PLACE_PARAMS.tab]: found.tab ? String(found.tab.projectTabId) : undefined,
            [SOW_PLACE_PARAMS.question]: undefined,
          });
      })
      .catch(() => {
        // The server could not be asked: the project types list (its own load shows any failure).
        if (!controller.signal.aborted) address.set({ [SOW_PLACE_PARAMS.type]: undefined, [SOW_PLACE_PARAMS.tab]: undefined, [SOW_PLACE_PARAMS.question]: undefined });
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- resolved once per address naming unseen records
  }, [missing]);

  /** Goes to a level: a new history entry, the address's other parameters kept. */
  const go = (type?: SowProjectType, tab?: SowTab, question?: BuilderQuestion) => {
    setSeen((before) => withSeen(before, type, tab, question));
    navigate(
      withQuery(location, {
        [SOW_PLACE_PARAMS.type]: type ? String(type.projectTypeId) : undefined,
        [SOW_PLACE_PARAMS.tab]: tab ? String(tab.projectTabId) : undefined,
        [SOW_PLACE_PARAMS.question]: question ? String(question.questionID) : undefined,
      }),
    );
  };

  // Issue 46: a step to another level removes what was pressed (a row's Edit Tabs, a back link, the
  // type dialog's Submit & Edit Tabs): focus goes to the new level's heading, if it fell to <body>.
  // Not as the screen first shows a level (nothing was pressed on it).
  const shownLevel = place === undefined ? undefined : key(ids);
  const levelBefore = useRef(shownLevel);
  useLayoutEffect(() => {
    const before = levelBefore.current;
    levelBefore.current = shownLevel ?? before;
    if (shownLevel === undefined || before === undefined || before === shownLevel) return;
    if (focusLost()) pageHeading()?.focus();
    focusWhenSettled(() => [pageHeading()]);
  }, [shownLevel]);

  if (!place) return <Spinner label={m.loading} />;
  switch (place.level) {
    case 'types':
      return <TypesLevel onEditTabs={(type) => go(type)} />;
    case 'tabs':
      return <TabsLevel key={place.type.projectTypeId} type={place.type} onBack={() => go()} onEditQuestions={(tab) => go(place.type, tab)} />;
    case 'questions':
      return (
        <QuestionsLevel
          key={place.tab.projectTabId}
          type={place.type}
          tab={place.tab}
          onBack={() => go(place.type)}
          onEditOptions={(question) => go(place.type, place.tab, question)}
        />
      );
    case 'options':
      return <OptionsLevel key={place.question.questionID} place={place} onBack={() => go(place.type, place.tab)} />;
  }
}
