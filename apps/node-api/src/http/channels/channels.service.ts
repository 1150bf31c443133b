import { isIPv4, isIPv6 } from 'node:net';
import { Injectable } from '@nestjs/common';
import { ConflictError, InvalidRequestError, NotFoundError } from '@rln/core';
import { assetsOf, checkConsignmentUrl, otherSide } from '@rln/rgb-channel';
import { InsufficientAssetBalanceError, toContractId, toRgbLibId } from '@rln/rgb-wallet';
import { AssetChannelRuntime, LIVE_STATUSES, openerPolicy } from '../../runtime/asset-channels/asset-channel-runtime';
import { LightningRuntime } from '../../runtime/lightning-runtime';
import { RgbRuntime } from '../../runtime/rgb-runtime';
import { OkResponseDto, toOk } from '../events/dto/events.dto';
import { ChannelDto, CloseChannelRequestDto, ConnectPeerRequestDto, OpenChannelRequestDto, OpenChannelResponseDto, PeerDto, toChannelDto } from './dto/channels.dto';


/** Peers and channels: validation of intents and mapping to the interface's shapes. */
@Injectable()
export class ChannelsService {
  constructor(
    private readonly lightning: LightningRuntime,
    private readonly rgb: RgbRuntime,
    private readonly assetChannels: AssetChannelRuntime,
  ) {}

  listPeers(): PeerDto[] {
    const engine = this.lightning.ready();
    const connected = new Map(engine.listPeers().map((p) => [p.nodeId, p]));
    const persisted = new Map(engine.persistedPeers().map((p) => [p.nodeId, p.address]));
    const ids = new Set([...connected.keys(), ...persisted.keys()]);
    return [...ids].sort().map((nodeId) => ({
      node_id: nodeId,
      address: persisted.get(nodeId) ?? connected.get(nodeId)?.address ?? null,
      is_persisted: persisted.has(nodeId),
      is_connected: connected.has(nodeId),
    }));
  }

  async connectPeer(request: ConnectPeerRequestDto): Promise<OkResponseDto> {
    const { host, port } = splitHostPort(request.address);
    await this.lightning.ready().connectPeer(request.node_id, host, port, { persist: request.persist ?? true });
    return toOk();
  }

  async disconnectPeer(nodeId: string): Promise<OkResponseDto> {
    await this.lightning.ready().disconnectPeer(nodeId);
    return toOk();
  }

  /** LDK's channels; one that carries an asset channel shows its committed asset split as `rgb` (HTLCs in flight are in neither side). */
  async listChannels(): Promise<ChannelDto[]> {
    const channels = this.lightning.ready().listChannels();
    return Promise.all(
      channels.map(async (c) => {
        const dto = toChannelDto(c);
        const asset = await this.assetChannels.store.load(c.counterpartyNodeId, c.channelId);
        if (asset && LIVE_STATUSES.has(asset.record.status)) {
          const { committed, local } = asset.record;
          dto.rgb = { contract_id: toContractId(asset.record.contractId), local_amount: assetsOf(committed, local).toString(), remote_amount: assetsOf(committed, otherSide(local)).toString() };
        }
        return dto;
      }),
    );
  }

  async openChannel(request: OpenChannelRequestDto): Promise<OpenChannelResponseDto> {
    const rgb = request.rgb ? await this.assetChannelTerms(request.rgb) : null;
    const engine = this.lightning.ready();
    const capacitySats = BigInt(request.channel_amount_sats);
    const pushMsat = BigInt(request.push_to_counterparty_msat ?? '0');
    if (pushMsat > capacitySats * 1000n) {
      throw new InvalidRequestError('push_to_counterparty_msat exceeds the channel amount', undefined, { field: 'push_to_counterparty_msat' });
    }
    const { host, port } = splitHostPort(request.address);
    await engine.connectPeer(request.node_id, host, port, { persist: true });
    const opened = engine.openChannel({ counterpartyNodeId: request.node_id, capacitySats, pushMsat, announce: request.announce ?? false });
    // The carrier opens on LDK's own; the asset channel's opening follows once LDK has funded
    // it, over the same connection (docs/design/rgb-channel-protocol.md §5a).
    if (rgb) await this.assetChannels.requestOpen({ userChannelId: opened.userChannelId, peerNodeId: request.node_id, ...rgb });
    return { user_channel_id: opened.userChannelId.toString() };
  }

  /** The asset channel's terms, checked before anything opens: a bad request changes nothing. */
  private async assetChannelTerms(rgb: NonNullable<OpenChannelRequestDto['rgb']>): Promise<{ contractId: string; assetAmount: bigint; consignmentUrl: string }> {
    const contractId = toRgbLibId(rgb.contract_id, 'rgb.contract_id');
    const assetAmount = BigInt(rgb.asset_amount);
    openerPolicy(assetAmount);
    let consignmentUrl: string;
    try {
      consignmentUrl = checkConsignmentUrl(rgb.color_context_data);
    } catch (err) {
      throw new InvalidRequestError(`rgb.color_context_data: ${(err as Error).message}`, 'Give the URL template of this node\'s consignment endpoint, for example http://host:port/api/v1/rgb/consignments/{txid}?format=zip.', { field: 'rgb.color_context_data' });
    }
    this.assetChannels.ensureReady();
    const balance = await this.rgb.engine.ready().engine.assetBalance(contractId);
    if (balance.spendable < assetAmount) {
      throw new InsufficientAssetBalanceError(`${balance.spendable} of ${rgb.contract_id} spendable, ${assetAmount} asked`, 'Wait for incoming transfers to settle, or open with a smaller rgb.asset_amount.', { field: 'rgb.asset_amount' });
    }
    return { contractId, assetAmount, consignmentUrl };
  }

  async closeChannel(request: CloseChannelRequestDto, force: boolean): Promise<OkResponseDto> {
    const engine = this.lightning.ready();
    const channel = engine.listChannels().find((c) => c.userChannelId.toString() === request.user_channel_id && c.counterpartyNodeId === request.counterparty_node_id);
    if (!channel) {
      throw new NotFoundError(`No channel ${request.user_channel_id} with ${request.counterparty_node_id}`, 'List channels with GET /api/v1/channels.');
    }
    const asset = await this.assetChannels.store.load(channel.counterpartyNodeId, channel.channelId);
    // Once both closing signatures are held (`closed`), or the asset channel failed, the carrier is LDK's alone again.
    if (asset && (asset.record.status === 'open' || asset.record.status === 'closing' || asset.record.status === 'awaiting-funding')) {
      const { record } = asset;
      // A side with nothing in the asset channel loses nothing by closing its carrier, even by
      // force: it is not held hostage by a peer that never funds or never answers (T3, CL-4).
      const holdsAssets = assetsOf(record.committed, record.local) > 0n || record.committed.htlcs.length > 0 || record.round !== null;
      if (force && holdsAssets && record.status !== 'awaiting-funding') {
        // The asset channel closes on chain first (409 and nothing changes when our state is lost);
        // the monitor sweeps our outputs, HTLCs included, and the carrier is force closed below.
        await this.assetChannels.forceCloseAssetChannel(channel.counterpartyNodeId, channel.channelId);
      } else if (force && holdsAssets) {
        throw new ConflictError(`Channel ${request.user_channel_id} carries an asset channel of ${toContractId(record.contractId)} whose funding has not confirmed`, 'Wait until it is open, then close it.');
      }
      if (!force && record.status === 'open') {
        // The asset channel closes first; the carrier follows once the closing is signed.
        await this.assetChannels.closeAssetChannel(channel.counterpartyNodeId, channel.channelId);
        return toOk();
      }
      if (!force && record.status === 'awaiting-funding' && holdsAssets) {
        throw new ConflictError(`Channel ${request.user_channel_id} carries an asset channel of ${toContractId(record.contractId)} whose funding has not confirmed`, 'Wait until it is open, then close it.');
      }
      // `closing`: no state will be signed any more; closing the carrier does not touch the shadow output.
    }
    await engine.closeChannel(channel.channelId, channel.counterpartyNodeId, { force });
    return toOk();
  }
}

/**
 * `host:port` or `[ipv6]:port`. The host must be an IP literal a node can listen on or a DNS
 * name: getaddrinfo would otherwise read shorthand like `8`, `1.2` or `0x7f` as an IPv4 address
 * (0.0.0.8, …), and a bracketed host that is not IPv6 makes net.connect throw.
 */
export function splitHostPort(address: string): { host: string; port: number } {
  const at = address.lastIndexOf(':');
  const rawHost = address.slice(0, at);
  const bracketed = rawHost.startsWith('[') && rawHost.endsWith(']');
  const host = bracketed ? rawHost.slice(1, -1) : rawHost;
  const port = Number(address.slice(at + 1));
  const hostOk = bracketed ? isIPv6(host) : isIPv4(host) ? isDialableIPv4(host) : isDnsName(host);
  if (!host || !hostOk || !Number.isInteger(port) || port < 1 || port > 65535) {
    throw new InvalidRequestError(`address '${address}' is not host:port`, 'Use a dotted-quad IPv4 address, [IPv6] or a DNS name, then :port.', { field: 'address' });
  }
  return { host, port };
}

/** Not 0.0.0.0/8 ("this network"), multicast or reserved: no peer can listen there. */
function isDialableIPv4(host: string): boolean {
  const first = Number(host.split('.')[0]);
  return first !== 0 && first < 224;
}

/** RFC 1123 labels; the last one starts with a letter (top-level domains do, RFC 3696 §2), so no numeric shorthand passes. */
function isDnsName(host: string): boolean {
  const name = host.endsWith('.') ? host.slice(0, -1) : host;
  const labels = name.split('.');
  return name.length <= 253 && labels.every((l) => /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/.test(l)) && /^[A-Za-z]/.test(labels[labels.length - 1]);
}
