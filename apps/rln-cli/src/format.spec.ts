import { escapeControls, escapeControlsKeepingLines, escapeJsonText, formatAssetUnits, formatMsat, formatSats, keyValues, shorten, table } from './format';

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

describe('control characters', () => {
  it('escapes C0 (tab and newline too), DEL, C1, the line separators and the bidi overrides and isolates', () => {
    expect(escapeControls('a\u0000b\u0007c\td\ne\rf\u001b[2Jg\u007f')).toBe('a\\x00b\\x07c\\x09d\\x0ae\\x0df\\x1b[2Jg\\x7f');
    expect(escapeControls('\u0080\u0085\u009b\u009f')).toBe('\\x80\\x85\\x9b\\x9f');
    expect(escapeControls('\u2028\u2029\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069')).toBe('\\u2028\\u2029\\u202a\\u202b\\u202c\\u202d\\u202e\\u2066\\u2067\\u2068\\u2069');
  });

  it('leaves printable text alone: accents, other scripts, emoji, the bullet and the ellipsis', () => {
    const text = 'Café Ωmega 東京 ₿ 🚀 • … — \u00a0 👨\u200d👩\u200d👧 👋🏽\u200d❤\ufe0f\u200d🔥';
    expect(escapeControls(text)).toBe(text);
  });

  it('escapes the bidi marks and the zero-width characters (a joiner outside an emoji sequence too)', () => {
    expect(escapeControls('a\u200eb\u200fc\u061cd')).toBe('a\\u200eb\\u200fc\\u061cd');
    expect(escapeControls('pay\u200bpal\u200c.\u200dcom\u2060x\ufeffy 🚀\u200d a\u200d🚀')).toBe('pay\\u200bpal\\u200c.\\u200dcom\\u2060x\\ufeffy 🚀\\u200d a\\u200d🚀');
    expect(escapeControlsKeepingLines('one\u200f\ntwo\u200b')).toBe('one\\u200f\ntwo\\u200b');
  });

  it('escapes in JSON text what a terminal acts on but JSON.stringify leaves, to the same value', () => {
    const value = { note: 'a\u007fb\u0085c\u009bd\u2028e\u2029f\u202eg\u2066h\u200ei\u200fj\u061ck\u200bl\ufeffm\\\u202en 👨\u200d👩', n: 1 };
    const json = escapeJsonText(JSON.stringify(value, null, 2));
    // eslint-disable-next-line no-control-regex -- none may be left
    expect(json).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200b\u200c\u200e\u200f\u2028\u2029\u202a-\u202e\u2060\u2066-\u2069\ufeff]/);
    expect(json).toContain('a\\u007fb\\u0085c\\u009bd\\u2028e\\u2029f\\u202eg\\u2066h\\u200ei\\u200fj\\u061ck\\u200bl\\ufeffm\\\\\\u202en 👨\u200d👩');
    expect(JSON.parse(json)).toEqual(value);
  });

  it('keeps the line breaks of a whole output when asked', () => {
    expect(escapeControlsKeepingLines('one\u001b]0;x\u0007\ntwo\r\n')).toBe('one\\x1b]0;x\\x07\ntwo\\x0d\n');
  });

  it('escapes table cells and key/value values, so a value stays in its cell and its row', () => {
    const text = table([{ note: 'a\nb\tc\u001b[31m', n: '1' }], [
      { header: 'note', value: (r) => r.note },
      { header: 'n', value: (r) => r.n, align: 'right' },
    ]);
    expect(text).toBe(`NOTE${' '.repeat(17)}N\na\\x0ab\\x09c\\x1b[31m  1\n`);
    expect(keyValues([['payer note', 'evil\u202etxt.exe\r\n']])).toBe('payer note  evil\\u202etxt.exe\\x0d\\x0a\n');
  });
});
