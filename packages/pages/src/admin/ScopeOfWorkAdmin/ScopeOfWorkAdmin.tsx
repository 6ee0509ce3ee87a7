import { useState } from 'react';
import { OptionsLevel } from './OptionsLevel';
import { QuestionsLevel } from './QuestionsLevel';
import { TabsLevel } from './TabsLevel';
import { TypesLevel } from './TypesLevel';
import type { Place } from './levelParts';

/** Scope of Work Admin (/ScopesList; back-office-admin.md §2, §4, §5): the SOW form builder with its live preview. */
export function ScopeOfWorkAdmin() {
  const [place, setPlace] = useState<Place>({ level: 'types' });
  switch (place.level) {
    case 'types':
      return <TypesLevel onEditTabs={(type) => setPlace({ level: 'tabs', type })} />;
    case 'tabs':
      return (
        <TabsLevel
          key={place.type.projectTypeId}
          type={place.type}
          onBack={() => setPlace({ level: 'types' })}
          onEditQuestions={(tab) => setPlace({ level: 'questions', type: place.type, tab })}
        />
      );
    case 'questions':
      return (
        <QuestionsLevel
          key={place.tab.projectTabId}
          type={place.type}
          tab={place.tab}
          onBack={() => setPlace({ level: 'tabs', type: place.type })}
          onEditOptions={(question) => setPlace({ level: 'options', type: place.type, tab: place.tab, question })}
        />
      );
    case 'options':
      return (
        <OptionsLevel
          key={place.question.questionID}
          place={place}
          onBack={() => setPlace({ level: 'questions', type: place.type, tab: place.tab })}
        />
      );
  }
}
