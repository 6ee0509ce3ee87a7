export { addressBookMachine } from './addressBook.machine';
export type {
  AddressBookContext,
  AddressBookEvent,
  AddressBookInput,
  AddressBookKind,
  AddressBookReport,
  AddressForm,
  DeleteAddressInput,
  SaveAddressInput,
} from './addressBook.machine';
export * from './addressForm';
export * from './addressRules';
export * from './countries';
export * from './messages';
export * from './addressLines';
