import { describe, expect, it } from 'vitest';
import { locationAdminPayload, locationAdminToLists } from './locationAdmin';

describe('location admin lists', () => {
  const data = {
    holidayTypes: [{ holidayTypeId: 1, holidayTypeName: 'Company Holiday', active: true }],
    locationGroupTypes: [{ locationGroupTypeId: 2, locationGroupTypeName: 'Region Menu', active: false }],
    rowVersion: 4,
  };
  it('reads active items as Selected and writes the full object back, new items without ids', () => {
    const lists = locationAdminToLists(data);
    expect(lists['holidayTypes']).toEqual([{ key: '1', id: 1, label: 'Company Holiday', selected: true }]);
    lists['holidayTypes']!.push({ key: 'new-1', label: 'Boxing Day', selected: true });
    expect(locationAdminPayload(data, lists)).toEqual({
      holidayTypes: [
        { holidayTypeId: 1, holidayTypeName: 'Company Holiday', active: true },
        { holidayTypeName: 'Boxing Day', active: true },
      ],
      locationGroupTypes: [{ locationGroupTypeId: 2, locationGroupTypeName: 'Region Menu', active: false }],
      rowVersion: 4,
    });
  });
});
