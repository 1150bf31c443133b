import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildClientPackage } from './build-client-package';

const ROOT = join(__dirname, '..', '..', '..');

// Another service's view of libs/client: the built package in its node_modules, nothing else of ours.
describe('the @rln/client package (npm run build:client)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rln-client-package-'));
  const consumer = join(dir, 'consumer');
  let built: string;

  beforeAll(() => {
    // Built in place, as npm would unpack it: Node resolves its dependencies from there.
    mkdirSync(join(consumer, 'node_modules', '@rln'), { recursive: true });
    built = buildClientPackage(join(consumer, 'node_modules', '@rln', 'client'));
    // What `npm install` of the package would bring: its two dependencies.
    for (const name of ['openapi-fetch', 'ajv', 'fast-deep-equal', 'json-schema-traverse', 'fast-uri', 'require-from-string']) {
      symlinkSync(join(ROOT, 'node_modules', name), join(consumer, 'node_modules', name));
    }
  }, 120_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('holds JavaScript, declarations and the document, and reaches none of the monorepo’s aliases', () => {
    const manifest = JSON.parse(readFileSync(join(built, 'package.json'), 'utf8'));
    expect(manifest).toMatchObject({ name: '@rln/client', main: 'index.js', types: 'index.d.ts', dependencies: { 'openapi-fetch': expect.any(String), ajv: expect.any(String) } });
    const js = readdirSync(join(built, 'lib')).filter((f) => f.endsWith('.js'));
    expect(js.length).toBeGreaterThan(3);
    for (const file of js) expect(readFileSync(join(built, 'lib', file), 'utf8')).not.toMatch(/require\("@rln\//);
    expect(JSON.parse(readFileSync(join(built, 'generated', 'openapi.json'), 'utf8')).paths['/api/v1/status']).toBeDefined();
  });

  it('type-checks a consumer against the generated types, wrong paths and fields refused', () => {
    writeFileSync(
      join(consumer, 'use.ts'),
      [
        "import { createNodeClient, expectOk, type Schema } from '@rln/client';",
        'export async function run(): Promise<string> {',
        "  const node = createNodeClient({ baseUrl: 'http://127.0.0.1:1', token: 't' });",
        "  const status = expectOk(await node.GET('/api/v1/status'));",
        "  const payment: Schema<'PaymentDto'> | undefined = undefined;",
        '  // @ts-expect-error not a path of the node',
        "  await node.GET('/api/v1/no_such_path');",
        '  // @ts-expect-error not a field of the status',
        '  void status.uptime;',
        '  return `${status.network} ${String(payment)}`;',
        '}',
      ].join('\n'),
    );
    writeFileSync(join(consumer, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true, noEmit: true, module: 'commonjs', moduleResolution: 'node', target: 'ES2022', lib: ['ES2022', 'DOM'], types: [] }, files: ['use.ts'] }));
    expect(() => execFileSync(process.execPath, [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', consumer], { cwd: consumer, encoding: 'utf8' })).not.toThrow();
  }, 120_000);

  it('loads in plain Node and checks an answer against its own document', () => {
    const script = [
      "const { createNodeClient, SchemaConformance, openApiDocument } = require('@rln/client');",
      "const client = createNodeClient({ baseUrl: 'http://127.0.0.1:1' });",
      'const conformance = new SchemaConformance(openApiDocument);',
      "let refused = '';",
      "try { conformance.check({ method: 'GET', path: '/api/v1/healthz', status: 200, contentType: 'application/json', body: '{}' }); } catch (e) { refused = e.name; }",
      "process.stdout.write(JSON.stringify({ get: typeof client.GET, refused }));",
    ].join('\n');
    const out = execFileSync(process.execPath, ['-e', script], { cwd: consumer, encoding: 'utf8' });
    expect(JSON.parse(out)).toEqual({ get: 'function', refused: 'SchemaMismatchError' });
  });
});
