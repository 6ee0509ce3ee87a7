import { formMessages } from '../messages';

/** back-office-admin.md §2 Locations, §5, §8: the location form's texts. */
export const locationFormMessages = {
  requiredMissing: formMessages.locationRequiredMissing,
  /** §2 live counters. */
  characters: (count: number) => `${count} characters`,
} as const;
