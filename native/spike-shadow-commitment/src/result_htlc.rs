//! The SPIKE_RESULT fields and claims of steps 7-9 (HTLC success, HTLC timeout, Carol).

use crate::CSV_DELAY;
use crate::carol::{CarolReceipt, TO_CAROL};
use crate::htlc::{HTLC_ASSET, HtlcOutcome, Resolution, TO_REMOTE_ASSET};
use crate::htlc_second_stage::is_locktime_rejection;
use crate::json::JsonObject;

/// Claims every HTLC channel must support, whichever way it resolved.
pub fn htlc_claims(r: Resolution, o: &HtlcOutcome) -> Vec<(bool, String)> {
    let name = match r {
        Resolution::Success => "HTLC success",
        Resolution::Timeout => "HTLC timeout",
    };
    let mut claims = vec![
        (o.commitment_deterministic, format!("{name}: both peers colour the commitment identically")),
        (
            o.colour_before_consume_error.is_some(),
            format!("{name}: colouring the second stage before the commitment is consumed is refused"),
        ),
        (o.second_stage_deterministic, format!("{name}: both peers colour the second stage identically")),
        (o.second_stage_matches_presigned, format!("{name}: the broadcast second stage is the pre-signed one")),
        (
            o.sweep_height == o.second_stage_height + u32::from(CSV_DELAY),
            format!("{name}: swept in the first block the CSV allows (height {})", o.sweep_height),
        ),
        (
            o.counterparty_settled_to_remote == TO_REMOTE_ASSET,
            format!(
                "{name}: the counterparty settled {TO_REMOTE_ASSET} from to_remote (got {})",
                o.counterparty_settled_to_remote
            ),
        ),
        (
            o.holder_settled == HTLC_ASSET,
            format!("{name}: the holder settled {HTLC_ASSET} after the sweep (got {})", o.holder_settled),
        ),
    ];
    match r {
        Resolution::Success => {
            claims.push((
                o.rejected_at_tips.is_empty() && o.second_stage_height == o.commitment_height + 1,
                format!("{name}: the HTLC-success is accepted at once (rejected at {:?})", o.rejected_at_tips),
            ));
            claims.push((
                o.prior_state.as_ref().is_some_and(|p| p.deterministic),
                format!("{name}: both peers colour and consume state 1 identically before the HTLC state"),
            ));
        }
        Resolution::Timeout => {
            // Every tip from the commitment's confirmation up to the expiry, for its nLockTime only.
            let expected: Vec<u32> = (o.commitment_height..o.cltv_expiry).collect();
            claims.push((
                o.rejected_at_tips == expected && o.rejection_messages.iter().all(|m| is_locktime_rejection(m)),
                format!(
                    "{name}: refused for its nLockTime at tips {expected:?} (got {:?}: {:?})",
                    o.rejected_at_tips, o.rejection_messages
                ),
            ));
            claims.push((
                o.accepted_at_tip == o.cltv_expiry,
                format!("{name}: accepted at tip {} = cltv_expiry (got {})", o.cltv_expiry, o.accepted_at_tip),
            ));
        }
    }
    claims
}

/// The witness txids Carol's consignment must contain: the channel's whole on-chain path.
fn expected_history(o: &HtlcOutcome, c: &CarolReceipt) -> [String; 5] {
    [o.funding_txid, o.commitment_txid, o.second_stage_txid, o.sweep_txid, c.send_txid].map(|t| t.to_string())
}

pub fn carol_validated(o: &HtlcOutcome, c: &CarolReceipt) -> bool {
    c.carol_settled == TO_CAROL && expected_history(o, c).iter().all(|t| c.history.contains(t))
}

pub fn carol_claims(from: &str, o: &HtlcOutcome, c: &CarolReceipt) -> Vec<(bool, String)> {
    let prior = o.prior_state.as_ref().map(|p| p.txid.to_string());
    vec![
        (
            prior.as_ref().is_none_or(|t| !c.history.contains(t)),
            format!("carol's history from {from} leaves out the consumed, never broadcast state 1 ({prior:?})"),
        ),
        (
            carol_validated(o, c),
            format!(
                "carol validated {from}'s {TO_CAROL} (settled {}) with funding, commitment, second stage, sweep and \
                 send in its history (history {:?})",
                c.carol_settled, c.history
            ),
        ),
        (
            c.sender_settled == HTLC_ASSET - TO_CAROL,
            format!("{from} kept {} after sending to carol (got {})", HTLC_ASSET - TO_CAROL, c.sender_settled),
        ),
    ]
}

pub fn htlc_success_json(j: JsonObject, o: &HtlcOutcome) -> JsonObject {
    let prior = o.prior_state.as_ref();
    common_json(j, "htlc_success", o)
        .str("htlc_success_prior_state_txid", &prior.map(|p| p.txid.to_string()).unwrap_or_default())
        .bool("htlc_success_prior_state_deterministic", prior.is_some_and(|p| p.deterministic))
        .str("htlc_success_txid", &o.second_stage_txid.to_string())
        .num("htlc_success_height", o.second_stage_height)
        .num("htlc_success_accepted_at_tip", o.accepted_at_tip)
        .num("alice_settled_to_remote_htlc_success", o.counterparty_settled_to_remote)
        .num("bob_settled_after_htlc_success", o.holder_settled)
}

pub fn htlc_timeout_json(j: JsonObject, o: &HtlcOutcome) -> JsonObject {
    common_json(j, "htlc_timeout", o)
        .str("htlc_timeout_txid", &o.second_stage_txid.to_string())
        .num("htlc_timeout_height", o.second_stage_height)
        .nums("htlc_timeout_rejected_at_tips", &o.rejected_at_tips)
        .strs("htlc_timeout_rejection_messages", &o.rejection_messages)
        .bool(
            "htlc_timeout_rejected_before_expiry",
            !o.rejected_at_tips.is_empty() && o.rejected_at_tips.iter().all(|t| *t < o.cltv_expiry),
        )
        .num("htlc_timeout_accepted_at_tip", o.accepted_at_tip)
        .bool("htlc_timeout_accepted_at_expiry", o.accepted_at_tip == o.cltv_expiry)
        .num("bob_settled_to_remote_htlc_timeout", o.counterparty_settled_to_remote)
        .num("alice_settled_after_htlc_timeout", o.holder_settled)
}

fn common_json(j: JsonObject, p: &str, o: &HtlcOutcome) -> JsonObject {
    j.str(&format!("{p}_asset_id"), &o.asset_id)
        .str(&format!("{p}_funding_txid"), &o.funding_txid.to_string())
        .num(&format!("{p}_funding_height"), o.funding_height)
        .str(&format!("{p}_payment_hash"), &o.payment_hash.to_string())
        .num(&format!("{p}_cltv_expiry"), o.cltv_expiry)
        .str(&format!("{p}_commitment_txid"), &o.commitment_txid.to_string())
        .num(&format!("{p}_commitment_height"), o.commitment_height)
        .bool(&format!("{p}_commitment_deterministic"), o.commitment_deterministic)
        .bool(&format!("{p}_colour_before_consume_refused"), o.colour_before_consume_error.is_some())
        .str(&format!("{p}_colour_before_consume_error"), o.colour_before_consume_error.as_deref().unwrap_or(""))
        .bool(&format!("{p}_tx_deterministic"), o.second_stage_deterministic)
        .bool(&format!("{p}_tx_matches_presigned"), o.second_stage_matches_presigned)
        .str(&format!("{p}_sweep_txid"), &o.sweep_txid.to_string())
        .num(&format!("{p}_sweep_height"), o.sweep_height)
}

pub fn carol_json(j: JsonObject, from: &str, what: &str, o: &HtlcOutcome, c: &CarolReceipt) -> JsonObject {
    j.str(&format!("carol_from_{from}_txid"), &c.send_txid.to_string())
        .num(&format!("carol_from_{from}_height"), c.send_height)
        .strs(&format!("carol_history_from_{from}"), &c.history)
        .bool(&format!("carol_validated_{what}_history"), carol_validated(o, c))
        .num(&format!("carol_settled_from_{from}"), c.carol_settled)
        .num(&format!("{from}_settled_after_send_to_carol"), c.sender_settled)
}
