import type { Command } from 'commander';
import { expectOk } from '@rln/client';
import type { CliContext } from '../cli-context';
import { table, yesNo } from '../format';
import { examples } from '../help-text';
import { parseNodeId, parsePeerUri, type PeerUri } from '../parse';

export function registerPeers(program: Command, context: CliContext): void {
  const peers = program
    .command('peers')
    .description('Lightning peers: list, connect, disconnect')
    .addHelpText('after', examples('rln peers list', 'rln peers connect 02ab…@127.0.0.1:9735 --persist'));

  peers
    .command('list', { isDefault: true })
    .description('peers with their address and whether they are connected and persisted (/peers)')
    .addHelpText('after', examples('rln peers list', 'rln peers --json'))
    .action(async () => {
      const list = expectOk(await context.api.GET('/api/v1/peers'));
      context.print(list, () =>
        table(list, [
          { header: 'node id', value: (p) => p.node_id },
          { header: 'address', value: (p) => p.address ?? '-' },
          { header: 'connected', value: (p) => yesNo(p.is_connected) },
          { header: 'persisted', value: (p) => yesNo(p.is_persisted) },
        ]),
      );
    });

  peers
    .command('connect')
    .description('connect to a peer (/peers/connect)')
    .argument('<node_id@host:port>', "the peer's node id and P2P address", parsePeerUri)
    .option('--persist', 'reconnect to it after restarts')
    .addHelpText('after', examples('rln peers connect 03f1…@10.0.0.2:9735 --persist'))
    .action(async (peer: PeerUri, options: { persist?: boolean }) => {
      const result = expectOk(await context.api.POST('/api/v1/peers/connect', { body: { node_id: peer.nodeId, address: peer.address, persist: options.persist === true } }));
      context.print(result, () => `connected to ${peer.nodeId} at ${peer.address}${options.persist ? ' (persisted)' : ''}\n`);
    });

  peers
    .command('disconnect')
    .description('disconnect a peer and stop reconnecting to it (/peers/disconnect)')
    .argument('<node_id>', "the peer's node id", parseNodeId)
    .addHelpText('after', examples('rln peers disconnect 03f1…'))
    .action(async (nodeId: string) => {
      const result = expectOk(await context.api.POST('/api/v1/peers/disconnect', { body: { node_id: nodeId } }));
      context.print(result, () => `disconnected ${nodeId}\n`);
    });
}
