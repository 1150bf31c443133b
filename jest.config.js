// One jest run, three tiers (see docs/architecture.md "Testing"):
//   unit   *.spec.ts         pure logic with in-memory fakes, no I/O
//   medium *.medium.spec.ts  one component against a real PostgreSQL, PGlite or btcd
//   e2e    *.e2e.spec.ts     node processes over HTTP and TCP on a real btcd
const path = require('path');
const { compilerOptions } = require('./tsconfig.base.json');

const moduleNameMapper = Object.fromEntries(
  Object.entries(compilerOptions.paths).map(([alias, [target]]) => [
    `^${alias.replace('/', '\\/')}$`,
    path.join('<rootDir>', target),
  ]),
);

const transform = {
  '^.+\\.ts$': [
    '@swc/jest',
    {
      jsc: {
        target: 'es2022',
        parser: { syntax: 'typescript', decorators: true },
        transform: { legacyDecorator: true, decoratorMetadata: true },
      },
      module: { type: 'commonjs' },
    },
  ],
};

const roots = ['<rootDir>/apps', '<rootDir>/libs', '<rootDir>/tools'];
// The node environment with bigint-safe failure reports from workers (see the file).
const testEnvironment = '<rootDir>/tools/testing/node-environment.js';
const base = { rootDir: __dirname, roots, transform, moduleNameMapper, testEnvironment };

module.exports = {
  projects: [
    {
      ...base,
      displayName: 'unit',
      testMatch: ['**/*.spec.ts'],
      testPathIgnorePatterns: ['/node_modules/', '\\.medium\\.spec\\.ts$', '\\.e2e\\.spec\\.ts$'],
    },
    {
      ...base,
      displayName: 'medium',
      testMatch: ['**/*.medium.spec.ts'],
      // 60 s per test and hook (PGlite's open and migrations are slow under load); set in a
      // setup file because Jest ignores a project's own `testTimeout`.
      setupFilesAfterEnv: ['<rootDir>/tools/testing/medium-timeout.js'],
      globalSetup: '<rootDir>/tools/testing/global-setup.js',
    },
    {
      ...base,
      displayName: 'e2e',
      testMatch: ['**/*.e2e.spec.ts'],
      globalSetup: '<rootDir>/tools/testing/global-setup.js',
    },
  ],
};
