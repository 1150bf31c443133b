//! Steps 7 and 8: an RGB HTLC of 100 through a force close, resolved on chain both ways, each on a
//! channel of its own (a fresh 1,000 NIA shadow-funded by Alice, like the justice channel):
//!
//! - success: the broadcast commitment is Bob's; it carries the 100 on a BOLT 3 received-HTLC
//!   output (offered by Alice). Bob claims it with the preimage through the 2-of-2 HTLC-success
//!   transaction Alice pre-signed, then sweeps its CSV output into his own receive script.
//! - timeout: the broadcast commitment is Alice's; the 100 sit on an offered-HTLC output. Alice
//!   takes them back through the HTLC-timeout transaction Bob pre-signed (nLockTime = expiry),
//!   then sweeps its CSV output.
//!
//! In both, the other 900 go to the counterparty's to_remote (its own receive script) and the
//! holder's to_local carries sats only. Both peers colour the commitment and the second-stage
//! transaction identically (static blinding and nonce), and the counterparty signs the second stage
//! before the commitment is broadcast, as a Lightning node signs HTLC transactions with each state.
//! On the success channel both peers first colour and consume a state 1 without the HTLC, which is
//! never broadcast (htlc_prior_state.rs). Before the HTLC state is consumed, the holder tries to
//! colour its second stage: the review's question of whether pre-colouring needs the consume.

use rgb_lib::bitcoin::absolute::LockTime;
use rgb_lib::bitcoin::hashes::{Hash, sha256};
use rgb_lib::bitcoin::secp256k1::{PublicKey, SecretKey};
use rgb_lib::bitcoin::transaction::Version;
use rgb_lib::bitcoin::{Amount, ScriptBuf, Sequence, Transaction, TxIn, TxOut, Txid};
use rgb_lib::utils::script_buf_from_recipient_id;
use rgb_lib::wallet::RgbWalletOpsOnline;
use rgb_lib::{Assignment, ContractId, FileContent};

use crate::commitment::co_sign_tx;
use crate::funding::Funding;
use crate::htlc_prior_state::PriorState;
use crate::htlc_scripts::{HtlcKeys, offered_htlc_script, received_htlc_script};
use crate::regtest::Regtest;
use crate::scripts::{op_return, to_local_script};
use crate::wallets::{Peer, check_refresh, coloring};
use crate::{COMMIT_FEE, CSV_DELAY, Channel, FUNDING_SATS, ISSUED, Res, Spike, TO_REMOTE_SATS, now};

/// The HTLC's asset amount, and what the counterparty's to_remote holds beside it.
pub const HTLC_ASSET: u64 = 100;
pub const TO_REMOTE_ASSET: u64 = ISSUED - HTLC_ASSET;
pub const HTLC_SATS: u64 = 10_000;
/// Fee of the pre-signed second-stage transaction (fixed when it is signed, as in BOLT 3).
pub const HTLC_TX_FEE: u64 = 1_000;
/// Blocks from the funding's confirmation to the timeout channel's cltv_expiry: the commitment
/// confirms in the next block, so the HTLC-timeout is offered (and refused) at a few tips first.
const TIMEOUT_CLTV_DELTA: u32 = 4;
/// The success channel's expiry, far enough ahead never to matter.
const SUCCESS_CLTV_DELTA: u32 = 144;

// Per-channel values both peers agree on out of band (see main.rs).
pub const HTLC_COMMIT_BLINDING: u64 = 0x5eed_0000_0000_0010;
pub const HTLC_TX_BLINDING: u64 = 0x5eed_0000_0000_0011;
pub const HTLC_SWEEP_BLINDING: u64 = 0x5eed_0000_0000_0012;
pub const HTLC_NONCE: u64 = 1;

/// How the HTLC resolves, which also says whose commitment is broadcast.
#[derive(Clone, Copy, PartialEq)]
pub enum Resolution {
    /// Bob's commitment; Bob claims with the preimage.
    Success,
    /// Alice's commitment; Alice takes the 100 back after the expiry.
    Timeout,
}

/// Everything the HTLC step reports for one channel.
pub struct HtlcOutcome {
    pub asset_id: String,
    pub cid: ContractId,
    pub funding_txid: Txid,
    pub funding_height: u32,
    pub cltv_expiry: u32,
    pub payment_hash: sha256::Hash,
    /// The consumed, never broadcast state 1 (success channel only).
    pub prior_state: Option<PriorState>,
    pub commitment_txid: Txid,
    pub commitment_height: u32,
    /// Both peers coloured the commitment into byte-identical PSBTs.
    pub commitment_deterministic: bool,
    /// What rgb-lib said when the holder coloured the second stage before consuming the commitment
    /// (`None`: it did not fail).
    pub colour_before_consume_error: Option<String>,
    /// Both peers coloured the second stage into byte-identical PSBTs once the commitment was
    /// consumed (not yet broadcast).
    pub second_stage_deterministic: bool,
    /// The holder's coloured-and-consumed second stage at broadcast time is the tx the
    /// counterparty pre-signed.
    pub second_stage_matches_presigned: bool,
    pub second_stage_txid: Txid,
    pub second_stage_height: u32,
    /// Tips at which btcd refused the second stage, and why (the timeout's nLockTime).
    pub rejected_at_tips: Vec<u32>,
    pub rejection_messages: Vec<String>,
    pub accepted_at_tip: u32,
    pub sweep_txid: Txid,
    pub sweep_height: u32,
    pub counterparty_settled_to_remote: u64,
    pub holder_settled: u64,
}

/// The channel's keys for this one state, from the holder's view.
pub struct HtlcChannelKeys {
    pub revocation_pk: PublicKey,
    pub delayed_sk: SecretKey,
    pub delayed_pk: PublicKey,
    pub local_htlc_sk: SecretKey,
    pub remote_htlc_sk: SecretKey,
    pub htlc: HtlcKeys,
}

impl HtlcChannelKeys {
    fn derive(ch: Channel, run: &str) -> Self {
        // In a real channel these combine basepoints with the per-commitment point; one key per
        // role exercises the scripts.
        let (_, revocation_pk) = ch.key("holder_revocation", run);
        let (delayed_sk, delayed_pk) = ch.key("holder_delayed", run);
        let (local_htlc_sk, local_htlc_pk) = ch.key("holder_htlc", run);
        let (remote_htlc_sk, remote_htlc_pk) = ch.key("counterparty_htlc", run);
        HtlcChannelKeys {
            revocation_pk,
            delayed_sk,
            delayed_pk,
            local_htlc_sk,
            remote_htlc_sk,
            htlc: HtlcKeys { revocation: revocation_pk, local_htlc: local_htlc_pk, remote_htlc: remote_htlc_pk },
        }
    }

    /// The holder's CSV-delayed script: to_local and the second stage's output alike (BOLT 3).
    pub fn delayed_script(&self) -> ScriptBuf {
        to_local_script(&self.revocation_pk, &self.delayed_pk, CSV_DELAY)
    }
}

/// The commitment with the HTLC, as both peers coloured it.
pub struct HtlcCommitment {
    pub unsigned: Transaction,
    pub txid: Txid,
    pub htlc_script: ScriptBuf,
    pub deterministic: bool,
}

/// A commitment spending the 2-of-2, with BOLT 3's obscured commitment number (low 24 bits in
/// nLockTime, high 24 in nSequence).
pub fn commitment_tx(funding: &Funding, number: u64, output: Vec<TxOut>) -> Transaction {
    let obscured: u64 = 0x1234_56ab_cdef ^ number;
    Transaction {
        version: Version::TWO,
        lock_time: LockTime::from_consensus(0x2000_0000 | (obscured & 0xff_ffff) as u32),
        input: vec![TxIn {
            previous_output: funding.outpoint,
            sequence: Sequence(0x8000_0000 | (obscured >> 24) as u32),
            ..Default::default()
        }],
        output,
    }
}

/// The state that carries the HTLC and is broadcast; state 1 may come before it (htlc_prior_state.rs).
const HTLC_STATE: u64 = 2;

/// Commitment outputs: to_remote, to_local, the HTLC, then the OP_RETURN.
pub const HTLC_VOUT: u32 = 2;
const COMMITMENT_OUTPUTS: [(u32, u64); 2] = [(0, TO_REMOTE_ASSET), (HTLC_VOUT, HTLC_ASSET)];

impl Spike {
    /// The holder of the broadcast commitment, then the counterparty, plus the chain.
    pub fn sides(&mut self, r: Resolution) -> (&Regtest, &mut Peer, &mut Peer) {
        match r {
            Resolution::Success => (&self.env, &mut self.bob, &mut self.alice),
            Resolution::Timeout => (&self.env, &mut self.alice, &mut self.bob),
        }
    }

    pub fn htlc_channel(&mut self, ch: Channel, r: Resolution) -> Res<HtlcOutcome> {
        self.env.log("-- a fresh 1,000 NIA, shadow-funded into another 2-of-2");
        let (asset_id, cid) = self.issue()?;
        let funding = self.shadow_funding(ch, &asset_id, cid, false)?;
        let keys = HtlcChannelKeys::derive(ch, &self.run_id);
        let preimage =
            sha256::Hash::hash(format!("{}preimage/{}", ch.file(""), self.run_id).as_bytes()).to_byte_array();
        let payment_hash = sha256::Hash::hash(&preimage);
        let delta = if r == Resolution::Success { SUCCESS_CLTV_DELTA } else { TIMEOUT_CLTV_DELTA };
        let cltv_expiry = self.env.tip()? + delta;
        // The success channel consumes a state 1 first (htlc_prior_state.rs); the timeout channel's
        // only state is the HTLC one.
        let prior_state = match r {
            Resolution::Success => {
                self.env.log("-- state 1 (no HTLC): both colour and consume it; it is never broadcast");
                Some(self.consume_prior_state(r, &asset_id, cid, &funding, &keys)?)
            }
            Resolution::Timeout => None,
        };
        let htlc_script = match r {
            Resolution::Success => received_htlc_script(&keys.htlc, &payment_hash, cltv_expiry),
            Resolution::Timeout => offered_htlc_script(&keys.htlc, &payment_hash),
        };
        self.env.log(format!(
            "-- commitment with an HTLC of {HTLC_ASSET}, payment hash {payment_hash}, expiry {cltv_expiry}"
        ));
        let commitment = self.colour_htlc_commitment(ch, r, &asset_id, cid, &funding, &keys, htlc_script)?;
        let second = self.second_stage(r, &commitment, &keys, cltv_expiry)?;

        self.env.log("-- the holder colours the second stage before consuming the commitment");
        let colour_before_consume_error = {
            let (env, holder, _) = self.sides(r);
            let mut psbt = second.psbt()?;
            match holder.wallet.color_psbt(&mut psbt, second.coloring(cid)) {
                Ok(_) => {
                    env.log("  coloured (unexpectedly) without the commitment in the stock");
                    None
                }
                // Debug, not Display: InvalidColoringInfo's Display leaves out its details.
                Err(e) => {
                    env.log(format!("  refused: {e:?}"));
                    Some(format!("{e:?}"))
                }
            }
        };

        self.env.log("-- both consume the commitment (not broadcast yet); the counterparty's to_remote is its receive");
        self.consume_htlc_commitment(ch, r, cid, &funding, &commitment)?;
        self.env.log("-- both colour the second stage; the counterparty signs it");
        let presigned = self.presign_second_stage(ch, r, cid, &second, &keys)?;

        self.env.log("-- the holder broadcasts its commitment");
        self.env.broadcast(&co_sign_tx(&commitment.unsigned, &funding))?;
        self.env.mine(1)?;
        let commitment_height = self.env.wait_confirmed(&commitment.txid)?;
        self.env.log(format!("commitment {} confirmed at height {commitment_height}", commitment.txid));
        let counterparty_settled_to_remote = {
            let (env, _, cp) = self.sides(r);
            let refreshed = cp.wallet.refresh(cp.online.clone(), None, vec![], false)?;
            env.log(format!("{}.refresh -> {}", cp.name, check_refresh("to_remote refresh", &refreshed)?));
            cp.settled_balance(env, &asset_id)?
        };

        let claimed = self.claim_second_stage(ch, r, cid, &second, &presigned, &keys, preimage)?;
        let sweep = self.sweep_second_stage(ch, r, &asset_id, cid, &claimed, &keys)?;
        Ok(HtlcOutcome {
            asset_id,
            cid,
            funding_txid: funding.outpoint.txid,
            funding_height: funding.height,
            cltv_expiry,
            payment_hash,
            prior_state,
            commitment_txid: commitment.txid,
            commitment_height,
            commitment_deterministic: commitment.deterministic,
            colour_before_consume_error,
            second_stage_deterministic: presigned.deterministic,
            second_stage_matches_presigned: claimed.matches_presigned,
            second_stage_txid: claimed.txid,
            second_stage_height: claimed.height,
            rejected_at_tips: claimed.rejected_at_tips,
            rejection_messages: claimed.rejection_messages,
            accepted_at_tip: claimed.accepted_at_tip,
            sweep_txid: sweep.txid,
            sweep_height: sweep.height,
            counterparty_settled_to_remote,
            holder_settled: sweep.holder_settled,
        })
    }

    #[allow(clippy::too_many_arguments)]
    fn colour_htlc_commitment(
        &mut self,
        ch: Channel,
        r: Resolution,
        asset_id: &str,
        cid: ContractId,
        funding: &Funding,
        keys: &HtlcChannelKeys,
        htlc_script: ScriptBuf,
    ) -> Res<HtlcCommitment> {
        let (env, _, cp) = self.sides(r);
        // to_remote pays the counterparty's own receive script, so its wallet counts the 900.
        let receive = cp.wallet.witness_receive(
            Some(asset_id.to_string()),
            Assignment::Fungible(TO_REMOTE_ASSET),
            now() + 86_400,
            vec![],
            1,
        )?;
        let to_remote_spk = script_buf_from_recipient_id(receive.recipient_id.clone())?
            .ok_or("the counterparty's recipient id is not a witness one")?;
        env.log(format!("{} receives to_remote {TO_REMOTE_ASSET} at {}", cp.name, receive.recipient_id));
        let to_local_sats = FUNDING_SATS - TO_REMOTE_SATS - HTLC_SATS - COMMIT_FEE;
        let unsigned = commitment_tx(
            funding,
            HTLC_STATE,
            vec![
                TxOut { value: Amount::from_sat(TO_REMOTE_SATS), script_pubkey: to_remote_spk },
                TxOut {
                    value: Amount::from_sat(to_local_sats),
                    script_pubkey: ScriptBuf::new_p2wsh(&keys.delayed_script().wscript_hash()),
                },
                TxOut {
                    value: Amount::from_sat(HTLC_SATS),
                    script_pubkey: ScriptBuf::new_p2wsh(&htlc_script.wscript_hash()),
                },
                op_return(),
            ],
        );
        let info = || coloring(cid, &COMMITMENT_OUTPUTS, Some(HTLC_COMMIT_BLINDING), Some(HTLC_NONCE));
        let (mut pa, mut pb) = (self.commitment_psbt(&unsigned, funding)?, self.commitment_psbt(&unsigned, funding)?);
        self.alice.wallet.color_psbt(&mut pa, info())?;
        self.bob.wallet.color_psbt(&mut pb, info())?;
        let deterministic = pa.serialize() == pb.serialize();
        let txid = pa.unsigned_tx.compute_txid();
        self.env.log(format!("commitment {txid}: PSBTs byte-identical: {deterministic}"));
        std::fs::write(self.base.join(ch.file("commitment_alice.psbt")), pa.serialize())?;
        std::fs::write(self.base.join(ch.file("commitment_bob.psbt")), pb.serialize())?;
        if pa.unsigned_tx != pb.unsigned_tx {
            return Err("the peers coloured different HTLC commitments".into());
        }
        Ok(HtlcCommitment { unsigned: pa.unsigned_tx, txid, htlc_script, deterministic })
    }

    /// Both peers consume the commitment into their stocks, as steps 4 and 6 do; the counterparty
    /// ties its consignment to its pending to_remote receive.
    fn consume_htlc_commitment(
        &mut self,
        ch: Channel,
        r: Resolution,
        cid: ContractId,
        funding: &Funding,
        commitment: &HtlcCommitment,
    ) -> Res<()> {
        let info = || coloring(cid, &COMMITMENT_OUTPUTS, Some(HTLC_COMMIT_BLINDING), Some(HTLC_NONCE));
        let mut paths = Vec::new();
        for who in ["alice", "bob"] {
            let mut psbt = self.commitment_psbt(&commitment.unsigned, funding)?;
            let peer = if who == "alice" { &mut self.alice } else { &mut self.bob };
            let transfers = peer.wallet.color_psbt_and_consume(&mut psbt, info())?;
            if psbt.unsigned_tx.compute_txid() != commitment.txid {
                return Err(format!("{who}'s consumed HTLC commitment is not {}", commitment.txid).into());
            }
            let path = self.base.join(ch.file(&format!("commitment_{who}.consignment")));
            transfers.first().ok_or("no commitment consignment")?.save_file(&path)?;
            paths.push(path);
        }
        let (env, _, cp) = self.sides(r);
        let own = if cp.name == "alice" { &paths[0] } else { &paths[1] };
        let refreshed =
            cp.wallet.provide_out_of_band_consignment(cp.online.clone(), own.to_string_lossy().to_string(), vec![])?;
        env.log(format!(
            "{}.provide_out_of_band_consignment -> {}",
            cp.name,
            check_refresh("to_remote consignment", &refreshed)?
        ));
        Ok(())
    }
}
