import { isIPv4, isIPv6 } from 'node:net';
import { Injectable } from '@nestjs/common';
import { InvalidRequestError, NotFoundError } from '@rln/core';
import { LightningRuntime } from '../../runtime/lightning-runtime';
import { OkResponseDto, toOk } from '../events/dto/events.dto';
import { ChannelDto, CloseChannelRequestDto, ConnectPeerRequestDto, OpenChannelRequestDto, OpenChannelResponseDto, PeerDto, toChannelDto } from './dto/channels.dto';

/** Peers and channels: validation of intents and mapping to the interface's shapes. */
@Injectable()
export class ChannelsService {
  constructor(private readonly lightning: LightningRuntime) {}

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

  listChannels(): ChannelDto[] {
    return this.lightning.ready().listChannels().map(toChannelDto);
  }

  async openChannel(request: OpenChannelRequestDto): Promise<OpenChannelResponseDto> {
    if (request.rgb) {
      throw new InvalidRequestError('RGB channels are not available yet', 'Open a BTC channel without the rgb field.', { field: 'rgb' });
    }
    const engine = this.lightning.ready();
    const capacitySats = BigInt(request.channel_amount_sats);
    const pushMsat = BigInt(request.push_to_counterparty_msat ?? '0');
    if (pushMsat > capacitySats * 1000n) {
      throw new InvalidRequestError('push_to_counterparty_msat exceeds the channel amount', undefined, { field: 'push_to_counterparty_msat' });
    }
    const { host, port } = splitHostPort(request.address);
    await engine.connectPeer(request.node_id, host, port, { persist: true });
    const opened = engine.openChannel({ counterpartyNodeId: request.node_id, capacitySats, pushMsat, announce: request.announce ?? false });
    return { user_channel_id: opened.userChannelId.toString() };
  }

  async closeChannel(request: CloseChannelRequestDto, force: boolean): Promise<OkResponseDto> {
    const engine = this.lightning.ready();
    const channel = engine.listChannels().find((c) => c.userChannelId.toString() === request.user_channel_id && c.counterpartyNodeId === request.counterparty_node_id);
    if (!channel) {
      throw new NotFoundError(`No channel ${request.user_channel_id} with ${request.counterparty_node_id}`, 'List channels with GET /api/v1/channels.');
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
