import type { BroadcasterInterface, BumpTransactionEvent, BumpTransactionEventHandler, KeysManager, Logger, Wallet, WalletSource } from 'lightningdevkit';
import type { Ldk } from '../ldk/ldk-loader';
import { displayHexToInternal } from '../ldk/bytes';
import { txidOf } from '../ldk/ldk-broadcaster';
import type { AnchorWallet } from '../ports/anchor-wallet.port';
import type { EngineLogger } from '../ports/engine-logger.port';

/**
 * Handles LDK's `BumpTransaction` events for anchor channels with LDK's own
 * `BumpTransactionEventHandler` over a `Wallet` (LDK's coin selection) whose `WalletSource`
 * is the AnchorWallet port: on a force close LDK asks for a child transaction spending our
 * anchor output plus wallet coins so that the commitment + child package reaches the target
 * fee rate (CPFP), and for HTLC claims it adds wallet coins to pay the fee. LDK re-emits the
 * event with higher rates on new blocks until the claim confirms.
 *
 * LDK calls the WalletSource synchronously from inside WASM, so the port is synchronous, and
 * no callback may throw (a JS exception inside WASM leaves LDK's locks borrowed): failures are
 * reported to LDK as `Err`, which makes that bump attempt fail and be retried later.
 * Without an AnchorWallet the commitment is broadcast alone at its pre-signed fee rate.
 */
export class AnchorBumper {
  /** Held here: WASM keeps JS trait objects only weakly (see README). */
  readonly source: WalletSource | null;
  readonly coinSelection: Wallet | null;
  private readonly handler: BumpTransactionEventHandler | null;

  constructor(
    private readonly ldk: Ldk,
    private readonly wallet: AnchorWallet | null,
    private readonly broadcaster: BroadcasterInterface,
    keys: KeysManager,
    ldkLogger: Logger,
    private readonly logger: EngineLogger,
  ) {
    if (!wallet) {
      this.source = null;
      this.coinSelection = null;
      this.handler = null;
      return;
    }
    this.source = ldk.WalletSource.new_impl({
      list_confirmed_utxos: () => {
        try {
          return ldk.Result_CVec_UtxoZNoneZ.constructor_ok(wallet.listConfirmedUtxos().map((u) => this.toLdkUtxo(u)));
        } catch (err) {
          this.logger.error({ component: 'anchors', err: String(err) }, 'anchor wallet could not list its coins');
          return ldk.Result_CVec_UtxoZNoneZ.constructor_err();
        }
      },
      get_change_script: () => {
        try {
          return ldk.Result_CVec_u8ZNoneZ.constructor_ok(wallet.changeScript());
        } catch (err) {
          this.logger.error({ component: 'anchors', err: String(err) }, 'anchor wallet gave no change script');
          return ldk.Result_CVec_u8ZNoneZ.constructor_err();
        }
      },
      sign_psbt: (psbt: Uint8Array) => {
        try {
          const tx = wallet.signPsbt(Uint8Array.from(psbt));
          this.logger.info({ component: 'anchors', txid: safeTxid(tx) }, 'anchor wallet signed a fee-bump transaction');
          return ldk.Result_TransactionNoneZ.constructor_ok(tx);
        } catch (err) {
          this.logger.error({ component: 'anchors', err: String(err) }, 'anchor wallet could not sign');
          return ldk.Result_TransactionNoneZ.constructor_err();
        }
      },
    });
    this.coinSelection = ldk.Wallet.constructor_new(this.source, ldkLogger);
    this.handler = ldk.BumpTransactionEventHandler.constructor_new(broadcaster, this.coinSelection.as_CoinSelectionSource(), keys.as_SignerProvider(), ldkLogger);
  }

  handle(event: BumpTransactionEvent): void {
    const ldk = this.ldk;
    if (event instanceof ldk.BumpTransactionEvent_ChannelClose) {
      this.logger.info(
        { component: 'anchors', commitmentTxid: safeTxid(event.commitment_tx), targetSatPerKw: event.package_target_feerate_sat_per_1000_weight },
        'force close: bumping the commitment with an anchor child',
      );
      if (!this.handler) {
        this.logger.warn({ component: 'anchors' }, 'no anchor wallet: broadcasting the commitment alone at its pre-signed fee rate');
        this.broadcaster.broadcast_transactions([event.commitment_tx]);
        return;
      }
    } else if (!this.handler) {
      this.logger.error({ component: 'anchors' }, 'HTLC claim needs wallet coins for its fee but no anchor wallet is configured');
      return;
    }
    this.handler.handle_event(event);
  }

  private toLdkUtxo(u: { outpoint: string; valueSats: bigint; scriptPubKey: Uint8Array; satisfactionWeight: number }) {
    const ldk = this.ldk;
    const [txid, vout] = u.outpoint.split(':');
    if (!txid || vout === undefined || !/^\d+$/.test(vout)) throw new Error(`bad outpoint "${u.outpoint}"`);
    return ldk.Utxo.constructor_new(
      ldk.OutPoint.constructor_new(displayHexToInternal(txid), Number(vout)),
      ldk.TxOut.constructor_new(u.valueSats, u.scriptPubKey),
      BigInt(u.satisfactionWeight),
    );
  }
}

function safeTxid(tx: Uint8Array): string {
  try {
    return txidOf(tx);
  } catch {
    return 'unparsable';
  }
}
