/** §9: printing with prices hidden waits this long before printing. */
export const WISH_LIST_PRINT_DELAY_MS = 10;
