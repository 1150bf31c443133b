import type { CustomMessageHandler as LdkCustomMessageHandler, Init, TwoTuple_PublicKeyTypeZ, Type } from 'lightningdevkit';
import type { Ldk } from '../ldk/ldk-loader';
import { toHex } from '../ldk/bytes';
import type { CustomMessageHandler } from '../ports/custom-message-handler.port';
import type { EngineLogger } from '../ports/engine-logger.port';
import { PeerFeatureGate } from './peer-feature-gate';

export const MIN_CUSTOM_MESSAGE_TYPE = 32768;

/**
 * LDK's CustomMessageHandler (+ its CustomMessageReader) over our port. Outgoing messages wait
 * in a queue that LDK drains when the PeerManager processes events.
 */
export class CustomMessageBridge {
  private outbox: TwoTuple_PublicKeyTypeZ[] = [];
  readonly handler: LdkCustomMessageHandler;

  constructor(
    private readonly ldk: Ldk,
    private readonly port: CustomMessageHandler | null,
    private readonly logger: EngineLogger,
  ) {
    const accepted = new Set(port?.messageTypes ?? []);
    // Feature bits are known only here, from each peer's `init`: the gate is decided here too.
    const gate = port?.featureBit === undefined ? null : new PeerFeatureGate(port.featureBit);
    // A bit LDK will not set (one it knows) would leave every peer, ours included, refused.
    if (gate && !ldk.InitFeatures.constructor_empty().set_optional_custom_bit(gate.bit).is_ok()) throw new Error(`LDK refuses custom feature bit ${gate.bit}`);
    this.handler = ldk.CustomMessageHandler.new_impl(
      {
        // The port's callbacks run inside LDK calls: a throw through WASM would wedge LDK.
        handle_custom_message: (msg: Type, sender: Uint8Array) => {
          const peerNodeId = toHex(sender);
          const messageType = u16(msg.type_id());
          // Dropped, not answered with an error: LDK would warn or disconnect the peer, and a
          // peer that does not speak the protocol has no channel of it to lose either way.
          if (gate && !gate.allows(peerNodeId)) {
            this.logger.debug({ component: 'custom-messages', peerNodeId, messageType }, 'custom message from a peer without the feature dropped');
          } else {
            this.shielded(() => this.port?.onMessage(peerNodeId, messageType, Uint8Array.from(msg.write())));
          }
          return ldk.Result_NoneLightningErrorZ.constructor_ok();
        },
        get_and_clear_pending_msg: () => {
          const out = this.outbox;
          this.outbox = [];
          return out;
        },
        peer_disconnected: (nodeId: Uint8Array) => {
          gate?.disconnected(toHex(nodeId));
          this.shielded(() => this.port?.onPeerDisconnected?.(toHex(nodeId)));
        },
        peer_connected: (nodeId: Uint8Array, init: Init, _inbound: boolean) => {
          this.shielded(() => gate?.connected(toHex(nodeId), init.get_features().le_flags()));
          this.shielded(() => this.port?.onPeerConnected?.(toHex(nodeId)));
          return ldk.Result_NoneNoneZ.constructor_ok();
        },
        provided_node_features: () => ldk.NodeFeatures.constructor_empty(),
        provided_init_features: (_nodeId: Uint8Array) => {
          const features = ldk.InitFeatures.constructor_empty();
          if (gate) features.set_optional_custom_bit(gate.bit);
          return features;
        },
      },
      {
        read: (rawType: number, buffer: Uint8Array) => {
          const messageType = u16(rawType);
          if (!accepted.has(messageType)) return ldk.Result_COption_TypeZDecodeErrorZ.constructor_ok(ldk.Option_TypeZ.constructor_none());
          return ldk.Result_COption_TypeZDecodeErrorZ.constructor_ok(ldk.Option_TypeZ.constructor_some(this.wrap(messageType, Uint8Array.from(buffer))));
        },
      },
    );
  }

  /** Queues a message; the caller must have the PeerManager process events to send it. */
  enqueue(peerNodeId: Uint8Array, messageType: number, payload: Uint8Array): void {
    if (!Number.isInteger(messageType) || messageType < MIN_CUSTOM_MESSAGE_TYPE || messageType > 0xffff) {
      throw new Error(`custom message type must be in ${MIN_CUSTOM_MESSAGE_TYPE}..65535, got ${messageType}`);
    }
    this.outbox.push(this.ldk.TwoTuple_PublicKeyTypeZ.constructor_new(peerNodeId, this.wrap(messageType, Uint8Array.from(payload))));
  }

  private shielded(work: () => void): void {
    try {
      work();
    } catch (err) {
      this.logger.error({ component: 'custom-messages', err: String(err) }, 'custom message handler threw');
    }
  }

  private wrap(messageType: number, payload: Uint8Array): Type {
    return this.ldk.Type.new_impl({
      type_id: () => messageType,
      debug_str: () => `custom message ${messageType} (${payload.length} bytes)`,
      write: () => payload,
    });
  }
}

/** The bindings hand u16 message types over as a signed 16-bit number (32769 arrives as -32767). */
function u16(value: number): number {
  return value & 0xffff;
}
