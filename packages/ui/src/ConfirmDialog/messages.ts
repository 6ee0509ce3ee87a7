/** Default button texts of ConfirmDialog (the specs' confirmations answer with Cancel / Yes). */
export const confirmDialogMessages = {
  cancel: 'Cancel',
  confirm: 'Yes',
} as const;
