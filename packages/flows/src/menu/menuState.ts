import { z } from 'zod/mini';
import { MENU_STORAGE_KEY } from '../backOffice/constants';

/** What the menu remembers in browser storage (back-office-admin.md §4 Menu). */
export interface MenuPreferences {
  /** The desktop side menu is expanded (true) or collapsed to its icons (false). */
  expanded: boolean;
  /** Ids of the submenus the user opened. */
  openSubmenus: string[];
}

export const defaultMenuPreferences: MenuPreferences = { expanded: true, openSubmenus: [] };

const storedSchema = z.object({ expanded: z.boolean(), openSubmenus: z.array(z.string()) });

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'setItem'>;

/** Reads the remembered menu state; anything unreadable falls back to the defaults. */
export function readMenuPreferences(storage: ReadableStorage | undefined): MenuPreferences {
  try {
    const raw = storage?.getItem(MENU_STORAGE_KEY);
    if (!raw) return defaultMenuPreferences;
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : defaultMenuPreferences;
  } catch {
    return defaultMenuPreferences;
  }
}

export function writeMenuPreferences(storage: WritableStorage | undefined, preferences: MenuPreferences): void {
  try {
    storage?.setItem(MENU_STORAGE_KEY, JSON.stringify(preferences));
  } catch {
    /* storage full or blocked: the menu still works, it just forgets */
  }
}

/** The browser's local storage when there is one (not in Node tests). */
export function browserLocalStorage(): Storage | undefined {
  return typeof globalThis.localStorage === 'undefined' ? undefined : globalThis.localStorage;
}
