/**
 * Loads the new card's checks (cardChecks.ts, with card-validator) apart from the checkout: the
 * payment machine's checkCard step awaits it, and the card form starts it when it shows (issue 33).
 */
export const loadCardChecks = () => import('./cardChecks');
