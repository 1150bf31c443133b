import type { Command } from 'commander';
import { expectOk, type Schema } from '@rln/client';
import type { CliContext } from '../cli-context';
import { keyValues, table, yesNo } from '../format';
import { examples } from '../help-text';

type Readiness = Schema<'ReadinessResponseDto'>;

export function registerStatus(program: Command, context: CliContext): void {
  program
    .command('status')
    .description('node id, version, network, chain tip and readiness (/status, /version, /node_id, /readyz) in one view')
    .addHelpText('after', examples('rln status', 'rln status --json   # {status, version, node_id, readyz}'))
    .action(async () => {
      const api = context.api;
      const [status, version, nodeId, ready] = await Promise.all([api.GET('/api/v1/status'), api.GET('/api/v1/version'), api.GET('/api/v1/node_id'), api.GET('/api/v1/readyz')]);
      const view = { status: expectOk(status), version: expectOk(version), node_id: expectOk(nodeId).node_id, readyz: readinessOf(ready) };
      context.print(view, () => {
        const { status: s, version: v, readyz } = view;
        const failing = readyz.checks.filter((check) => !check.ok);
        return (
          keyValues([
            ['node id', view.node_id],
            ['version', `${v.node_version} (api ${v.api_version})`],
            ['network', s.network],
            ['block height', String(s.best_block_height)],
            ['chain tip', s.chain_tip_hash ?? '-'],
            ['synced', yesNo(s.synced_to_chain)],
            ['running', yesNo(s.is_running)],
            ['listening', yesNo(s.is_listening)],
            ['ready', readyz.ok ? 'yes' : `no (${failing.map((check) => check.name).join(', ')})`],
            ['role', readyz.role === 'single' ? undefined : `${readyz.role} (replica ${readyz.replica_id})`],
          ]) +
          '\n' +
          table(readyz.checks, [
            { header: 'check', value: (check) => check.name },
            { header: 'ok', value: (check) => yesNo(check.ok) },
            { header: 'detail', value: (check) => [check.detail, check.hint].filter(Boolean).join(' — ') },
          ])
        );
      });
    });
}

/** /readyz answers 503 with the same body when a check fails: both are a view, not an error. */
function readinessOf(result: { data?: Readiness; error?: unknown; response: Response }): Readiness {
  if (result.response.status === 503 && isReadiness(result.error)) return result.error;
  return expectOk(result);
}

function isReadiness(body: unknown): body is Readiness {
  return typeof body === 'object' && body !== null && Array.isArray((body as Readiness).checks) && typeof (body as Readiness).ok === 'boolean';
}
