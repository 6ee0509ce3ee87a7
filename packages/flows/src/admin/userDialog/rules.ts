import type { User } from '../../api/admin/users';
import { USER_SHORT_ID_LENGTH } from '../constants';
import { adminTextProblems, USER_TEXT_RULES } from '../textLimits';
import { userDialogMessages as m } from './messages';
import { detailFields, seoFields, type UserPanel } from './types';

/** §2: the 10 Character ID is the first ten characters of the user name. */
export function tenCharacterId(userName: string): string {
  return userName.slice(0, USER_SHORT_ID_LENGTH);
}

/** §2 AD Status: Does Not Exist when null, else Enabled or Disabled. */
export function adStatusText(adEnabled: boolean | null): string {
  return adEnabled === null ? m.adStatus.null : adEnabled ? m.adStatus.true : m.adStatus.false;
}

/** §4: only Details and SEO ask before leaving (Roles is tracked but does not ask). */
export function asksBeforeLeaving(panel: UserPanel): panel is 'details' | 'seo' {
  return panel === 'details' || panel === 'seo';
}

/** "No discards that panel's edits": the panel's fields back as loaded. */
export function discardPanel(form: User, original: User, panel: 'details' | 'seo'): User {
  const fields: readonly (keyof User)[] = panel === 'details' ? detailFields : seoFields;
  const restored: Partial<User> = {};
  for (const field of fields) (restored as Record<string, unknown>)[field] = original[field];
  return { ...form, ...restored };
}

/** The SEO fields marked * (§2), required while the designer page is published (docs/decisions.md). */
const seoRequired = [
  ['designerPageMetadataTitle', m.fields.designerPageMetadataTitle],
  ['designerPageUrl', m.fields.designerPageUrl],
  ['designerPageMetadataDescription', m.fields.designerPageMetadataDescription],
  ['designerLocationId', m.fields.designerLocationId],
  ['designerDescription', m.fields.designerDescription],
] as const;

/** An empty rich-text body (the editor leaves `<p></p>` when cleared). */
export function isBlankHtml(html: string): boolean {
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() === '';
}

/** The SEO fields missing for a published page, as field keys. */
export function missingSeoFields(form: User): (typeof seoRequired)[number][0][] {
  if (!form.designerPagePublished) return [];
  return seoRequired
    .filter(([field]) => {
      const value = form[field];
      if (field === 'designerLocationId') return value === null;
      if (field === 'designerDescription') return isBlankHtml(String(value));
      return String(value ?? '').trim() === '';
    })
    .map(([field]) => field);
}

/**
 * Issue 36: the text problems a save would be refused for: a contact field's format (e-mail,
 * phones), or a value over its limit that did not come through the box (the rich-text description).
 */
export function textBlockers(form: User): string[] {
  const label = (field: keyof typeof USER_TEXT_RULES) => m.fields[field];
  return [
    ...adminTextProblems(form as unknown as Record<string, unknown>, USER_TEXT_RULES, label),
    ...adminTextProblems(form.addressInformation as unknown as Record<string, unknown>, USER_TEXT_RULES, label),
  ].map(([, problem]) => problem);
}

export function submitBlockers(form: User): string[] {
  const missing = new Set<string>(missingSeoFields(form));
  return [
    ...seoRequired.filter(([field]) => missing.has(field)).map(([, label]) => m.reasons.seoMissing(label)),
    ...textBlockers(form),
  ];
}
