import { DecodedViews } from './decoded-views';

interface View {
  readonly text: string;
  readonly isExpired: boolean;
}

describe('DecodedViews', () => {
  const expiresAt = 100;
  let parses = 0;
  const views = () =>
    new DecodedViews<View, { text: string }>(
      (text) => {
        parses += 1;
        if (text === 'bad') throw new Error('unparseable');
        return { text };
      },
      (parsed, now) => ({ text: parsed.text, isExpired: now >= expiresAt }),
      'InvalidInvoice',
    );

  beforeEach(() => (parses = 0));

  it('hands the parsed object back for a view it decoded, without parsing again', () => {
    const v = views();
    const view = v.decode('lnbc1', 10);
    expect(v.resolve(view, 10).parsed).toEqual({ text: 'lnbc1' });
    expect(parses).toBe(1);
  });

  it('judges expiry at resolve time, not at decode time', () => {
    const v = views();
    const view = v.decode('lnbc1', 10);
    expect(view.isExpired).toBe(false);
    expect(v.resolve(view, 150).view.isExpired).toBe(true);
  });

  it('hands out frozen views, so a holder cannot change what the checks read', () => {
    const view = views().decode('lnbc1', 10);
    expect(Object.isFrozen(view)).toBe(true);
  });

  it('refuses a look-alike view it did not decode', () => {
    expect(() => views().resolve({ text: 'lnbc1', isExpired: false }, 10)).toThrow(expect.objectContaining({ code: 'InvalidInvoice' }));
  });
});
