use std::panic::{AssertUnwindSafe, catch_unwind};
use std::str::FromStr;

use rgb_lib::wallet::{Online, RgbWalletOpsOffline, Wallet};
use rgb_lib::{ConsignmentExt, ContractId, RgbTransfer};
use rgbstd::containers::{Consignment, Contract};

use crate::error::{AddonError, AddonResult, Code, err, panic_text};
use crate::stock::StockGuard;
use crate::validate::{esplora_resolver, validate};

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
/// An asset the wallet already knows just returns its id.
pub fn import_contract(
    wallet: &Wallet,
    online: Online,
    esplora_url: &str,
    expected_asset_id: &str,
    bytes: &[u8],
) -> AddonResult<String> {
    let expected = ContractId::from_str(expected_asset_id).map_err(err(Code::InvalidArgument, "expected asset id"))?;
    let network = wallet.get_wallet_data().bitcoin_network;
    // Must come first: save_new_asset re-validates and panics on an invalid consignment.
    let (valid, schema) = validate(bytes, esplora_url, network)?;
    let contract_id = valid.contract_id();
    let asset_id = contract_id.to_string();
    // Editing a genesis yields another *valid* contract with a different id, so validity alone
    // proves nothing about which asset this is.
    if contract_id != expected {
        return Err(AddonError::new(
            Code::ContractIdMismatch,
            format!("consignment is contract {asset_id}, expected {expected_asset_id}"),
        ));
    }
    if !wallet.get_wallet_data().supported_schemas.contains(&schema) {
        return Err(AddonError::new(Code::Internal, format!("wallet does not support schema {schema}")));
    }
    if wallet.is_asset_known(contract_id)? {
        return Ok(asset_id);
    }

    // save_new_asset reads the contract back from the stock, so it has to be there first.
    {
        let mut guard = StockGuard::open(&wallet.get_wallet_dir(), true)?;
        let resolver = esplora_resolver(esplora_url)?;
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
