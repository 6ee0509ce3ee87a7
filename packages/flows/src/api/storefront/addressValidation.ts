import * as v from 'valibot';
import { checkoutJson } from './checkout';
import { text } from './checkoutSchemas';

/** The address fields the validation service reads and answers with. */
export const validatedAddressSchema = v.object({
  AddressLine1: text,
  AddressLine2: text,
  City: text,
  State: text,
  PostalCode: text,
  CountryCode: text,
});
export type ValidatedAddress = v.InferOutput<typeof validatedAddressSchema>;

export const addressValidationReplySchema = v.object({
  IsResolved: v.boolean(),
  OriginalAddress: v.optional(v.nullable(validatedAddressSchema)),
  ResolvedAddress: v.optional(v.nullable(validatedAddressSchema)),
});
export type AddressValidationReply = v.InferOutput<typeof addressValidationReplySchema>;

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
