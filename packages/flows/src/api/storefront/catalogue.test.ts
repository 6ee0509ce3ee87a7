import { describe, expect, it } from 'vitest';
import { RELATED_EXPRESS_ATTRIBUTE, relatedAttributesFor, relatedCategoryMatch } from './catalogue';

const attribute = (AttributeName: string, AttributeValueName: string) => ({
  AttributeName,
  AttributeValueName,
});

describe('related products request builders', () => {
  it('matches the product type on Category 1 and Category 2', () => {
    expect(relatedCategoryMatch('Wall Cabinets')).toEqual([
      { name: 'Category 1', value: 'Wall Cabinets' },
      { name: 'Category 2', value: 'Wall Cabinets' },
    ]);
  });

  it('takes the five matched attributes of a variation, in the specification order', () => {
    const attributes = [
      attribute('Cabinet Finish', 'Natural'),
      attribute('Doorstyle', 'Shaker'),
      attribute('Width', '24'),
      attribute('Brands', 'Northfield'),
      attribute('Species', 'Maple'),
      attribute('Cabinet Door Shape', 'Square'),
    ];
    expect(relatedAttributesFor(attributes)).toEqual([
      { name: 'Brands', value: 'Northfield' },
      { name: 'Species', value: 'Maple' },
      { name: 'Doorstyle', value: 'Shaker' },
      { name: 'Cabinet Door Shape', value: 'Square' },
      { name: 'Cabinet Finish', value: 'Natural' },
    ]);
  });

  it('adds JoineryExpress=Yes when the express filter is on', () => {
    expect(relatedAttributesFor([attribute('Doorstyle', 'Slab')], true)).toEqual([
      { name: 'Doorstyle', value: 'Slab' },
      RELATED_EXPRESS_ATTRIBUTE,
    ]);
    expect(RELATED_EXPRESS_ATTRIBUTE).toEqual({ name: 'JoineryExpress', value: 'Yes' });
  });
});
