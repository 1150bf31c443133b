import { formatAssetUnits, formatMsat, formatSats, keyValues, shorten, table } from './format';

describe('amounts', () => {
  it('shows sats with their unit and anything else as it came', () => {
    expect(formatSats('150000')).toBe('150000 sats');
    expect(formatSats('0')).toBe('0 sats');
    expect(formatSats(undefined)).toBe('-');
    expect(formatSats('n/a')).toBe('n/a');
  });

  it('shows msat in sats exactly, with up to three decimals', () => {
    expect(formatMsat('50000000')).toBe('50000 sats');
    expect(formatMsat('1234567')).toBe('1234.567 sats');
    expect(formatMsat('1234500')).toBe('1234.5 sats');
    expect(formatMsat('1')).toBe('0.001 sats');
    expect(formatMsat('0')).toBe('0 sats');
    expect(formatMsat(null)).toBe('-');
  });

  it('never loses precision beyond 2^53', () => {
    expect(formatMsat('18446744073709551615')).toBe('18446744073709551.615 sats');
    expect(formatAssetUnits('18446744073709551615', 2)).toBe('184467440737095516.15');
  });

  it('applies an asset precision to raw units', () => {
    expect(formatAssetUnits('100000', 2)).toBe('1000.00');
    expect(formatAssetUnits('5', 3)).toBe('0.005');
    expect(formatAssetUnits('5', 0)).toBe('5');
    expect(formatAssetUnits('5')).toBe('5');
  });
});

describe('layout', () => {
  it('aligns columns, right-aligns numbers and trims line ends', () => {
    const rows = [
      { id: 'a', amount: '5' },
      { id: 'longer', amount: '12345' },
    ];
    const text = table(rows, [
      { header: 'id', value: (r) => r.id },
      { header: 'amount', value: (r) => r.amount, align: 'right' },
      { header: 'note', value: () => '' },
    ]);
    expect(text).toBe(['ID      AMOUNT  NOTE', 'a            5', 'longer   12345', ''].join('\n'));
  });

  it('says so when a table has no rows', () => {
    expect(table([], [{ header: 'x', value: () => 'y' }])).toBe('(none)\n');
    expect(table([], [{ header: 'x', value: () => 'y' }], '(no peers)')).toBe('(no peers)\n');
  });

  it('pads keys of a key/value view and leaves out undefined values', () => {
    expect(keyValues([['node id', '02ab'], ['x', undefined], ['ready', 'yes']])).toBe('node id  02ab\nready    yes\n');
  });

  it('shortens long ids only', () => {
    expect(shorten('02abcdef0123456789')).toBe('02abcdef0123…');
    expect(shorten('02abcdef0123')).toBe('02abcdef0123');
  });
});
