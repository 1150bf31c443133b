import { isIPv6 } from 'node:net';
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

/** `host:port` or `[ipv6]:port`; a bracketed host must be an IPv6 address (net.connect throws otherwise). */
export function splitHostPort(address: string): { host: string; port: number } {
  const at = address.lastIndexOf(':');
  const rawHost = address.slice(0, at);
  const bracketed = rawHost.startsWith('[') && rawHost.endsWith(']');
  const host = bracketed ? rawHost.slice(1, -1) : rawHost;
  const port = Number(address.slice(at + 1));
  if (!host || (bracketed ? !isIPv6(host) : /[[\]:]/.test(host)) || !Number.isInteger(port) || port < 1 || port > 65535) {
    throw new InvalidRequestError(`address '${address}' is not host:port`, undefined, { field: 'address' });
  }
  return { host, port };
}
