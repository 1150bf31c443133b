use std::panic::{AssertUnwindSafe, catch_unwind};
use std::str::FromStr;

use rgb_lib::keys::WitnessVersion;
use rgb_lib::wallet::rust_only::check_indexer_url;
use rgb_lib::wallet::{DatabaseType, OnlineOptions, RgbWalletOpsOffline, SinglesigKeys, Wallet, WalletData};
use rgb_lib::{AssetSchema, BitcoinNetwork, ConsignmentExt, ContractId, RgbTransfer};
use rgbstd::containers::{Consignment, Contract};

use crate::error::{AddonError, AddonResult, Code, err, panic_text};
use crate::stock::StockGuard;
use crate::validate::{esplora_resolver, validate};

pub struct ImportRequest<'a> {
    pub data_dir: String,
    pub network: BitcoinNetwork,
    pub max_allocations_per_utxo: u32,
    pub master_fingerprint: String,
    pub account_xpub_vanilla: String,
    pub account_xpub_colored: String,
    pub esplora_url: &'a str,
    pub expected_asset_id: &'a str,
    pub bytes: &'a [u8],
}

/// save_new_asset takes a transfer-shaped consignment; a genesis-only contract fits it unchanged
/// (no bundles, no terminals).
fn contract_as_transfer(c: Contract) -> RgbTransfer {
    Consignment::<true> {
        version: c.version,
        transfer: true,
        terminals: c.terminals,
        genesis: c.genesis,
        bundles: c.bundles,
        schema: c.schema,
        types: c.types,
        scripts: c.scripts,
    }
}

/// Validate, pin the contract id, then register the asset in the wallet's stock and rgb-lib DB.
pub fn import_contract(req: ImportRequest<'_>) -> AddonResult<String> {
    let expected =
        ContractId::from_str(req.expected_asset_id).map_err(err(Code::InvalidArgument, "expected asset id"))?;
    // Must come first: save_new_asset re-validates and panics on an invalid consignment.
    let (valid, schema) = validate(req.bytes, req.esplora_url, req.network)?;
    let contract_id = valid.contract_id();
    let asset_id = contract_id.to_string();
    // Editing a genesis yields another *valid* contract with a different id, so validity alone
    // proves nothing about which asset this is.
    if contract_id != expected {
        return Err(AddonError::new(
            Code::ContractIdMismatch,
            format!("consignment is contract {asset_id}, expected {}", req.expected_asset_id),
        ));
    }
    check_indexer_url(req.esplora_url, req.network)?;

    // The same WalletData the TS worker opens with; keys without the mnemonic so rgb-lib uses its
    // separate watch-only BDK database and never touches the signing wallet's.
    let wallet_data = WalletData {
        data_dir: req.data_dir,
        bitcoin_network: req.network,
        database_type: DatabaseType::Sqlite,
        max_allocations_per_utxo: req.max_allocations_per_utxo,
        supported_schemas: vec![AssetSchema::Nia, AssetSchema::Cfa, AssetSchema::Uda, AssetSchema::Ifa],
    };
    let keys = SinglesigKeys {
        account_xpub_vanilla: req.account_xpub_vanilla,
        account_xpub_colored: req.account_xpub_colored,
        vanilla_keychain: None,
        master_fingerprint: req.master_fingerprint,
        mnemonic: None,
        witness_version: WitnessVersion::Taproot,
    };
    let mut wallet = Wallet::new(wallet_data, keys)?;
    if !wallet.get_wallet_data().supported_schemas.contains(&schema) {
        return Err(AddonError::new(Code::Internal, format!("wallet does not support schema {schema}")));
    }
    if wallet.is_asset_known(contract_id)? {
        return Ok(asset_id);
    }
    let online = wallet.go_online(OnlineOptions {
        indexer_url: req.esplora_url.to_string(),
        // The stock is about to gain a contract the DB lacks; the check would flag exactly that.
        skip_consistency_check: true,
        vanilla_sync_lookback: 20,
    })?;

    // save_new_asset reads the contract back from the stock, so it has to be there first.
    {
        let mut guard = StockGuard::open(&wallet.get_wallet_dir(), true)?;
        let resolver = esplora_resolver(req.esplora_url)?;
        guard
            .stock
            .import_contract(valid.clone(), &resolver)
            .map_err(err(Code::Internal, "import into stock"))?;
    } // stored and unlocked here: rgb-lib takes the same lock next

    // The txid is only a resolver hint for witnesses carried in a transfer; a genesis has none.
    let transfer = contract_as_transfer(valid.into_consignment());
    // It re-validates with `.expect`, so a resolver failure at this point arrives as a panic.
    catch_unwind(AssertUnwindSafe(|| wallet.save_new_asset(online, transfer, "0".repeat(64))))
        .map_err(|p| {
            AddonError::new(
                Code::Internal,
                format!("save_new_asset panicked (re-validation failed, e.g. Esplora unreachable): {}", panic_text(&*p)),
            )
        })??;
    Ok(asset_id)
}
