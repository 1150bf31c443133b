//! What the wallet methods return: plain JS objects (structured-clone safe, so they cross the
//! worker's postMessage as they are). u64 amounts travel as decimal strings: a JS number loses
//! precision above 2^53 and a BigInt does not survive JSON.

use napi_derive::napi;
use rgb_lib::Assignment;
use rgb_lib::keys::Keys;
use rgb_lib::wallet::{
    AssetCFA, AssetIFA, AssetNIA, AssetUDA, Assets, Balance, RefreshResult, RgbAllocation, Transfer, TransferKind, Unspent,
};

use crate::error::AddonError;
use crate::validate::schema_name;

/// rgb-lib's account keys; never the mnemonic.
#[napi(object)]
#[derive(Clone)]
pub struct WalletKeys {
    pub master_fingerprint: String,
    pub account_xpub_colored: String,
    pub account_xpub_vanilla: String,
}

impl From<&Keys> for WalletKeys {
    fn from(k: &Keys) -> Self {
        Self {
            master_fingerprint: k.master_fingerprint.clone(),
            account_xpub_colored: k.account_xpub_colored.clone(),
            account_xpub_vanilla: k.account_xpub_vanilla.clone(),
        }
    }
}

#[napi(object)]
pub struct AssetBalance {
    pub settled: String,
    pub future: String,
    pub spendable: String,
}

impl From<Balance> for AssetBalance {
    fn from(b: Balance) -> Self {
        Self { settled: b.settled.to_string(), future: b.future.to_string(), spendable: b.spendable.to_string() }
    }
}

/// One asset of any schema, flattened to the fields the schemas share.
#[napi(object)]
pub struct AssetInfo {
    pub asset_id: String,
    /// NIA, CFA, UDA or IFA.
    pub schema: String,
    pub name: String,
    pub ticker: Option<String>,
    pub details: Option<String>,
    pub precision: u32,
    /// UDA: 1 (one token); IFA: the initial supply (inflation comes later, by transfers).
    pub issued_supply: String,
    /// Genesis time, unix seconds.
    pub timestamp: i64,
    pub added_at: i64,
    pub balance: AssetBalance,
}

impl From<AssetNIA> for AssetInfo {
    fn from(a: AssetNIA) -> Self {
        Self {
            asset_id: a.asset_id,
            schema: "NIA".into(),
            name: a.name,
            ticker: Some(a.ticker),
            details: a.details,
            precision: a.precision.into(),
            issued_supply: a.issued_supply.to_string(),
            timestamp: a.timestamp,
            added_at: a.added_at,
            balance: a.balance.into(),
        }
    }
}

impl From<AssetCFA> for AssetInfo {
    fn from(a: AssetCFA) -> Self {
        Self {
            asset_id: a.asset_id,
            schema: "CFA".into(),
            name: a.name,
            ticker: None,
            details: a.details,
            precision: a.precision.into(),
            issued_supply: a.issued_supply.to_string(),
            timestamp: a.timestamp,
            added_at: a.added_at,
            balance: a.balance.into(),
        }
    }
}

impl From<AssetUDA> for AssetInfo {
    fn from(a: AssetUDA) -> Self {
        Self {
            asset_id: a.asset_id,
            schema: "UDA".into(),
            name: a.name,
            ticker: Some(a.ticker),
            details: a.details,
            precision: a.precision.into(),
            issued_supply: "1".into(),
            timestamp: a.timestamp,
            added_at: a.added_at,
            balance: a.balance.into(),
        }
    }
}

impl From<AssetIFA> for AssetInfo {
    fn from(a: AssetIFA) -> Self {
        Self {
            asset_id: a.asset_id,
            schema: "IFA".into(),
            name: a.name,
            ticker: Some(a.ticker),
            details: a.details,
            precision: a.precision.into(),
            issued_supply: a.initial_supply.to_string(),
            timestamp: a.timestamp,
            added_at: a.added_at,
            balance: a.balance.into(),
        }
    }
}

/// All assets, schema by schema in rgb-lib's order.
pub fn flatten_assets(assets: Assets) -> Vec<AssetInfo> {
    let mut out: Vec<AssetInfo> = Vec::new();
    out.extend(assets.nia.unwrap_or_default().into_iter().map(AssetInfo::from));
    out.extend(assets.cfa.unwrap_or_default().into_iter().map(AssetInfo::from));
    out.extend(assets.uda.unwrap_or_default().into_iter().map(AssetInfo::from));
    out.extend(assets.ifa.unwrap_or_default().into_iter().map(AssetInfo::from));
    out
}

/// An RGB allocation on a UTXO. `kind` is rgb-lib's assignment variant: `Fungible` (amount in
/// asset units, precision not applied), `NonFungible` (amount 1), `InflationRight` (the
/// inflation allowed) or `Any` (amount 0).
#[napi(object)]
pub struct Allocation {
    /// Absent while an incoming transfer has not revealed its asset yet.
    pub asset_id: Option<String>,
    pub kind: String,
    pub amount: String,
    pub settled: bool,
}

impl From<RgbAllocation> for Allocation {
    fn from(a: RgbAllocation) -> Self {
        let (kind, amount) = match a.assignment {
            Assignment::Fungible(v) => ("Fungible", v),
            Assignment::NonFungible => ("NonFungible", 1),
            Assignment::InflationRight(v) => ("InflationRight", v),
            Assignment::Any => ("Any", 0),
        };
        Self { asset_id: a.asset_id, kind: kind.into(), amount: amount.to_string(), settled: a.settled }
    }
}

#[napi(object)]
pub struct WalletUnspent {
    /// `txid:vout`.
    pub outpoint: String,
    pub btc_amount_sats: String,
    /// On the colored keychain: it may carry RGB state.
    pub colorable: bool,
    /// The transaction creating it was broadcast; rgb-lib also lists the outputs of a send it
    /// prepared and has not broadcast (yet, or ever: a failed send's change stays listed).
    pub exists: bool,
    pub derivation_index: Option<u32>,
    pub allocations: Vec<Allocation>,
    /// Blind receives waiting on this UTXO.
    pub pending_blinded: u32,
}

impl From<Unspent> for WalletUnspent {
    fn from(u: Unspent) -> Self {
        Self {
            outpoint: format!("{}:{}", u.utxo.outpoint.txid, u.utxo.outpoint.vout),
            btc_amount_sats: u.utxo.btc_amount.to_string(),
            colorable: u.utxo.colorable,
            exists: u.utxo.exists,
            derivation_index: u.utxo.derivation_index,
            allocations: u.rgb_allocations.into_iter().map(Allocation::from).collect(),
            pending_blinded: u.pending_blinded,
        }
    }
}

#[napi(object)]
pub struct ValidationResult {
    pub contract_id: String,
    /// NIA, CFA, UDA or IFA.
    pub schema: String,
}

impl ValidationResult {
    pub fn new(contract_id: String, schema: rgb_lib::AssetSchema) -> Self {
        Self { contract_id, schema: schema_name(schema).into() }
    }
}

// ── RGB transfers ──────────────────────────────────────────────────────────────────────────────

/// A new receive: the invoice to hand to the payer and rgb-lib's pending incoming transfer.
#[napi(object)]
pub struct ReceiveResult {
    pub invoice: String,
    pub recipient_id: String,
    pub expiry_unix_secs: i64,
    pub batch_transfer_idx: i32,
    /// Blinded receives: the wallet's UTXO (`txid:vout`) behind the blinded seal; absent for witness.
    pub blinding_utxo: Option<String>,
    /// Witness receives: the hex output script the payer must pay (a new address of the wallet).
    pub script_pubkey: Option<String>,
}

/// An RGB invoice as rgb-lib decodes it.
#[napi(object)]
pub struct InvoiceInfo {
    pub invoice: String,
    pub recipient_id: String,
    /// `blinded` (a blinded UTXO of the payee) or `witness` (an output of the payer's transaction).
    pub kind: String,
    pub asset_id: Option<String>,
    /// NIA, CFA, UDA or IFA, when the invoice names one.
    pub schema: Option<String>,
    /// rgb-lib's assignment variant: Fungible, NonFungible, InflationRight or Any.
    pub assignment_kind: String,
    /// Fungible (or inflation) amount; absent when the invoice names none (or zero).
    pub amount: Option<String>,
    /// rgb-lib network name: Regtest, Testnet, Testnet4, Signet, SignetCustom, Mainnet.
    pub network: String,
    pub expiry_unix_secs: Option<i64>,
    pub transport_endpoints: Vec<String>,
}

#[napi(object)]
pub struct SendBegun {
    /// Unsigned PSBT (base64), for `sendEnd`.
    pub psbt: String,
    pub txid: String,
    pub batch_transfer_idx: i32,
}

#[napi(object)]
pub struct SendEnded {
    pub txid: String,
    pub batch_transfer_idx: i32,
}

/// One batch transfer touched by a refresh or an out-of-band consignment.
#[napi(object)]
pub struct TransferUpdate {
    pub batch_transfer_idx: i32,
    /// The new TransferStatus name; absent when it did not change.
    pub status: Option<String>,
    /// rgb-lib's error for this transfer (refresh goes on with the others).
    pub failure: Option<String>,
}

impl TransferUpdate {
    pub fn from_refresh(result: RefreshResult) -> Vec<Self> {
        let mut updates: Vec<Self> = result
            .into_iter()
            .map(|(idx, r)| Self {
                batch_transfer_idx: idx,
                status: r.updated_status.map(|s| format!("{s:?}")),
                failure: r.failure.map(|e| AddonError::from(e).to_string()),
            })
            .collect();
        updates.sort_by_key(|u| u.batch_transfer_idx);
        updates
    }
}

/// One transfer of rgb-lib's wallet (`listTransfers`).
#[napi(object)]
pub struct TransferView {
    pub idx: i32,
    pub batch_transfer_idx: i32,
    /// The asset the listing was asked for; absent for transfers not bound to an asset yet.
    pub asset_id: Option<String>,
    /// TransferKind: Issuance, ReceiveBlind, ReceiveWitness, Send, Inflation, Burn.
    pub kind: String,
    /// TransferStatus: Initiated, WaitingCounterparty, WaitingSafeHeight, WaitingBroadcast,
    /// WaitingConfirmations, Settled, Failed.
    pub status: String,
    pub created_at: i64,
    pub updated_at: i64,
    /// Fungible units moved: what this recipient was sent (Send, Burn), else what was received or issued.
    pub amount: String,
    /// The fungible amount asked for (the invoice's, or the recipient's on a send).
    pub requested_amount: Option<String>,
    pub txid: Option<String>,
    pub recipient_id: Option<String>,
    pub receive_utxo: Option<String>,
    pub change_utxo: Option<String>,
    pub expiry_unix_secs: Option<i64>,
    pub invoice: Option<String>,
    pub consignment_path: Option<String>,
    pub transport_endpoints: Vec<String>,
}

fn fungible(a: &Assignment) -> u64 {
    match a {
        Assignment::Fungible(v) => *v,
        _ => 0,
    }
}

impl TransferView {
    pub fn new(t: Transfer, asset_id: Option<String>) -> Self {
        let requested = t.requested_assignment.as_ref().and_then(|a| match a {
            Assignment::Fungible(v) => Some(*v),
            _ => None,
        });
        // rgb-lib lists a send's *change* as its assignments (the recipient's output is not ours).
        let amount = match t.kind {
            TransferKind::Send | TransferKind::Burn => requested.unwrap_or(0),
            _ => t.assignments.iter().map(fungible).sum(),
        };
        Self {
            idx: t.idx,
            batch_transfer_idx: t.batch_transfer_idx,
            asset_id,
            kind: format!("{:?}", t.kind),
            status: format!("{:?}", t.status),
            created_at: t.created_at,
            updated_at: t.updated_at,
            amount: amount.to_string(),
            requested_amount: requested.map(|v| v.to_string()),
            txid: t.txid,
            recipient_id: t.recipient_id,
            receive_utxo: t.receive_utxo.map(|o| o.to_string()),
            change_utxo: t.change_utxo.map(|o| o.to_string()),
            // i64::MAX stands for "no deadline" (see send.rs); anything above does not fit a JS number anyway.
            expiry_unix_secs: t.expiration_timestamp.and_then(|e| i64::try_from(e).ok()),
            invoice: t.invoice_string,
            consignment_path: t.consignment_path,
            transport_endpoints: t.transport_endpoints.into_iter().map(|e| e.endpoint).collect(),
        }
    }
}
