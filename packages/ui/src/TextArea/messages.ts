/** Texts of TextArea. The counter's wording is ours: the specification only names "characters remaining". */
export const textAreaMessages = {
  charactersRemaining: (remaining: number) =>
    remaining === 1 ? '1 character remaining' : `${remaining} characters remaining`,
  charactersTooMany: (over: number) => (over === 1 ? '1 character too many' : `${over} characters too many`),
} as const;
