/**
 * The dual-list admin's flow, shared by Location Management Admin (/LocationsMngt) and Bid Tracker
 * Admin (/BidsMngt) (back-office-admin.md §2, §4 "Location and bid admin lists", §5).
 *
 * Use:
 *   const machine = createAdminListsMachine<BidAdmin>({
 *     id: 'bidAdminLists',
 *     lists: [                                   // AdminListDefinition[]: the chooser's entries, in order
 *       { id: 'bidStatuses', label: 'Status', secondary: { label: 'Status', available: 'Display as Archive', selected: 'Display as Active' } },
 *       { id: 'states', label: 'Project States', addDisabled: true },
 *       { id: 'adminEmails', label: 'Admin Emails',
 *         addFields: [{ key: 'name', label: 'Name', requiredMessage: 'Enter First and Last Name' },
 *                     { key: 'email', label: 'Email', type: 'email', requiredMessage: 'Enter Email' }],
 *         labelOf: (v) => `${v.name};${v.email}` },
 *     ],
 *     load: (signal) => fetchBidAdmin(signal),
 *     toLists: (data) => ({ bidStatuses: data.bidStatuses.map((s) => ({ key: String(s.id), id: s.id, label: s.name,
 *                           selected: s.isActive, secondary: s.displayAsActive })), ... }),
 *     save: (data, lists, signal) => updateBidAdmin({ ...data, bidStatuses: lists.bidStatuses.map(...) }, signal),
 *   });
 * Items: AdminListItem { key, label, selected, id? (undefined when added on screen), values? (the add row's
 * normalised values, e.g. { name, email }), secondary? }.
 * Events: lists.choose {listId}, lists.select {keys}, lists.secondary {keys}, add.edit {field, value},
 * add.submit, lists.cancel (reloads), lists.submit, error.acknowledge.
 * States: loading → ready ⇄ submitting; loadFailed. `context.submitted` is true after a save
 * ("Submit Successful"). Draw it with AdminListsEditor from @joinery/pages/admin/shared/AdminListsEditor
 * (props: machine, heading, error dialog included).
 */
export { createAdminListsMachine, currentDefinition, type AdminListsContext, type AdminListsEvent, type AdminListsMachine, type AdminListsOptions } from './adminLists.machine';
export { addFieldRule, addFieldsOf, addProblems, capitaliseWords, normaliseEntry } from './rules';
export { adminListsView } from './selectors';
export { adminListNames, adminListsMessages, formMessages } from './messages';
export type { AdminAddField, AdminListDefinition, AdminListItem, AdminLists } from './types';
