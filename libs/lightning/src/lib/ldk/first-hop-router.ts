import type {
  ChannelDetails,
  EntropySource,
  InFlightHtlcs,
  ReceiveTlvs,
  Result_CVec_BlindedPaymentPathZNoneZ,
  Result_RouteLightningErrorZ,
  RouteParameters,
  Router,
} from 'lightningdevkit';
import type { Ldk } from './ldk-loader';
import { toHex } from './bytes';

/** LDK's MIN_FINAL_CLTV_EXPIRY_DELTA, which its DefaultRouter uses for blinded payment paths. */
const MIN_FINAL_CLTV_EXPIRY_DELTA = 18;

/**
 * LDK's Router with a per-payment first hop. LDK 0.1 no longer exposes
 * `send_payment_with_route`; its documented way to fix a payment's route is to answer
 * `Router::find_route_with_id` for that payment id. So this router delegates to the
 * DefaultRouter, and for a payment registered with `prefer(paymentId, channelId)` passes only
 * that channel as the usable first hop: the first attempt and every retry leave through it
 * (a payment that cannot fails with RouteNotFound rather than silently using another channel).
 * Preferences are in memory: after a restart, LDK's remaining retries may use any channel.
 *
 * Blinded payment paths (BOLT12 invoices) are LDK's, except when LDK finds none: an
 * unannounced node with more than one peer (LDK introduces paths only at announced peers, or
 * at the single peer of an unannounced node). Then, if one of our usable channels can receive
 * the amount, the path is introduced at this node itself: payers that reach us (a channel
 * peer, or through the graph when we are announced) can pay it.
 */
export class FirstHopRouter {
  readonly router: Router;
  private readonly preferred = new Map<string, string>();

  constructor(
    private readonly ldk: Ldk,
    private readonly inner: Router,
    /** For the one-hop payment path fallback (none: LDK's answer only). */
    private readonly entropy?: EntropySource,
  ) {
    this.router = ldk.Router.new_impl({
      find_route: (payer: Uint8Array, params: RouteParameters, firstHops: ChannelDetails[], inflight: InFlightHtlcs): Result_RouteLightningErrorZ =>
        this.guard(() => this.inner.find_route(payer, params, firstHops, inflight)),
      find_route_with_id: (
        payer: Uint8Array,
        params: RouteParameters,
        firstHops: ChannelDetails[],
        inflight: InFlightHtlcs,
        paymentHash: Uint8Array,
        paymentId: Uint8Array,
      ): Result_RouteLightningErrorZ =>
        this.guard(() => {
          const channelId = this.preferred.get(toHex(paymentId));
          if (channelId === undefined || !firstHops) return this.inner.find_route_with_id(payer, params, firstHops, inflight, paymentHash, paymentId);
          const hops = firstHops.filter((c) => toHex(c.get_channel_id().get_a()) === channelId);
          if (hops.length === 0) return this.noRoute(`the preferred first hop ${channelId} is not usable`);
          return this.inner.find_route_with_id(payer, params, hops, inflight, paymentHash, paymentId);
        }),
      create_blinded_payment_paths: (recipient: Uint8Array, firstHops: ChannelDetails[], tlvs: ReceiveTlvs, amountMsat: bigint) => {
        try {
          const paths = this.inner.create_blinded_payment_paths(recipient, firstHops, tlvs.clone(), amountMsat);
          if (paths instanceof ldk.Result_CVec_BlindedPaymentPathZNoneZ_OK && paths.res.length > 0) return paths;
          return this.oneHopPaymentPath(recipient, firstHops, tlvs, amountMsat) ?? paths;
        } catch {
          return ldk.Result_CVec_BlindedPaymentPathZNoneZ.constructor_err();
        }
      },
    });
  }

  /** Routes the payment `paymentId` (hex) only through our channel `channelId` (hex). */
  prefer(paymentId: string, channelId: string): void {
    this.preferred.set(paymentId, channelId);
  }

  /** The payment ended (sent, failed, or never started). */
  forget(paymentId: string): void {
    this.preferred.delete(paymentId);
  }

  /** A route for a pre-flight check, through `firstHops` only. */
  findRoute(payer: Uint8Array, params: RouteParameters, firstHops: ChannelDetails[], inflight: InFlightHtlcs): Result_RouteLightningErrorZ {
    return this.inner.find_route(payer, params, firstHops, inflight);
  }

  /** A payment path introduced at this node, when a usable channel can receive `amountMsat`. */
  private oneHopPaymentPath(recipient: Uint8Array, firstHops: ChannelDetails[], tlvs: ReceiveTlvs, amountMsat: bigint): Result_CVec_BlindedPaymentPathZNoneZ | null {
    const ldk = this.ldk;
    if (!this.entropy || !firstHops.some((c) => Boolean(c.get_is_usable()) && c.get_inbound_capacity_msat() >= amountMsat)) return null;
    const path = ldk.BlindedPaymentPath.constructor_one_hop(recipient, tlvs, MIN_FINAL_CLTV_EXPIRY_DELTA, this.entropy);
    return path instanceof ldk.Result_BlindedPaymentPathNoneZ_OK ? ldk.Result_CVec_BlindedPaymentPathZNoneZ.constructor_ok([path.res]) : null;
  }

  /** Never throws into WASM (that leaves LDK's locks borrowed). */
  private guard(find: () => Result_RouteLightningErrorZ): Result_RouteLightningErrorZ {
    try {
      return find();
    } catch (err) {
      return this.noRoute(`route finding failed: ${String(err)}`);
    }
  }

  private noRoute(message: string): Result_RouteLightningErrorZ {
    const ldk = this.ldk;
    return ldk.Result_RouteLightningErrorZ.constructor_err(ldk.LightningError.constructor_new(message, ldk.ErrorAction.constructor_ignore_error()));
  }
}
