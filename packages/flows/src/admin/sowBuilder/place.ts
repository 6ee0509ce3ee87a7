import { fetchSowProjectTypes, fetchSowQuestions, fetchSowTabs, type SowProjectType, type SowTab } from '../../api/admin/sowTemplates';
import type { BuilderQuestion } from './rules';

/**
 * Where Scope of Work Admin is, as its address keeps it (issue 45): `?type={projectTypeId}`, then
 * `&tab={projectTabId}`, then `&question={questionID}`; none is the project types list.
 */
export const SOW_PLACE_PARAMS = { type: 'type', tab: 'tab', question: 'question' } as const;

export interface SowPlaceIds {
  type?: number;
  tab?: number;
  question?: number;
}

/** The ids the address names, each a positive whole number, each only below the one before it. */
export function sowPlaceIds(get: (name: string) => string): SowPlaceIds {
  const id = (name: string) => (/^\d+$/.test(get(name)) && Number(get(name)) > 0 ? Number(get(name)) : undefined);
  const type = id(SOW_PLACE_PARAMS.type);
  const tab = type === undefined ? undefined : id(SOW_PLACE_PARAMS.tab);
  const question = tab === undefined ? undefined : id(SOW_PLACE_PARAMS.question);
  return { type, tab, question };
}

export interface ResolvedSowPlace {
  type?: SowProjectType;
  tab?: SowTab;
  question?: BuilderQuestion;
}

/**
 * The records the address's ids name, from the server (a reload or a shared link: the screen has
 * not seen them). The deepest one found is where the builder opens; an id that names nothing (a
 * deleted tab, say) stops there, so the level above it shows.
 */
export async function resolveSowPlace(ids: SowPlaceIds, signal?: AbortSignal): Promise<ResolvedSowPlace> {
  if (ids.type === undefined) return {};
  const type = (await fetchSowProjectTypes(signal)).find((t) => t.projectTypeId === ids.type && !t.deleted);
  if (!type || ids.tab === undefined) return { type };
  const tab = (await fetchSowTabs(type.projectTypeId, signal)).find((t) => t.projectTabId === ids.tab && !t.deleted);
  if (!tab || ids.question === undefined) return { type, tab };
  const question = (await fetchSowQuestions(tab.projectTabId, signal)).find((q) => q.questionID === ids.question && !q.isDeleted);
  return { type, tab, question: question && { ...question, questionOptions: [] } };
}
