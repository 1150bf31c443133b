import { classifySpecifier, requiredSpecifiers } from './required-specifiers';

describe('requiredSpecifiers', () => {
  it('finds the requires SWC emits for imports, re-exports and import(), each once', () => {
    const code = [
      'const _core = require("../../libs/core/src");',
      '_export_star(require("./lib/errors"), exports);',
      "const later = () => Promise.resolve().then(() => _interop_require_wildcard(require('pg')));",
      'const again = require("../../libs/core/src");',
      'const dynamic = require(name);',
    ].join('\n');
    expect(requiredSpecifiers(code)).toEqual(['../../libs/core/src', './lib/errors', 'pg']);
  });
});

describe('classifySpecifier', () => {
  it.each([
    ['./x', { kind: 'relative' }],
    ['../../libs/core/src', { kind: 'relative' }],
    ['node:fs', { kind: 'builtin' }],
    ['fs/promises', { kind: 'builtin' }],
    ['worker_threads', { kind: 'builtin' }],
    ['pg', { kind: 'package', name: 'pg' }],
    ['lightningdevkit/liblightningjs.wasm', { kind: 'package', name: 'lightningdevkit' }],
    ['@nestjs/common', { kind: 'package', name: '@nestjs/common' }],
    ['@scure/btc-signer/utils', { kind: 'package', name: '@scure/btc-signer' }],
    ['@rln/core/testing', { kind: 'package', name: '@rln/core' }],
  ])('%s', (specifier, expected) => {
    expect(classifySpecifier(specifier)).toEqual(expected);
  });
});
