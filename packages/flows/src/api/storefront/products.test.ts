import { describe, expect, it } from 'vitest';
import { variationCode } from './products';

describe('variationCode', () => {
  it('reads Code, or SKU on pages that name it so', () => {
    expect(variationCode({ Code: 'JNY-1001-01' })).toBe('JNY-1001-01');
    expect(variationCode({ SKU: 'JNY-1000-02' })).toBe('JNY-1000-02');
    expect(variationCode({})).toBe('');
  });
});
