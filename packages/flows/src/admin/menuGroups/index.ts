export {
  menuGroupBlockers,
  menuGroupMachine,
  menuGroupPayload,
  menuGroupsListMachine,
  sortMenuGroups,
  type MenuGroupContext,
  type MenuGroupEvent,
  type MenuGroupForm,
  type MenuGroupMode,
} from './menuGroups';
export { menuGroupMessages } from './messages';
