import type { Command } from 'commander';
import { expectOk, type Schema } from '@rln/client';
import type { CliContext } from '../cli-context';
import { UsageError } from '../cli-errors';
import { formatMsat, formatSats, keyValues, shorten, table } from '../format';
import { examples } from '../help-text';
import { idempotencyKeyOf, parseIdempotencyKey, requiredId, sendIdempotent, type IdempotentRequest } from '../idempotency';
import { amountParser, once, parsePeerUri, type PeerUri } from '../parse';

type Channel = Schema<'ChannelDto'>;

interface OpenOptions {
  capacitySats: string;
  pushMsat?: string;
  public?: boolean;
  rgbContract?: string;
  rgbAmount?: string;
  rgbConsignmentUrl?: string;
  idempotencyKey?: string;
}

export function registerChannels(program: Command, context: CliContext): void {
  const channels = program
    .command('channels')
    .description('Lightning channels: list, open, close, force-close')
    .addHelpText('after', examples('rln channels list', 'rln channels open 03f1…@10.0.0.2:9735 --capacity-sats 1000000'));

  channels
    .command('list', { isDefault: true })
    .description('channels with capacity, balances and state (/channels); RGB columns for asset channels')
    .addHelpText('after', examples('rln channels list', 'rln channels --json'))
    .action(async () => {
      const list = expectOk(await context.api.GET('/api/v1/channels'));
      context.print(list, () => channelTable(list));
    });

  channels
    .command('open')
    .description('connect to a peer and open a channel funded by the plain wallet (/channel/open)')
    .argument('<node_id@host:port>', "the peer's node id and P2P address", parsePeerUri)
    .requiredOption('--capacity-sats <sats>', 'channel capacity in sats', once('--capacity-sats', amountParser('sats')))
    .option('--push-msat <msat>', 'give the peer this much of the capacity at open, in msat', once('--push-msat', amountParser('msat', 0n)))
    .option('--public', 'announce the channel to the network (default: private)')
    .option('--rgb-contract <contract_id>', 'also open an RGB asset channel of this contract (with --rgb-amount)', once('--rgb-contract'))
    .option('--rgb-amount <units>', 'raw asset units to put into the asset channel', once('--rgb-amount', amountParser('asset units')))
    .option(
      '--rgb-consignment-url <template>',
      'where the peer downloads the funding consignment, with {txid} (default: <url>/api/v1/rgb/consignments/{txid}?format=zip, which the peer must be able to reach)',
      once('--rgb-consignment-url'),
    )
    .option('--idempotency-key <key>', 'repeat-safe retries: the same key and body open once (default: a fresh random key)', once('--idempotency-key', parseIdempotencyKey))
    .addHelpText(
      'after',
      examples(
        'rln channels open 03f1…@10.0.0.2:9735 --capacity-sats 1000000 --push-msat 200000000',
        'rln channels open 03f1…@10.0.0.2:9735 --capacity-sats 100000 --rgb-contract contract:… --rgb-amount 600',
      ) +
        '\n\nThe channel is usable once its funding transaction confirms: watch `rln channels list`.\n' +
        'Prints its Idempotency-Key on stderr before sending. Exits 3 when the request may have been\n' +
        'acted on (or the run was interrupted): run it again with the --idempotency-key it prints and\n' +
        'the same token and --url (the consignment URL is made from it), which opens at most once.',
    )
    .action(async (peer: PeerUri, options: OpenOptions) => {
      const rgb = rgbTerms(options, context);
      const request: IdempotentRequest = { key: idempotencyKeyOf(options.idempotencyKey), check: 'rln channels list' };
      const opened = await sendIdempotent(context, request, async (headers) =>
        context.api.POST('/api/v1/channel/open', {
          body: {
            node_id: peer.nodeId,
            address: peer.address,
            channel_amount_sats: options.capacitySats,
            ...(options.pushMsat !== undefined ? { push_to_counterparty_msat: options.pushMsat } : {}),
            announce: options.public === true,
            ...(rgb ? { rgb } : {}),
          },
          ...headers,
        }),
      );
      const userChannelId = requiredId(opened, 'user_channel_id', request, 'the channel open');
      context.print(opened, () =>
        keyValues([
          ['user channel id', userChannelId],
          ['channel id', opened?.channel_id],
          ['capacity', formatSats(options.capacitySats)],
          ['state', 'opening: usable once the funding transaction confirms'],
        ]),
      );
    });

  for (const [name, path, what] of [
    ['close', '/api/v1/channel/close', 'close a channel cooperatively with the peer'],
    ['force-close', '/api/v1/channel/force_close', 'close a channel unilaterally by broadcasting our commitment (funds wait for the timelock)'],
  ] as const) {
    channels
      .command(name)
      .description(`${what} (${path.slice('/api/v1'.length)})`)
      .argument('<channel>', 'channel id (or a unique prefix of at least 8 characters) or user channel id, from `rln channels list`')
      .addHelpText('after', examples(`rln channels ${name} 5f0c2a9d`, `rln channels ${name} 123456789012345678901234567890`))
      .action(async (id: string) => {
        const channel = findChannel(expectOk(await context.api.GET('/api/v1/channels')), id);
        const result = expectOk(await context.api.POST(path, { body: { user_channel_id: channel.user_channel_id, counterparty_node_id: channel.counterparty_node_id } }));
        context.print(result, () => `${name === 'close' ? 'closing' : 'force-closing'} channel ${channel.channel_id} with ${channel.counterparty_node_id}\n`);
      });
  }
}

function rgbTerms(options: OpenOptions, context: CliContext): { contract_id: string; asset_amount: string; color_context_data: string } | undefined {
  const given = [options.rgbContract, options.rgbAmount, options.rgbConsignmentUrl].some((value) => value !== undefined);
  if (!given) return undefined;
  if (options.rgbContract === undefined || options.rgbAmount === undefined) throw new UsageError('an asset channel needs both --rgb-contract and --rgb-amount');
  const template = options.rgbConsignmentUrl ?? `${context.connection.baseUrl}/api/v1/rgb/consignments/{txid}?format=zip`;
  return { contract_id: options.rgbContract, asset_amount: options.rgbAmount, color_context_data: template };
}

/** The channel an operator named by channel id, a unique prefix of it (8+ characters), or user channel id. */
export function findChannel(channels: readonly Channel[], id: string): Channel {
  const wanted = id.toLowerCase();
  const exact = channels.find((c) => c.channel_id === wanted || c.user_channel_id === id);
  if (exact) return exact;
  const byPrefix = wanted.length >= 8 ? channels.filter((c) => c.channel_id.startsWith(wanted)) : [];
  if (byPrefix.length === 1) return byPrefix[0] as Channel;
  if (byPrefix.length > 1) throw new UsageError(`'${id}' matches ${byPrefix.length} channels; give more of the channel id`);
  throw new UsageError(`no channel '${id}' (see rln channels list)`);
}

function channelTable(list: readonly Channel[]): string {
  const rgb = list.some((c) => c.rgb !== undefined);
  return table(list, [
    { header: 'channel id', value: (c) => c.channel_id },
    { header: 'peer', value: (c) => shorten(c.counterparty_node_id) },
    { header: 'capacity', value: (c) => formatSats(c.channel_value_sats), align: 'right' },
    { header: 'local', value: (c) => formatMsat(c.local_balance_msat), align: 'right' },
    { header: 'outbound', value: (c) => formatMsat(c.outbound_capacity_msat), align: 'right' },
    { header: 'inbound', value: (c) => formatMsat(c.inbound_capacity_msat), align: 'right' },
    { header: 'state', value: (c) => (c.is_usable ? 'usable' : c.is_channel_ready ? 'ready' : 'pending') },
    { header: 'public', value: (c) => (c.is_announced ? 'yes' : 'no') },
    ...(rgb
      ? [
          { header: 'rgb contract', value: (c: Channel) => c.rgb?.contract_id ?? '' },
          { header: 'rgb local/remote', value: (c: Channel) => (c.rgb ? `${c.rgb.local_amount}/${c.rgb.remote_amount}` : ''), align: 'right' as const },
        ]
      : []),
  ]);
}
