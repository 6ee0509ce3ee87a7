export {
  addressValidationMachine,
  addressCandidates,
  applySuggestion,
  isSameValidatedAddress,
  toValidatedAddress,
} from './addressValidation.machine';
export type {
  AddressCandidate,
  AddressValidationContext,
  AddressValidationEvent,
  AddressValidationInput,
  AddressValidationOutput,
  CandidateKey,
} from './addressValidation.machine';
export * from './messages';
