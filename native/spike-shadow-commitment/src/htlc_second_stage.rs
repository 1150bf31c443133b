//! Step 8's second stage: the HTLC-success / HTLC-timeout transaction (BOLT 3: version 2, one input
//! with nSequence 0 spending the commitment's HTLC output through its 2-of-2 branch, nLockTime 0
//! for success and cltv_expiry for timeout, one output to the holder's CSV-delayed script), then the
//! holder's sweep of that output into its own receive script.

use rgb_lib::bitcoin::absolute::LockTime;
use rgb_lib::bitcoin::psbt::Psbt;
use rgb_lib::bitcoin::transaction::Version;
use rgb_lib::bitcoin::{Amount, OutPoint, ScriptBuf, Sequence, Transaction, TxIn, TxOut, Txid};
use rgb_lib::utils::script_buf_from_recipient_id;
use rgb_lib::wallet::RgbWalletOpsOnline;
use rgb_lib::wallet::rust_only::ColoringInfo;
use rgb_lib::{Assignment, ContractId, FileContent};

use crate::htlc::{
    HTLC_ASSET, HTLC_SATS, HTLC_SWEEP_BLINDING, HTLC_TX_BLINDING, HTLC_TX_FEE, HTLC_VOUT, HtlcChannelKeys,
    HtlcCommitment, Resolution,
};
use crate::htlc_scripts::{htlc_success_witness, htlc_timeout_witness};
use crate::scripts::{op_return, p2wsh_sig, to_local_delayed_witness};
use crate::wallets::{check_refresh, coloring};
use crate::{CSV_DELAY, Channel, Res, SWEEP_FEE, Spike, now};

const SECOND_STAGE_NONCE: u64 = 1;
pub const SECOND_STAGE_SATS: u64 = HTLC_SATS - HTLC_TX_FEE;

/// The unsigned second-stage transaction, before colouring (its OP_RETURN still empty).
pub struct SecondStage {
    unsigned: Transaction,
    htlc_script: ScriptBuf,
}

impl SecondStage {
    pub fn psbt(&self) -> Res<Psbt> {
        let mut psbt = Psbt::from_unsigned_tx(self.unsigned.clone())?;
        psbt.inputs[0].witness_utxo = Some(TxOut {
            value: Amount::from_sat(HTLC_SATS),
            script_pubkey: ScriptBuf::new_p2wsh(&self.htlc_script.wscript_hash()),
        });
        Ok(psbt)
    }

    /// All 100 to output 0; static blinding and nonce so both peers get the same transaction.
    pub fn coloring(&self, cid: ContractId) -> ColoringInfo {
        coloring(cid, &[(0, HTLC_ASSET)], Some(HTLC_TX_BLINDING), Some(SECOND_STAGE_NONCE))
    }
}

/// The second stage as the counterparty coloured and signed it, with the commitment.
pub struct Presigned {
    pub txid: Txid,
    pub remote_sig: Vec<u8>,
    pub deterministic: bool,
}

pub struct Claimed {
    pub txid: Txid,
    pub height: u32,
    pub matches_presigned: bool,
    pub rejected_at_tips: Vec<u32>,
    pub rejection_messages: Vec<String>,
    pub accepted_at_tip: u32,
}

pub struct HtlcSweep {
    pub txid: Txid,
    pub height: u32,
    pub holder_settled: u64,
}

/// btcd: "transaction ... is not finalized"; Bitcoin Core: "non-final".
pub fn is_locktime_rejection(message: &str) -> bool {
    message.contains("not finalized") || message.contains("non-final")
}

impl Spike {
    pub fn second_stage(
        &self,
        r: Resolution,
        commitment: &HtlcCommitment,
        keys: &HtlcChannelKeys,
        cltv_expiry: u32,
    ) -> Res<SecondStage> {
        let lock_time = match r {
            Resolution::Success => LockTime::ZERO,
            Resolution::Timeout => LockTime::from_height(cltv_expiry)?,
        };
        let unsigned = Transaction {
            version: Version::TWO,
            lock_time,
            // nSequence 0: not final, so nLockTime applies; no relative lock.
            input: vec![TxIn {
                previous_output: OutPoint::new(commitment.txid, HTLC_VOUT),
                sequence: Sequence::ZERO,
                ..Default::default()
            }],
            output: vec![
                TxOut {
                    value: Amount::from_sat(SECOND_STAGE_SATS),
                    script_pubkey: ScriptBuf::new_p2wsh(&keys.delayed_script().wscript_hash()),
                },
                op_return(),
            ],
        };
        Ok(SecondStage { unsigned, htlc_script: commitment.htlc_script.clone() })
    }

    /// Both peers colour the second stage from their stocks (the commitment consumed, not yet
    /// broadcast); the counterparty signs the result, which is what it hands the holder with the
    /// state in a real channel.
    pub fn presign_second_stage(
        &mut self,
        ch: Channel,
        r: Resolution,
        cid: ContractId,
        second: &SecondStage,
        keys: &HtlcChannelKeys,
    ) -> Res<Presigned> {
        let psbt_path = self.base.join(ch.file("second_stage_presigned.psbt"));
        let (env, holder, cp) = self.sides(r);
        let (mut ph, mut pc) = (second.psbt()?, second.psbt()?);
        holder.wallet.color_psbt(&mut ph, second.coloring(cid))?;
        cp.wallet.color_psbt(&mut pc, second.coloring(cid))?;
        let deterministic = ph.serialize() == pc.serialize();
        let txid = pc.unsigned_tx.compute_txid();
        env.log(format!(
            "second stage coloured by {} ({}) and {} ({txid}): PSBTs byte-identical: {deterministic}",
            holder.name,
            ph.unsigned_tx.compute_txid(),
            cp.name
        ));
        std::fs::write(psbt_path, pc.serialize())?;
        let remote_sig = p2wsh_sig(&pc.unsigned_tx, 0, &second.htlc_script, HTLC_SATS, &keys.remote_htlc_sk);
        Ok(Presigned { txid, remote_sig, deterministic })
    }

    /// Once the commitment has confirmed: the holder colours and consumes the second stage (so its
    /// stock can later colour the sweep), adds its own signature to the counterparty's and
    /// broadcasts. Success goes out at once; timeout is offered at every tip until btcd accepts it.
    #[allow(clippy::too_many_arguments)]
    pub fn claim_second_stage(
        &mut self,
        ch: Channel,
        r: Resolution,
        cid: ContractId,
        second: &SecondStage,
        presigned: &Presigned,
        keys: &HtlcChannelKeys,
        preimage: [u8; 32],
    ) -> Res<Claimed> {
        let path = self.base.join(ch.file("second_stage.consignment"));
        let (env, holder, _) = self.sides(r);
        let mut psbt = second.psbt()?;
        let transfers = holder.wallet.color_psbt_and_consume(&mut psbt, second.coloring(cid))?;
        transfers.first().ok_or("no second-stage consignment")?.save_file(&path)?;
        let mut signed = psbt.unsigned_tx.clone();
        let txid = signed.compute_txid();
        let matches_presigned = txid == presigned.txid;
        let local_sig = p2wsh_sig(&signed, 0, &second.htlc_script, HTLC_SATS, &keys.local_htlc_sk);
        let remote_sig = presigned.remote_sig.clone();
        signed.input[0].witness = match r {
            Resolution::Success => htlc_success_witness(remote_sig, local_sig, preimage, &second.htlc_script),
            Resolution::Timeout => htlc_timeout_witness(remote_sig, local_sig, &second.htlc_script),
        };
        env.log(format!(
            "second stage {txid} (the pre-signed one: {matches_presigned}), nLockTime {}",
            signed.lock_time
        ));

        let (mut rejected_at_tips, mut rejection_messages) = (Vec::new(), Vec::new());
        let accepted_at_tip = loop {
            let tip = env.tip()?;
            match env.try_broadcast(&signed)? {
                Ok(()) => {
                    env.log(format!("second stage ACCEPTED at tip {tip}"));
                    break tip;
                }
                Err(rejection) => {
                    env.log(format!("second stage REJECTED at tip {tip}: {}", rejection.message));
                    if r == Resolution::Success || !is_locktime_rejection(&rejection.message) {
                        return Err(format!("second stage rejected: {}", rejection.message).into());
                    }
                    rejected_at_tips.push(tip);
                    rejection_messages.push(rejection.message);
                }
            }
            if rejected_at_tips.len() > 10 {
                return Err(format!("the HTLC-timeout is still refused at tip {tip}").into());
            }
            env.mine(1)?;
        };
        env.mine(1)?;
        let height = env.wait_confirmed(&txid)?;
        env.log(format!("second stage confirmed at height {height}"));
        Ok(Claimed { txid, height, matches_presigned, rejected_at_tips, rejection_messages, accepted_at_tip })
    }

    /// The holder sweeps the second stage's CSV output into its own receive script once the delay
    /// allows it; its 100 settle.
    pub fn sweep_second_stage(
        &mut self,
        ch: Channel,
        r: Resolution,
        asset_id: &str,
        cid: ContractId,
        claimed: &Claimed,
        keys: &HtlcChannelKeys,
    ) -> Res<HtlcSweep> {
        let path = self.base.join(ch.file("sweep.consignment"));
        let (env, holder, _) = self.sides(r);
        let receive = holder.wallet.witness_receive(
            Some(asset_id.to_string()),
            Assignment::Fungible(HTLC_ASSET),
            now() + 86_400,
            vec![],
            1,
        )?;
        let spk = script_buf_from_recipient_id(receive.recipient_id.clone())?
            .ok_or("the holder's recipient id is not a witness one")?;
        let delayed = keys.delayed_script();
        let unsigned = Transaction {
            version: Version::TWO,
            lock_time: LockTime::ZERO,
            input: vec![TxIn {
                previous_output: OutPoint::new(claimed.txid, 0),
                sequence: Sequence::from_height(CSV_DELAY),
                ..Default::default()
            }],
            output: vec![
                TxOut { value: Amount::from_sat(SECOND_STAGE_SATS - SWEEP_FEE), script_pubkey: spk },
                op_return(),
            ],
        };
        let mut psbt = Psbt::from_unsigned_tx(unsigned)?;
        psbt.inputs[0].witness_utxo = Some(TxOut {
            value: Amount::from_sat(SECOND_STAGE_SATS),
            script_pubkey: ScriptBuf::new_p2wsh(&delayed.wscript_hash()),
        });
        let transfers = holder
            .wallet
            .color_psbt_and_consume(&mut psbt, coloring(cid, &[(0, HTLC_ASSET)], Some(HTLC_SWEEP_BLINDING), None))?;
        transfers.first().ok_or("no sweep consignment")?.save_file(&path)?;
        let mut signed = psbt.unsigned_tx.clone();
        let sig = p2wsh_sig(&signed, 0, &delayed, SECOND_STAGE_SATS, &keys.delayed_sk);
        signed.input[0].witness = to_local_delayed_witness(sig, &delayed);
        let txid = signed.compute_txid();
        let refreshed = holder.wallet.provide_out_of_band_consignment(
            holder.online.clone(),
            path.to_string_lossy().to_string(),
            vec![],
        )?;
        env.log(format!(
            "sweep {txid}; {}.provide_out_of_band_consignment -> {}",
            holder.name,
            check_refresh("second-stage sweep", &refreshed)?
        ));
        let confirmations = env.tip()? + 1 - claimed.height;
        if confirmations < u32::from(CSV_DELAY) {
            env.mine(u32::from(CSV_DELAY) - confirmations)?;
        }
        env.broadcast(&signed)?;
        env.mine(1)?;
        let height = env.wait_confirmed(&txid)?;
        env.log(format!("sweep confirmed at height {height}"));
        let refreshed = holder.wallet.refresh(holder.online.clone(), None, vec![], false)?;
        env.log(format!("{}.refresh -> {}", holder.name, check_refresh("sweep refresh", &refreshed)?));
        let holder_settled = holder.settled_balance(env, asset_id)?;
        Ok(HtlcSweep { txid, height, holder_settled })
    }
}
