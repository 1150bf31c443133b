//! Step 9: the third-party check. The holder of each HTLC channel's resolved 100 (Bob after the
//! HTLC-success, Alice after the HTLC-timeout) sends part of it to Carol, a third wallet that saw
//! nothing of the channel, out of band: a PSBT of its own paying Carol's `witness_receive` script
//! and its own change receive, coloured with `color_psbt_and_consume`, signed and broadcast through
//! rgb-lib. Carol's `provide_out_of_band_consignment` + `refresh` validate the consignment, whose
//! history runs through the shadow funding, the commitment, the second stage and the sweep.

use std::str::FromStr;

use rgb_lib::bdk_wallet::SignOptions;
use rgb_lib::bitcoin::absolute::LockTime;
use rgb_lib::bitcoin::psbt::Psbt;
use rgb_lib::bitcoin::transaction::Version;
use rgb_lib::bitcoin::{Amount, OutPoint, Sequence, Transaction, TxIn, TxOut, Txid};
use rgb_lib::utils::script_buf_from_recipient_id;
use rgb_lib::wallet::{RgbWalletOpsOffline, RgbWalletOpsOnline};
use rgb_lib::{Assignment, FileContent, RgbTransfer};

use crate::htlc::{HTLC_ASSET, HtlcOutcome, Resolution};
use crate::wallets::{Peer, check_refresh, coloring};
use crate::{Channel, Res, Spike, now};

/// How much of the 100 goes to Carol; the sender keeps the rest as change.
pub const TO_CAROL: u64 = 40;
const CAROL_SATS: u64 = 3_000;
const SEND_FEE: u64 = 1_000;

pub struct CarolReceipt {
    pub send_txid: Txid,
    pub send_height: u32,
    /// The witness txids of the consignment Carol validated, oldest first.
    pub history: Vec<String>,
    pub carol_settled: u64,
    pub sender_settled: u64,
}

impl Spike {
    pub fn send_to_carol(
        &mut self,
        carol: &mut Peer,
        ch: Channel,
        r: Resolution,
        htlc: &HtlcOutcome,
    ) -> Res<CarolReceipt> {
        let path = self.base.join(ch.file("carol.consignment"));
        let asset_id = htlc.asset_id.clone();
        let (env, sender, _) = self.sides(r);
        // Carol has never seen this asset: a receive for any asset, which validation then imports.
        let receive = carol.wallet.witness_receive(None, Assignment::Fungible(TO_CAROL), now() + 86_400, vec![], 1)?;
        let carol_spk = script_buf_from_recipient_id(receive.recipient_id.clone())?
            .ok_or("carol's recipient id is not a witness one")?;
        let change = sender.wallet.witness_receive(
            Some(asset_id.clone()),
            Assignment::Fungible(HTLC_ASSET - TO_CAROL),
            now() + 86_400,
            vec![],
            1,
        )?;
        let change_spk = script_buf_from_recipient_id(change.recipient_id.clone())?
            .ok_or("the sender's recipient id is not a witness one")?;

        let unspents = sender.wallet.list_unspents(Some(sender.online.clone()), false, false)?;
        let utxo = unspents
            .iter()
            .find(|u| u.rgb_allocations.iter().any(|a| a.asset_id.as_deref() == Some(asset_id.as_str()) && a.settled))
            .ok_or_else(|| format!("{} has no settled UTXO of {asset_id}", sender.name))?;
        let outpoint = OutPoint::new(Txid::from_str(&utxo.utxo.outpoint.txid)?, utxo.utxo.outpoint.vout);
        let prev = env.prev_txout(&outpoint)?;
        let change_sats = prev
            .value
            .to_sat()
            .checked_sub(CAROL_SATS + SEND_FEE)
            .ok_or("the swept UTXO cannot pay carol's output and the fee")?;
        env.log(format!("{} sends {TO_CAROL} of {asset_id} from {outpoint} ({})", sender.name, prev.value));
        let unsigned = Transaction {
            version: Version::TWO,
            lock_time: LockTime::ZERO,
            input: vec![TxIn {
                previous_output: outpoint,
                sequence: Sequence::ENABLE_RBF_NO_LOCKTIME,
                ..Default::default()
            }],
            output: vec![
                TxOut { value: Amount::from_sat(CAROL_SATS), script_pubkey: carol_spk },
                TxOut { value: Amount::from_sat(change_sats), script_pubkey: change_spk },
                crate::scripts::op_return(),
            ],
        };
        let mut psbt = Psbt::from_unsigned_tx(unsigned)?;
        psbt.inputs[0].witness_utxo = Some(prev);
        // An ordinary transfer: random blinding, nobody else needs to reproduce it.
        let outputs = [(0, TO_CAROL), (1, HTLC_ASSET - TO_CAROL)];
        let transfers = sender.wallet.color_psbt_and_consume(&mut psbt, coloring(htlc.cid, &outputs, None, None))?;
        transfers.first().ok_or("no consignment for carol")?.save_file(&path)?;
        let sign = SignOptions { trust_witness_utxo: true, ..Default::default() };
        let signed = sender.wallet.sign_psbt(psbt.to_string(), Some(sign))?;
        let send_txid = Psbt::from_str(&signed)?.extract_tx()?.compute_txid();
        let path_str = path.to_string_lossy().to_string();
        let refreshed =
            sender.wallet.provide_out_of_band_consignment(sender.online.clone(), path_str.clone(), vec![])?;
        env.log(format!("{}: change consignment -> {}", sender.name, check_refresh("sender's change", &refreshed)?));
        // Through rgb-lib, so the sender's database marks the spent UTXO (see funding.rs).
        sender.wallet.send_btc_end(sender.online.clone(), signed)?;
        let refreshed = carol.wallet.provide_out_of_band_consignment(carol.online.clone(), path_str, vec![])?;
        env.log(format!("carol: consignment -> {}", check_refresh("carol's receive", &refreshed)?));

        env.mine(1)?;
        let send_height = env.wait_confirmed(&send_txid)?;
        env.log(format!("send to carol {send_txid} confirmed at height {send_height}"));
        for peer in [&mut *sender, &mut *carol] {
            let refreshed = peer.wallet.refresh(peer.online.clone(), None, vec![], false)?;
            env.log(format!("{}.refresh -> {}", peer.name, check_refresh("refresh after the send", &refreshed)?));
        }
        let sender_settled = sender.settled_balance(env, &asset_id)?;
        let carol_settled = carol.settled_balance(env, &asset_id)?;
        let history = RgbTransfer::load_file(&path)
            .map_err(|e| format!("cannot read {}: {e}", path.display()))?
            .bundles
            .iter()
            .map(|b| b.witness_id().to_string())
            .collect::<Vec<_>>();
        env.log(format!("carol's consignment history: {history:?}"));
        Ok(CarolReceipt { send_txid, send_height, history, carol_settled, sender_settled })
    }
}
