/** Default texts of DateField; screens may pass their own. */
export const dateFieldMessages = {
  placeholder: 'MM-DD-YYYY',
  chooseDate: 'Choose date',
  invalidFormat: 'Enter the date as MM-DD-YYYY.',
  weekdaysOnly: 'Choose a weekday (Monday to Friday).',
  tooEarly: (earliest: string) => `Choose a date on or after ${earliest}.`,
  tooLate: (latest: string) => `Choose a date on or before ${latest}.`,
} as const;
