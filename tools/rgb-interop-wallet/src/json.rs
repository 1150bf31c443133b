//! rgb-lib's objects as the JSON the commands print: snake_case keys, amounts (asset units and
//! sats) as decimal strings, enum values by their rgb-lib name.

use rgb_lib::Assignment;
use rgb_lib::wallet::{Balance, Outpoint, RefreshResult, Transfer, Unspent};
use serde_json::{Value, json};

use crate::error::{CliError, variant_name};

pub fn amount(value: u64) -> Value {
    Value::String(value.to_string())
}

/// An enum value by its rgb-lib name (`"Settled"`, `"ReceiveBlind"`, ...).
pub fn name<T: serde::Serialize>(value: &T) -> Value {
    variant_name(value).map(Value::String).unwrap_or(Value::Null)
}

pub fn outpoint(o: &Outpoint) -> Value {
    Value::String(o.to_string())
}

pub fn assignment(a: &Assignment) -> Value {
    match a {
        Assignment::Fungible(n) => json!({ "type": "Fungible", "amount": amount(*n) }),
        Assignment::InflationRight(n) => json!({ "type": "InflationRight", "amount": amount(*n) }),
        Assignment::NonFungible => json!({ "type": "NonFungible" }),
        Assignment::Any => json!({ "type": "Any" }),
    }
}

pub fn balance(b: &Balance) -> Value {
    json!({ "settled": amount(b.settled), "future": amount(b.future), "spendable": amount(b.spendable) })
}

pub fn transfer(t: &Transfer, asset_id: Option<&str>) -> Value {
    json!({
        "idx": t.idx,
        "batch_transfer_idx": t.batch_transfer_idx,
        "asset_id": asset_id,
        "kind": name(&t.kind),
        "status": name(&t.status),
        "txid": t.txid,
        "recipient_id": t.recipient_id,
        "requested_assignment": t.requested_assignment.as_ref().map(assignment),
        "assignments": t.assignments.iter().map(assignment).collect::<Vec<_>>(),
        "receive_utxo": t.receive_utxo.as_ref().map(outpoint),
        "change_utxo": t.change_utxo.as_ref().map(outpoint),
        "expiration": t.expiration_timestamp,
        "invoice": t.invoice_string,
        "consignment_path": t.consignment_path,
        "transport_endpoints": t.transport_endpoints.iter().map(|e| e.endpoint.clone()).collect::<Vec<_>>(),
        "created_at": t.created_at,
        "updated_at": t.updated_at,
    })
}

pub fn unspent(u: &Unspent) -> Value {
    json!({
        "outpoint": outpoint(&u.utxo.outpoint),
        "btc_amount": amount(u.utxo.btc_amount),
        "colorable": u.utxo.colorable,
        "exists": u.utxo.exists,
        "pending_blinded": u.pending_blinded,
        "rgb_allocations": u.rgb_allocations.iter().map(|a| json!({
            "asset_id": a.asset_id,
            "assignment": assignment(&a.assignment),
            "settled": a.settled,
        })).collect::<Vec<_>>(),
    })
}

/// What a refresh (or an out-of-band consignment) changed, by batch transfer, in idx order.
pub fn refresh_result(result: &RefreshResult) -> Value {
    let mut idxs: Vec<&i32> = result.keys().collect();
    idxs.sort();
    let transfers: Vec<Value> = idxs
        .into_iter()
        .map(|idx| {
            let t = &result[idx];
            let failure = t.failure.clone().map(|e| CliError::from(e).to_json());
            json!({ "batch_transfer_idx": idx, "updated_status": t.updated_status.as_ref().map(name), "failure": failure })
        })
        .collect();
    json!({ "transfers": transfers })
}
