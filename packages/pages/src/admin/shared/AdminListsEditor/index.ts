/**
 * AdminListsEditor: the dual-list admin screen body shared by Location Management Admin
 * (/LocationsMngt) and Bid Tracker Admin (/BidsMngt) (back-office-admin.md §2, §4, §5).
 *
 * Props:
 *   machine: AdminListsMachine<Data>  from createAdminListsMachine({ id, lists, load, toLists, save })
 *            (@joinery/flows/admin/adminLists; its index.ts documents list definitions: addDisabled,
 *            addFields with requiredMessage prompts, labelOf, secondary dual list)
 *   heading: string                   the screen's h1
 * Draws: the "Choose a list" radio group, the DualListPicker (Available / Selected), a second one
 * when the list has `secondary`, the add row (its fields and a + button named "Add"; refused
 * entries show the field's prompt), "Submit Successful" after a save, Cancel and Submit, and the
 * error dialog (a 409, once closed, reloads).
 */
export { AdminListsEditor, type AdminListsEditorProps } from './AdminListsEditor';
