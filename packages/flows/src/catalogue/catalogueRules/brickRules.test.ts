import { describe, expect, it } from 'vitest';
import { brickCodeLengthError, normalizeBrickCode } from './brickRules';
import { brickSourceFieldNames, resolveLegacyColumn } from './legacyColumns';
import { brickMessages } from './messages';

describe('brick code rules (§5)', () => {
  it('lower-cases and trims codes', () => {
    expect(normalizeBrickCode('  SHK ')).toBe('shk');
  });

  it('with Exact, the code length must equal the brick length', () => {
    expect(brickCodeLengthError('wh', 3, true)).toBe('Code length must equal 3');
    expect(brickCodeLengthError(' WHT ', 3, true)).toBeUndefined();
    expect(brickCodeLengthError('whte', 3, true)).toBe(brickMessages.codeLengthExact(3));
  });

  it('with Max, the code may be shorter but not longer', () => {
    expect(brickCodeLengthError('wh', 3, false)).toBeUndefined();
    expect(brickCodeLengthError('whte', 3, false)).toBe('Code length must be less than or equal to 3');
  });
});

describe('legacy columns', () => {
  it('resolves names and aliases in any case', () => {
    expect(resolveLegacyColumn('manufacturer')?.name).toBe('BRMFG');
    expect(resolveLegacyColumn(' brlin ')?.name).toBe('BRLIN');
    expect(resolveLegacyColumn('Colour')).toBeUndefined();
  });

  it('offers the text columns as brick sources', () => {
    expect(brickSourceFieldNames).toEqual(['BRMFG', 'BRLIN', 'BRPART', 'BRDES1', 'BRDES2', 'BRDES3', 'BRUPC', 'BRVSKU', 'BRPRCOD']);
  });
});
