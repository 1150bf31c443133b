import { NOT_BLANK, NOT_BLANK_TEXT } from './contract.service';

describe('NOT_BLANK', () => {
  it('agrees with trim() on every BMP character', () => {
    for (let code = 0; code <= 0xffff; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const text = String.fromCharCode(code);
      if (NOT_BLANK.test(text) !== text.trim().length > 0) throw new Error(`disagree on U+${code.toString(16)}`);
    }
  });

  it('NOT_BLANK_TEXT: not blank and no U+0000 anywhere', () => {
    expect(NOT_BLANK_TEXT.test('a')).toBe(true);
    expect(NOT_BLANK_TEXT.test('  my asset  ')).toBe(true);
    expect(NOT_BLANK_TEXT.test('   ')).toBe(false);
    expect(NOT_BLANK_TEXT.test('')).toBe(false);
    expect(NOT_BLANK_TEXT.test('a\u0000')).toBe(false);
    expect(NOT_BLANK_TEXT.test('\u0000a')).toBe(false);
    expect(NOT_BLANK_TEXT.test('\u0000')).toBe(false);
  });
});
