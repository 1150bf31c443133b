//! rgb-lib wallets for the two peers and the rust_only colouring API around them.

use std::collections::{BTreeMap, HashMap};
use std::fs;
use std::path::Path;

use rgb_lib::keys::{Keys, WitnessVersion, generate_keys};
use rgb_lib::wallet::rust_only::{AssetColoringInfo, ColoringInfo};
use rgb_lib::wallet::{
    DatabaseType, Online, OnlineOptions, RefreshResult, RgbWalletOpsOffline, SinglesigKeys, Wallet, WalletData,
};
use rgb_lib::{AssetSchema, BitcoinNetwork, ContractId};

use crate::Res;
use crate::regtest::Regtest;

pub struct Peer {
    pub name: &'static str,
    pub wallet: Wallet,
    pub online: Online,
    pub keys: Keys,
}

impl Peer {
    /// A fresh wallet (new random mnemonic) under `<dir>/<name>`, online against the indexer.
    pub fn create(dir: &Path, name: &'static str, esplora_url: &str) -> Res<Peer> {
        let keys = generate_keys(BitcoinNetwork::Regtest, WitnessVersion::SegWitV0);
        Peer::open(dir, name, keys, esplora_url)
    }

    /// Opens (or reopens) the wallet with rgb-lib's consistency check on: `go_online` then compares
    /// its database with the chain and fails on UTXOs spent behind its back. Passing that after the
    /// whole flow is the evidence that the flow kept rgb-lib's books straight.
    pub fn open(dir: &Path, name: &'static str, keys: Keys, esplora_url: &str) -> Res<Peer> {
        let data_dir = dir.join(name);
        fs::create_dir_all(&data_dir)?;
        let data = WalletData {
            data_dir: data_dir.to_string_lossy().to_string(),
            bitcoin_network: BitcoinNetwork::Regtest,
            database_type: DatabaseType::Sqlite,
            max_allocations_per_utxo: 5,
            supported_schemas: vec![AssetSchema::Nia],
        };
        let mut wallet = Wallet::new(data, SinglesigKeys::from_keys(&keys, None))?;
        let online = wallet.go_online(OnlineOptions {
            indexer_url: esplora_url.to_string(),
            skip_consistency_check: false,
            vanilla_sync_lookback: 20,
        })?;
        Ok(Peer { name, wallet, online, keys })
    }

    /// Syncs the wallet with the chain (list_unspents without skip_sync), logs its allocations and
    /// transfers of `asset_id` for the run log, and returns the asset's settled balance.
    pub fn settled_balance(&mut self, env: &Regtest, asset_id: &str) -> Res<u64> {
        let who = self.name;
        let unspents = self.wallet.list_unspents(Some(self.online.clone()), false, false)?;
        for u in unspents.iter().filter(|u| !u.rgb_allocations.is_empty()) {
            env.log(format!(
                "  {who} unspent {}:{} {} sat allocations {:?}",
                u.utxo.outpoint.txid, u.utxo.outpoint.vout, u.utxo.btc_amount, u.rgb_allocations
            ));
        }
        for t in self.wallet.list_transfers(Some(asset_id.to_string()))? {
            env.log(format!(
                "  {who} transfer idx={} kind={:?} status={:?} txid={:?} assignments={:?}",
                t.idx, t.kind, t.status, t.txid, t.assignments
            ));
        }
        let balance = self.wallet.get_asset_balance(asset_id.to_string())?;
        env.log(format!("  {who} balance {balance:?}"));
        Ok(balance.settled)
    }
}

/// Colouring instructions for one asset: which outputs receive how much. With `static_blinding`
/// (and a `nonce` for the opret/tapret commitment) the result is a function of the inputs alone,
/// so two peers colouring the same transaction get the same PSBT; without it rgb-lib draws random
/// blinding factors.
pub fn coloring(
    cid: ContractId,
    outputs: &[(u32, u64)],
    static_blinding: Option<u64>,
    nonce: Option<u64>,
) -> ColoringInfo {
    let output_map: HashMap<u32, u64> = outputs.iter().copied().collect();
    ColoringInfo {
        asset_info_map: HashMap::from([(cid, AssetColoringInfo { output_map, static_blinding })]),
        static_blinding,
        nonce,
    }
}

/// A comparable rendering of color_psbt's beneficiary map (Debug of each entry, sorted).
pub fn sorted_debug<T: std::fmt::Debug>(m: &BTreeMap<ContractId, Vec<T>>) -> Vec<String> {
    let mut v: Vec<String> = m.iter().flat_map(|(k, xs)| xs.iter().map(move |x| format!("{k}:{x:?}"))).collect();
    v.sort();
    v
}

/// Fails on any transfer that rgb-lib's refresh marked failed, instead of letting it pass silently.
pub fn check_refresh(what: &str, r: &RefreshResult) -> Res<String> {
    let mut parts: Vec<String> = Vec::new();
    for (batch, t) in r {
        if let Some(err) = &t.failure {
            return Err(format!("{what}: batch {batch} failed: {err}").into());
        }
        parts.push(format!("batch {batch}: {:?}", t.updated_status));
    }
    parts.sort();
    Ok(format!("{{{}}}", parts.join("; ")))
}
