//! What the wallet methods return: plain JS objects (structured-clone safe, so they cross the
//! worker's postMessage as they are). u64 amounts travel as decimal strings: a JS number loses
//! precision above 2^53 and a BigInt does not survive JSON.

use napi_derive::napi;
use rgb_lib::Assignment;
use rgb_lib::keys::Keys;
use rgb_lib::wallet::{AssetCFA, AssetIFA, AssetNIA, AssetUDA, Assets, Balance, RgbAllocation, Unspent};

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
