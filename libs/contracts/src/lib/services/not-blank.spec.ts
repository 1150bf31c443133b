import { NOT_BLANK } from './contract.service';

describe('NOT_BLANK', () => {
  it('agrees with trim() on every BMP character', () => {
    for (let code = 0; code <= 0xffff; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const text = String.fromCharCode(code);
      if (NOT_BLANK.test(text) !== text.trim().length > 0) throw new Error(`disagree on U+${code.toString(16)}`);
    }
  });
});
