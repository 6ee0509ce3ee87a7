import { vars } from './contract.css';

/**
 * The four feedback tones as a soft fill, readable text and a strong border.
 * Alert, Toast and StatusBadge spread these into their recipes' `tone` variant so a
 * "critical" message looks the same wherever it appears.
 */
export const toneStyles = {
  critical: {
    backgroundColor: vars.color.criticalSoft,
    color: vars.color.criticalText,
    borderColor: vars.color.critical,
  },
  info: {
    backgroundColor: vars.color.infoSoft,
    color: vars.color.infoText,
    borderColor: vars.color.info,
  },
  positive: {
    backgroundColor: vars.color.positiveSoft,
    color: vars.color.positiveText,
    borderColor: vars.color.positive,
  },
  caution: {
    backgroundColor: vars.color.cautionSoft,
    color: vars.color.cautionText,
    borderColor: vars.color.caution,
  },
} as const;

export type FeedbackTone = keyof typeof toneStyles;
