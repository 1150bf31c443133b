//! `vanilla-address` (rgb-lib's own, for the BTC that pays fees and funds `create-utxos`) and
//! `address` (a colored one: BTC sent there becomes a UTXO rgb-lib can put allocations on).

use std::collections::HashSet;

use rgb_lib::bdk_wallet::KeychainKind;
use rgb_lib::bdk_wallet::Wallet as DescriptorWallet;
use rgb_lib::bitcoin::ScriptBuf;
use rgb_lib::utils::script_buf_from_recipient_id;
use rgb_lib::wallet::{RgbWalletOpsOffline, Wallet};
use serde_json::{Value, json};

use crate::assets::all_asset_ids;
use crate::context::Context;
use crate::error::{CliError, CliResult};

/// rgb-lib's full scan finds used addresses up to this far (its INDEXER_STOP_GAP) past the last one.
const STOP_GAP: u32 = 20;

pub fn vanilla_address(ctx: &Context) -> CliResult<Value> {
    let mut wallet = ctx.open()?;
    Ok(json!({ "address": wallet.get_address()? }))
}

/// rgb-lib has no public call that reveals a colored address, so this derives one from the
/// wallet's colored descriptor: the first index whose script has no history on the indexer and is
/// not the script of one of the wallet's witness receives. `sync` (a full scan) then finds what
/// was paid to it.
pub fn address(ctx: &Context) -> CliResult<Value> {
    let wallet = ctx.open()?;
    let esplora = esplora_client::Builder::new(ctx.indexer()?).build_blocking();
    let descriptors = DescriptorWallet::create_single(wallet.get_descriptors().colored)
        .network(ctx.network.into())
        .create_wallet_no_persist()
        .map_err(|e| CliError::new("Descriptor", e.to_string()))?;
    let taken = witness_receive_scripts(&wallet)?;
    let mut skipped = 0;
    for index in 0.. {
        let info = descriptors.peek_address(KeychainKind::External, index);
        let script = info.address.script_pubkey();
        if taken.contains(&script) {
            skipped += 1;
            continue;
        }
        let history = esplora.scripthash_txs(&script, None).map_err(|e| CliError::new("Indexer", e.to_string()))?;
        if history.is_empty() {
            if skipped >= STOP_GAP {
                return Err(CliError::new(
                    "TooManyWitnessReceives",
                    "the first unused colored address is past the scan gap",
                ));
            }
            return Ok(json!({ "address": info.address.to_string(), "index": index }));
        }
        skipped = 0;
    }
    unreachable!("the index range is unbounded")
}

fn witness_receive_scripts(wallet: &Wallet) -> CliResult<HashSet<ScriptBuf>> {
    let mut scripts = HashSet::new();
    let assets = all_asset_ids(wallet)?.into_iter().map(Some).chain([None]);
    for asset_id in assets {
        for t in wallet.list_transfers(asset_id)? {
            if let Some(script) = t.recipient_id.and_then(|id| script_buf_from_recipient_id(id).ok().flatten()) {
                scripts.insert(script);
            }
        }
    }
    Ok(scripts)
}
