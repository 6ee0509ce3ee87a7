export { locationAdminListDefinitions, locationAdminMachine, locationAdminPayload, locationAdminToLists } from './locationAdmin';
export { locationAdminMessages } from './messages';
