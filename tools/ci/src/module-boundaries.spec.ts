import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';

// The layering in docs/architecture.md is enforced by eslint's module-boundaries rule, which
// only constrains projects that carry a type tag. These tests keep that guard from eroding:
// every lib is tagged, and a domain lib reaching infrastructure is still a lint error.
const ROOT = join(__dirname, '..', '..', '..');
const TYPE_TAGS = ['type:domain', 'type:adapter', 'type:app', 'type:tool', 'type:e2e', 'type:client'];

function projectsUnder(dir: string): { name: string; path: string; tags: string[] }[] {
  return readdirSync(join(ROOT, dir))
    .map((entry) => join(ROOT, dir, entry, 'project.json'))
    .filter((file) => existsSync(file))
    .map((file) => {
      const json = JSON.parse(readFileSync(file, 'utf8')) as { name: string; tags?: string[] };
      return { name: json.name, path: file, tags: json.tags ?? [] };
    });
}

describe('module boundaries', () => {
  it('gives every project exactly one type tag', () => {
    const untagged = ['libs', 'apps', 'tools']
      .flatMap(projectsUnder)
      .filter((p) => p.tags.filter((t) => TYPE_TAGS.includes(t)).length !== 1)
      .map((p) => p.name);
    expect(untagged).toEqual([]);
  });

  const domainLibs = projectsUnder('libs').filter((p) => p.tags.includes('type:domain'));

  it.each([
    ['@nestjs/common', "import { Injectable } from '@nestjs/common';"],
    ['typeorm', "import { DataSource } from 'typeorm';"],
    ['lightningdevkit', "import * as ldk from 'lightningdevkit';"],
    ['an adapter lib', "import { Database } from '@rln/persistence';"],
  ])('refuses %s in every domain lib', async (_what, source) => {
    const eslint = new ESLint({ cwd: ROOT });
    expect(domainLibs.length).toBeGreaterThan(5);
    for (const lib of domainLibs) {
      const filePath = join(ROOT, 'libs', lib.name, 'src', 'lib', 'boundary-probe.ts');
      const [result] = await eslint.lintText(`${source}\nexport const probe = 1;\n`, { filePath });
      const boundaryErrors = result.messages.filter((m) => m.ruleId === '@nx/enforce-module-boundaries');
      expect({ lib: lib.name, errors: boundaryErrors.length }).toEqual({ lib: lib.name, errors: 1 });
    }
  }, 120_000);

  it('keeps libs/client free of our other libs and of infrastructure, so another service can take it alone', async () => {
    const eslint = new ESLint({ cwd: ROOT });
    const filePath = join(ROOT, 'libs', 'client', 'src', 'lib', 'boundary-probe.ts');
    for (const source of ["import { DomainError } from '@rln/core';", "import { Database } from '@rln/persistence';", "import { Injectable } from '@nestjs/common';"]) {
      const [result] = await eslint.lintText(`${source}\nexport const probe = 1;\n`, { filePath });
      expect({ source, errors: result.messages.filter((m) => m.ruleId === '@nx/enforce-module-boundaries').length }).toEqual({ source, errors: 1 });
    }
  }, 60_000);

  it('keeps test fakes out of production code', async () => {
    const eslint = new ESLint({ cwd: ROOT });
    const source = "import { InMemoryPaymentStore } from '@rln/payments/testing';\nexport const probe = InMemoryPaymentStore;\n";
    const [production] = await eslint.lintText(source, { filePath: join(ROOT, 'apps', 'node-api', 'src', 'boundary-probe.ts') });
    expect(production.messages.map((m) => m.ruleId)).toContain('no-restricted-imports');
    const [spec] = await eslint.lintText(source, { filePath: join(ROOT, 'apps', 'node-api', 'src', 'boundary-probe.spec.ts') });
    expect(spec.messages.map((m) => m.ruleId)).not.toContain('no-restricted-imports');
  }, 60_000);
});
