import { z } from 'zod/mini';
import { checkoutJson } from './checkout';
import { text } from './checkoutSchemas';

/** The address fields the validation service reads and answers with. */
export const validatedAddressSchema = z.object({
  AddressLine1: text,
  AddressLine2: text,
  City: text,
  State: text,
  PostalCode: text,
  CountryCode: text,
});
export type ValidatedAddress = z.infer<typeof validatedAddressSchema>;

export const addressValidationReplySchema = z.object({
  IsResolved: z.boolean(),
  OriginalAddress: z.optional(z.nullable(validatedAddressSchema)),
  ResolvedAddress: z.optional(z.nullable(validatedAddressSchema)),
});
export type AddressValidationReply = z.infer<typeof addressValidationReplySchema>;

/** POST /AddressValidation/ValidateAddress, form-encoded (storefront.md §7). */
export function validateAddress(
  address: ValidatedAddress,
  signal?: AbortSignal,
): Promise<AddressValidationReply> {
  return checkoutJson(
    'addressValidation.validate',
    addressValidationReplySchema,
    { ...address },
    { signal },
  );
}
