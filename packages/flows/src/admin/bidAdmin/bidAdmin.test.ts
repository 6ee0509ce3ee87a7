import { describe, expect, it } from 'vitest';
import type { BidAdminLists } from '../../api/admin/bidAdmin';
import { bidAdminListDefinitions, bidAdminPayload, bidAdminToLists } from './bidAdmin';

const data: BidAdminLists = {
  bidStatuses: [
    { id: 1, name: 'Waiting Approval', isActive: true, displayAsActive: true },
    { id: 6, name: 'Awarded', isActive: true, displayAsActive: false },
  ],
  states: [{ id: 39, name: 'PA', isActive: true, isBidActive: true }],
  cabinetManufacturers: [{ id: 1, name: 'Harbor Cabinetry', isActive: true }],
  unitTypes: [],
  vanityTops: [],
  kitchenTops: [],
  adminEmails: [{ id: 1, name: 'Dana Whitfield', email: 'dana@joinery.example', bidAdminEmailId: 1, isActive: true, active: true }],
  rowVersion: 2,
};

describe('bid admin lists', () => {
  it('offers the seven lists; Project States cannot be added to; Admin Emails ask for name and e-mail', () => {
    expect(bidAdminListDefinitions.map((d) => d.label)).toEqual([
      'Status',
      'Project States',
      'Cabinet Manufacturers',
      'Unit Types',
      'Vanity Tops',
      'Kitchen Tops',
      'Admin Emails',
    ]);
    expect(bidAdminListDefinitions[1]?.addDisabled).toBe(true);
    expect(bidAdminListDefinitions[0]?.secondary).toMatchObject({ available: 'Display as Archive', selected: 'Display as Active' });
    expect(bidAdminListDefinitions[6]?.addFields?.map((f) => f.requiredMessage)).toEqual(['Enter First and Last Name', 'Enter Email']);
    expect(bidAdminListDefinitions[6]?.labelOf?.({ name: 'Ann Lee', email: 'ann@x.example' })).toBe('Ann Lee;ann@x.example');
  });

  it('reads statuses with their display side and e-mails as name;email', () => {
    const lists = bidAdminToLists(data);
    expect(lists['bidStatuses']?.map((s) => [s.label, s.secondary])).toEqual([
      ['Waiting Approval', true],
      ['Awarded', false],
    ]);
    expect(lists['adminEmails']?.[0]?.label).toBe('Dana Whitfield;dana@joinery.example');
  });

  it('submits the full object: isBidActive from isActive, e-mails with name and active, new ones with email and -1', () => {
    const lists = bidAdminToLists(data);
    lists['states']![0]!.selected = false;
    lists['bidStatuses']![0]!.secondary = false;
    lists['adminEmails']!.push({ key: 'new-1', label: 'Ann Lee;ann@x.example', selected: true, values: { name: 'Ann Lee', email: 'ann@x.example' } });
    lists['cabinetManufacturers']!.push({ key: 'new-2', label: 'Maple Lane', selected: true });
    const payload = bidAdminPayload(data, lists);
    expect(payload.states).toEqual([{ id: 39, name: 'PA', isActive: false, isBidActive: false }]);
    expect(payload.bidStatuses[0]).toEqual({ id: 1, name: 'Waiting Approval', isActive: true, displayAsActive: false });
    expect(payload.adminEmails).toEqual([
      { id: 1, name: 'Dana Whitfield', email: 'dana@joinery.example', bidAdminEmailId: 1, active: true },
      { name: 'Ann Lee', email: 'ann@x.example', bidAdminEmailId: -1, active: true },
    ]);
    expect(payload.cabinetManufacturers).toEqual([
      { id: 1, name: 'Harbor Cabinetry', isActive: true },
      { name: 'Maple Lane', isActive: true },
    ]);
    expect(payload.rowVersion).toBe(2);
  });
});
