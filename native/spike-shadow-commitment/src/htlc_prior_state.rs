//! Step 7's state 1: before the HTLC state, both peers colour and consume an earlier state of the
//! same channel (no HTLC, all 1,000 on the counterparty's to_remote) that is never broadcast.
//!
//! Pre-signing a state's HTLC transactions needs that state consumed (the second stage cannot be
//! coloured otherwise, see htlc.rs), so a channel that does so consumes every state, each spending
//! the same funding allocation. This checks that an earlier consumed state does not stop either
//! stock from colouring, consuming and settling the later one, and that it stays out of the
//! history a third party later receives (carol.rs).

use rgb_lib::bitcoin::{Amount, ScriptBuf, TxOut, Txid};
use rgb_lib::utils::script_buf_from_recipient_id;
use rgb_lib::{Assignment, ContractId};

use crate::funding::Funding;
use crate::htlc::{HTLC_COMMIT_BLINDING, HTLC_NONCE, HtlcChannelKeys, Resolution, commitment_tx};
use crate::scripts::op_return;
use crate::wallets::coloring;
use crate::{COMMIT_FEE, FUNDING_SATS, ISSUED, Res, Spike, TO_REMOTE_SATS, now};

const PRIOR_STATE: u64 = 1;

pub struct PriorState {
    pub txid: Txid,
    /// Both peers coloured it into byte-identical PSBTs.
    pub deterministic: bool,
}

impl Spike {
    pub fn consume_prior_state(
        &mut self,
        r: Resolution,
        asset_id: &str,
        cid: ContractId,
        funding: &Funding,
        keys: &HtlcChannelKeys,
    ) -> Res<PriorState> {
        let (_, _, cp) = self.sides(r);
        // A real state pays the counterparty's receive script; its consignment is never handed
        // over, so the receive just stays pending (and expires).
        let receive = cp.wallet.witness_receive(
            Some(asset_id.to_string()),
            Assignment::Fungible(ISSUED),
            now() + 86_400,
            vec![],
            1,
        )?;
        let to_remote_spk = script_buf_from_recipient_id(receive.recipient_id.clone())?
            .ok_or("the counterparty's recipient id is not a witness one")?;
        let unsigned = commitment_tx(
            funding,
            PRIOR_STATE,
            vec![
                TxOut { value: Amount::from_sat(TO_REMOTE_SATS), script_pubkey: to_remote_spk },
                TxOut {
                    value: Amount::from_sat(FUNDING_SATS - TO_REMOTE_SATS - COMMIT_FEE),
                    script_pubkey: ScriptBuf::new_p2wsh(&keys.delayed_script().wscript_hash()),
                },
                op_return(),
            ],
        );
        let info = || coloring(cid, &[(0, ISSUED)], Some(HTLC_COMMIT_BLINDING), Some(HTLC_NONCE));
        let (mut pa, mut pb) = (self.commitment_psbt(&unsigned, funding)?, self.commitment_psbt(&unsigned, funding)?);
        self.alice.wallet.color_psbt(&mut pa, info())?;
        self.bob.wallet.color_psbt(&mut pb, info())?;
        let deterministic = pa.serialize() == pb.serialize();
        let txid = pa.unsigned_tx.compute_txid();
        let psbts = [self.commitment_psbt(&unsigned, funding)?, self.commitment_psbt(&unsigned, funding)?];
        for ((who, peer), mut psbt) in [("alice", &mut self.alice), ("bob", &mut self.bob)].into_iter().zip(psbts) {
            peer.wallet.color_psbt_and_consume(&mut psbt, info())?;
            if psbt.unsigned_tx.compute_txid() != txid {
                return Err(format!("{who} consumed a different state 1 than {txid}").into());
            }
        }
        self.env
            .log(format!("state 1 {txid} consumed by both (PSBTs byte-identical: {deterministic}); never broadcast"));
        Ok(PriorState { txid, deterministic })
    }
}
