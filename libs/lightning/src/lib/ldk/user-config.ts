import type { UserConfig } from 'lightningdevkit';
import type { Ldk } from './ldk-loader';

export interface ChannelPolicy {
  /** Confirmations before a channel we accept is usable. Default 3 (regtest tests use 1). */
  readonly minimumDepth?: number;
  /** Announce channels we open for forwarding (public). Default false. */
  readonly announceChannels?: boolean;
  /**
   * Forward payments into unannounced channels (a payer two hops away reaching a peer whose
   * channel with us is private, as BOLT12 blinded paths introduced at us need). Default true:
   * the node is a server, reliably online, which is what LDK's default (false) guards against.
   */
  readonly forwardToPrivateChannels?: boolean;
}

/**
 * LDK's UserConfig for interop with LND:
 * - anchor channels (`negotiate_anchors_zero_fee_htlc_tx`), which LND opens by default; LDK
 *   accepts inbound anchor channels only with `manually_accept_inbound_channels`, so every
 *   inbound request comes through the OpenChannelRequest event and the engine accepts it;
 * - `force_announced_channel_preference = false`: LND opens public channels unless told not
 *   to, and LDK would otherwise refuse any channel whose announce flag differs from ours;
 * - 100% of the channel may be in flight towards us (LDK's default of 10% caps payments);
 * - forwards into unannounced channels are accepted (see `forwardToPrivateChannels`).
 * The bindings return copies from getters: each nested config is read, changed and set back.
 */
export function buildUserConfig(ldk: Ldk, policy: ChannelPolicy = {}): UserConfig {
  const config = ldk.UserConfig.constructor_default();
  const handshake = config.get_channel_handshake_config();
  handshake.set_negotiate_anchors_zero_fee_htlc_tx(true);
  handshake.set_announce_for_forwarding(policy.announceChannels ?? false);
  handshake.set_minimum_depth(policy.minimumDepth ?? 3);
  handshake.set_max_inbound_htlc_value_in_flight_percent_of_channel(100);
  config.set_channel_handshake_config(handshake);
  const limits = config.get_channel_handshake_limits();
  limits.set_force_announced_channel_preference(false);
  config.set_channel_handshake_limits(limits);
  config.set_manually_accept_inbound_channels(true);
  config.set_accept_forwards_to_priv_channels(policy.forwardToPrivateChannels ?? true);
  return config;
}
