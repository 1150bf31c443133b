import { PEER_TEXT_MAX_CHARS, sanitisePeerText } from './peer-text';

describe('sanitisePeerText', () => {
  it('replaces U+0000 and the other C0 controls, keeping tab and newline', () => {
    expect(sanitisePeerText('bye\u0000now')).toBe('bye\uFFFDnow');
    expect(sanitisePeerText('a\u0001b\u001fc\rd\u001be')).toBe('a\uFFFDb\uFFFDc\uFFFDd\uFFFDe');
    expect(sanitisePeerText('line one\n\tline two')).toBe('line one\n\tline two');
  });

  it('replaces lone surrogates and keeps surrogate pairs', () => {
    expect(sanitisePeerText('x\uD800y\uDC00z')).toBe('x\uFFFDy\uFFFDz');
    expect(sanitisePeerText('\uDBFF')).toBe('\uFFFD');
    expect(sanitisePeerText('zap \u26A1 \uD83D\uDE00')).toBe('zap \u26A1 \uD83D\uDE00');
    expect(sanitisePeerText('grüße, ДЕНЬГИ, 支付')).toBe('grüße, ДЕНЬГИ, 支付');
  });

  it('always yields text PostgreSQL stores: valid UTF-8 without NUL', () => {
    const out = sanitisePeerText('\u0000\uD800\u0007ok\uDFFF');
    expect(out.includes('\u0000')).toBe(false);
    expect(Buffer.from(out, 'utf8').toString('utf8')).toBe(out); // round-trips: no lone surrogates left
  });

  it('cuts long text at the limit in code points, ending in an ellipsis', () => {
    expect(sanitisePeerText('a'.repeat(PEER_TEXT_MAX_CHARS))).toBe('a'.repeat(PEER_TEXT_MAX_CHARS));
    const cut = sanitisePeerText('a'.repeat(70_000));
    expect([...cut]).toHaveLength(PEER_TEXT_MAX_CHARS);
    expect(cut.endsWith('a\u2026')).toBe(true);
    // A pair is never split: the limit counts code points.
    expect(sanitisePeerText('\uD83D\uDE00'.repeat(5), 3)).toBe('\uD83D\uDE00\uD83D\uDE00\u2026');
    expect(sanitisePeerText('abc', 3)).toBe('abc');
  });
});
