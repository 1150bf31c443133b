//! The SPIKE_RESULT line and the claims it must support.

use rgb_lib::bitcoin::Txid;

use crate::carol::CarolReceipt;
use crate::htlc::{HtlcOutcome, Resolution};
use crate::json::JsonObject;
use crate::justice::Justice;
use crate::result_htlc::{carol_claims, carol_json, htlc_claims, htlc_success_json, htlc_timeout_json};
use crate::sweep::is_sequence_lock_rejection;
use crate::{CSV_DELAY, ISSUED, TO_ALICE, TO_BOB};

pub struct SpikeResult {
    pub asset_id: String,
    pub raw_broadcast: bool,
    pub funding_txid: Txid,
    pub funding_height: u32,
    pub commitment_txid: Txid,
    pub commitment_height: u32,
    pub sweep_txid: Txid,
    pub sweep_height: u32,
    pub deterministic_with_static_blinding: bool,
    pub txids_differ_without_static_blinding: bool,
    pub consignments_identical: bool,
    pub bob_settled: u64,
    pub alice_settled: u64,
    pub sweep_rejected_at: Vec<u32>,
    pub sweep_rejection_messages: Vec<String>,
    pub sweep_accepted_at: u32,
    pub justice: Justice,
    pub htlc_success: HtlcOutcome,
    pub htlc_timeout: HtlcOutcome,
    pub carol_from_bob: CarolReceipt,
    pub carol_from_alice: CarolReceipt,
    pub reopened_consistent: bool,
    pub reopen_errors: Vec<String>,
    pub elapsed_ms: u128,
}

impl SpikeResult {
    pub fn failed_claims(&self) -> Vec<String> {
        let expected_rejections: Vec<u32> = (1..u32::from(CSV_DELAY)).collect();
        let claims = [
            (
                self.deterministic_with_static_blinding,
                "PSBTs coloured with static blinding are byte-identical".to_string(),
            ),
            (self.txids_differ_without_static_blinding, "txids differ without static blinding".into()),
            (self.consignments_identical, "both peers' commitment consignments are identical".into()),
            (self.bob_settled == TO_BOB, format!("bob settled {TO_BOB} (got {})", self.bob_settled)),
            (self.alice_settled == TO_ALICE, format!("alice settled {TO_ALICE} (got {})", self.alice_settled)),
            (
                self.sweep_rejected_at == expected_rejections,
                format!("sweep rejected at {expected_rejections:?} confirmations (got {:?})", self.sweep_rejected_at),
            ),
            (
                self.sweep_accepted_at == u32::from(CSV_DELAY),
                format!("sweep accepted at {CSV_DELAY} confirmations (got {})", self.sweep_accepted_at),
            ),
            (self.justice.state2_identical, "justice channel: state 2 PSBTs are byte-identical".into()),
            (
                self.justice.bob_settled_to_remote == TO_BOB,
                format!(
                    "justice channel: bob settled {TO_BOB} from to_remote (got {})",
                    self.justice.bob_settled_to_remote
                ),
            ),
            (
                self.justice.accepted_at == 1,
                format!("justice tx accepted at 1 confirmation (got {})", self.justice.accepted_at),
            ),
            (
                self.justice.height == self.justice.revoked_height + 1,
                format!("justice tx mined right after the revoked commitment (height {})", self.justice.height),
            ),
            (
                self.justice.bob_settled == ISSUED,
                format!("bob settled {ISSUED} after justice (got {})", self.justice.bob_settled),
            ),
            (
                self.justice.alice_settled == 0,
                format!("alice settled 0 of the justice asset (got {})", self.justice.alice_settled),
            ),
            (
                self.justice.alice_sweep_offered_at >= u32::from(CSV_DELAY),
                format!("alice's sweep offered after the CSV delay (at {})", self.justice.alice_sweep_offered_at),
            ),
            (
                self.justice.alice_sweep_rejection.as_deref().is_some_and(|m| !is_sequence_lock_rejection(m)),
                format!(
                    "alice's sweep after justice rejected, not for its CSV lock (got {:?})",
                    self.justice.alice_sweep_rejection
                ),
            ),
            (
                self.justice.to_local_spent_by == Some(self.justice.txid),
                format!("revoked to_local spent by the justice tx (got {:?})", self.justice.to_local_spent_by),
            ),
            (self.reopened_consistent, format!("wallets reopen consistently ({})", self.reopen_errors.join("; "))),
        ];
        claims
            .into_iter()
            .chain(htlc_claims(Resolution::Success, &self.htlc_success))
            .chain(htlc_claims(Resolution::Timeout, &self.htlc_timeout))
            .chain(carol_claims("bob", &self.htlc_success, &self.carol_from_bob))
            .chain(carol_claims("alice", &self.htlc_timeout, &self.carol_from_alice))
            .filter(|(holds, _)| !holds)
            .map(|(_, claim)| claim)
            .collect()
    }

    pub fn to_json(&self) -> String {
        let j = &self.justice;
        let out = JsonObject::new()
            .str("asset_id", &self.asset_id)
            .bool("raw_broadcast", self.raw_broadcast)
            .str("funding_txid", &self.funding_txid.to_string())
            .num("funding_height", self.funding_height)
            .str("commitment_txid", &self.commitment_txid.to_string())
            .num("commitment_height", self.commitment_height)
            .str("sweep_txid", &self.sweep_txid.to_string())
            .num("sweep_height", self.sweep_height)
            .bool("deterministic_with_static_blinding", self.deterministic_with_static_blinding)
            .bool("txids_differ_without_static_blinding", self.txids_differ_without_static_blinding)
            .bool("consignments_identical", self.consignments_identical)
            .num("bob_settled", self.bob_settled)
            .num("alice_settled", self.alice_settled)
            .num("csv_delay", self.csv_delay())
            .nums("sweep_rejected_at_confirmations", &self.sweep_rejected_at)
            .num("sweep_accepted_at_confirmations", self.sweep_accepted_at)
            .str("sweep_rejection_message", self.sweep_rejection_messages.first().map_or("", String::as_str))
            .strs("sweep_rejection_messages", &self.sweep_rejection_messages)
            .str("justice_asset_id", &j.asset_id)
            .str("justice_funding_txid", &j.funding_txid.to_string())
            .num("justice_funding_height", j.funding_height)
            .bool("justice_state2_deterministic", j.state2_identical)
            .str("justice_state2_txid", &j.state2_txid.to_string())
            .str("revoked_commitment_txid", &j.revoked_txid.to_string())
            .num("revoked_commitment_height", j.revoked_height)
            .num("bob_settled_to_remote_before_justice", j.bob_settled_to_remote)
            .str("justice_txid", &j.txid.to_string())
            .num("justice_height", j.height)
            .num("justice_accepted_at_confirmations", j.accepted_at)
            .num("bob_settled_after_justice", j.bob_settled)
            .num("alice_settled_after_justice", j.alice_settled)
            .num("alice_sweep_after_justice_offered_at_confirmations", j.alice_sweep_offered_at)
            .bool("alice_sweep_after_justice_rejected", j.alice_sweep_rejection.is_some())
            .str("alice_sweep_after_justice_rejection", j.alice_sweep_rejection.as_deref().unwrap_or(""))
            .str("revoked_to_local_spent_by", &j.to_local_spent_by.map(|t| t.to_string()).unwrap_or_default());
        let out = htlc_success_json(out, &self.htlc_success);
        let out = htlc_timeout_json(out, &self.htlc_timeout);
        let out = carol_json(out, "bob", "htlc_success", &self.htlc_success, &self.carol_from_bob);
        let out = carol_json(out, "alice", "htlc_timeout", &self.htlc_timeout, &self.carol_from_alice);
        out.bool("reopened_consistent", self.reopened_consistent)
            .strs("reopen_errors", &self.reopen_errors)
            .num("elapsed_ms", self.elapsed_ms)
            .finish()
    }

    pub fn csv_delay(&self) -> u32 {
        u32::from(CSV_DELAY)
    }
}
