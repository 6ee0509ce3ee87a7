import { z } from 'zod';

/**
 * Formats of contact fields (issue 36). An e-mail is judged by zod's maintained e-mail check; a
 * phone number by Joinery's own rule (docs/decisions.md "Administration text limits (issue 36)"):
 * digits with the usual separators (space, + ( ) - .), optionally an extension ("x123", "ext. 123"),
 * and 7 to 15 digits before the extension.
 */
let emailSchema: z.ZodEmail | undefined;

/** Not exported by text/index (zod stays out of the storefront's bundles): import text/formats. */
export function isEmail(text: string): boolean {
  emailSchema ??= z.email();
  return emailSchema.safeParse(text).success;
}

const PHONE = /^\+?[\d\s().-]+?(\s*(x|ext\.?)\s*\d{1,6})?$/i;

export function isPhone(text: string): boolean {
  const match = PHONE.exec(text.trim());
  if (!match) return false;
  const main = match[1] ? text.trim().slice(0, text.trim().length - match[1].length) : text.trim();
  const digits = main.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}
