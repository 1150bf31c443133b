import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';

/**
 * Regenerates libs/client from the node's OpenAPI document: the document itself
 * (src/generated/openapi.json) and its TypeScript types (src/generated/node-api.schema.ts,
 * openapi-typescript). With --check it writes nothing and fails when the committed files
 * differ, which is how CI catches a server change without a regenerated client.
 */
const ROOT = join(__dirname, '..', '..', '..');
const GENERATED = join(ROOT, 'libs', 'client', 'src', 'generated');
const DOCUMENT_FILE = join(GENERATED, 'openapi.json');
const TYPES_FILE = join(GENERATED, 'node-api.schema.ts');
const HEADER = '// Generated from openapi.json by openapi-typescript (npm run client:generate); do not edit.\n\n';

export function describeNodeApi(): string {
  const run = spawnSync(process.execPath, ['-r', join(ROOT, 'tools', 'register.js'), join(ROOT, 'apps', 'node-api', 'src', 'cli.ts'), 'openapi'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`node-api openapi failed (${run.status}): ${run.stderr}`);
  return `${JSON.stringify(JSON.parse(run.stdout), null, 2)}\n`;
}

export async function typesOf(documentText: string): Promise<string> {
  const ast = await openapiTS(JSON.parse(documentText), { alphabetize: true, exportType: false });
  return HEADER + astToString(ast);
}

async function main(args: string[]): Promise<number> {
  const check = args.includes('--check');
  const document = describeNodeApi();
  const types = await typesOf(document);
  const files: Array<[string, string]> = [
    [DOCUMENT_FILE, document],
    [TYPES_FILE, types],
  ];
  if (!check) {
    for (const [file, text] of files) writeFileSync(file, text);
    process.stdout.write(`wrote ${files.map(([f]) => f.slice(ROOT.length + 1)).join(', ')}\n`);
    return 0;
  }
  const stale = files.filter(([file, text]) => readOrEmpty(file) !== text).map(([file]) => file.slice(ROOT.length + 1));
  if (stale.length === 0) {
    process.stdout.write('libs/client matches the node’s OpenAPI document\n');
    return 0;
  }
  process.stderr.write(`libs/client differs from the node’s OpenAPI document: ${stale.join(', ')}\nRun npm run client:generate and commit the result.\n`);
  return 1;
}

function readOrEmpty(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
      process.exit(1);
    },
  );
}
