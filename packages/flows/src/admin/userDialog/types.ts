import type { User } from '../../api/admin/users';

export type UserDialogMode = 'view' | 'edit';
export type UserPanel = 'details' | 'seo' | 'roles' | 'locationGroups' | 'history';

/** The Details panel's editable fields (§2: the four groups; names, contact, address, organisation). */
export const detailFields = [
  'firstName',
  'middleName',
  'lastName',
  'isActive',
  'officePhone',
  'officeExt',
  'officeFax',
  'mobilePhone',
  'otherMobile',
  'housePhone',
  'email',
  'addressInformation',
  'department',
  'title',
  'location',
  'manager',
  'houzzUrl',
  'credentials',
] as const satisfies readonly (keyof User)[];

/** The SEO Information panel's fields (§2: the designer page). */
export const seoFields = [
  'designerPageMetadataTitle',
  'designerPageUrl',
  'designerPageMetadataDescription',
  'designerPagePublished',
  'designerLocationId',
  'designerLocationName',
  'designerPhone',
  'designerDescription',
] as const satisfies readonly (keyof User)[];

export type DetailField = (typeof detailFields)[number];
export type SeoField = (typeof seoFields)[number];
/** The text fields of the Details panel (the address lines are edited through `user.address`). */
export type DetailTextField = Exclude<DetailField, 'isActive' | 'addressInformation'>;
export type SeoTextField = Exclude<SeoField, 'designerPagePublished' | 'designerLocationId' | 'designerLocationName'>;
export type AddressField = keyof User['addressInformation'];

export interface PublishedLocation {
  id: number;
  name: string;
}

export interface DirtyPanels {
  details: boolean;
  seo: boolean;
  roles: boolean;
}
