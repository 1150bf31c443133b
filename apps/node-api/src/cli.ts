import 'reflect-metadata';
import { ApiTokenService, isTokenScope } from '@rln/auth';
import { Database, TypeormApiTokenStore } from '@rln/persistence';
import { ConfigError, databaseTarget, loadNodeConfig } from './config/node-config';
import { DataDirLock } from './runtime/data-dir-lock';
import { describeApi } from './common/openapi/openapi-document';

const USAGE = `usage:
  node-api token create --name NAME [--scope admin|read] [--json]   prints the new token once
  node-api token list [--json]
  node-api token revoke --name NAME
  node-api openapi                                                    prints the OpenAPI document (no node needed)
The token commands read the same configuration as the node (RLN_DATA_DIR, DATABASE_URL, RLN_CONFIG_FILE).
With the embedded database, stop the node first: one process owns a data directory.`;

function flag(args: string[], name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
}

async function main(args: string[]): Promise<number> {
  const [group, command] = args;
  if (group === 'openapi' && command === undefined) {
    const text = `${JSON.stringify(await describeApi(), null, 2)}\n`;
    // Wait for the write: process.exit would cut a large document short on a pipe.
    await new Promise<void>((resolve, reject) => process.stdout.write(text, (error) => (error ? reject(error) : resolve())));
    return 0;
  }
  if (group !== 'token' || !['create', 'list', 'revoke'].includes(command ?? '')) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const config = loadNodeConfig(process.env, { requireChain: false });
  const target = databaseTarget(config);
  // An embedded database (PGlite, or the node's own PostgreSQL server) belongs to one process at a time.
  const lock = target.kind === 'postgres' ? null : DataDirLock.acquire(config.dataDir, 'node-api token');
  const db = await Database.open(target);
  try {
    const tokens = new ApiTokenService(new TypeormApiTokenStore(db));
    const json = args.includes('--json');
    if (command === 'create') {
      const name = flag(args, 'name');
      const scope = flag(args, 'scope') ?? 'admin';
      if (!name || !isTokenScope(scope)) {
        process.stderr.write(`${USAGE}\n`);
        return 2;
      }
      const created = await tokens.create(name, scope);
      process.stdout.write(json ? `${JSON.stringify({ ...created.view, token: created.token })}\n` : `${created.token}\n`);
    } else if (command === 'list') {
      const views = await tokens.list();
      process.stdout.write(
        json ? `${JSON.stringify(views)}\n` : views.map((v) => `${v.name}\t${v.scope}\t${v.revoked ? 'revoked' : 'active'}\t${v.id}`).join('\n') + '\n',
      );
    } else {
      const name = flag(args, 'name');
      if (!name) {
        process.stderr.write(`${USAGE}\n`);
        return 2;
      }
      await tokens.revoke(name);
      process.stdout.write(`revoked ${name}\n`);
    }
    return 0;
  } finally {
    await db.close();
    lock?.release();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message = error instanceof ConfigError || error instanceof Error ? error.message : String(error);
    process.stderr.write(`node-api: ${message}\n`);
    process.exit(1);
  },
);
