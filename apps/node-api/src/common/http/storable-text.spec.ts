import { assertStorableText, MAX_JSON_DEPTH } from './storable-text';

describe('assertStorableText', () => {
  it.each([
    ['plain and astral text', { description: 'coffee ☕ 𝄞', tags: ['a', 'b'], n: 1, ok: true, none: null }],
    ['empty object', {}],
  ])('accepts %s', (_name, body) => {
    expect(() => assertStorableText(body)).not.toThrow();
  });

  it.each([
    ['a lone high surrogate', { description: 'a\ud800b' }, /body\.description .*surrogate/],
    ['a lone low surrogate in an array', { tags: ['ok', '\udc00'] }, /body\.tags\[1\]/],
    ['U+0000 nested', { rgb: { note: 'x\u0000' } }, /body\.rgb\.note contains U\+0000/],
    ['U+0000 in a key', { ['k\u0000']: 1 }, /body key contains U\+0000/],
  ])('refuses %s with InvalidRequest', (_name, body, message) => {
    expect(() => assertStorableText(body)).toThrow(expect.objectContaining({ code: 'InvalidRequest', message: expect.stringMatching(message) }));
  });

  it('refuses nesting past the depth limit with a 400, however deep (no stack overflow)', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(() => assertStorableText(deep)).toThrow(expect.objectContaining({ code: 'InvalidRequest', message: expect.stringContaining('nests deeper') }));
    let object: unknown = 'x';
    for (let i = 0; i < MAX_JSON_DEPTH; i++) object = { a: object };
    expect(() => assertStorableText(object)).not.toThrow();
    expect(() => assertStorableText({ a: object })).toThrow(expect.objectContaining({ code: 'InvalidRequest' }));
  });

  it('names the root it was given (path and query parameters)', () => {
    expect(() => assertStorableText({ key: 'a\u0000' }, 'path')).toThrow(expect.objectContaining({ message: expect.stringContaining('path.key') }));
  });
});
