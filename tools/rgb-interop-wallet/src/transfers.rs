//! Transfers: `refresh` (rgb-lib's proxy round: fetch, validate and ACK consignments, broadcast,
//! settle), `list-transfers`, `consignment-path`.

use clap::Args;
use rgb_lib::wallet::{RgbWalletOpsOffline, RgbWalletOpsOnline, Transfer, TransferKind, Wallet};
use serde_json::{Value, json};

use crate::assets::all_asset_ids;
use crate::context::Context;
use crate::error::{CliError, CliResult};
use crate::json;

#[derive(Args)]
pub struct RefreshArgs {
    /// Only this asset's transfers (default: all, including receives of a yet unknown asset)
    #[arg(long)]
    asset_id: Option<String>,
}

#[derive(Args)]
pub struct ListTransfersArgs {
    #[arg(long)]
    asset_id: Option<String>,
}

#[derive(Args)]
pub struct ConsignmentPathArgs {
    #[arg(long)]
    batch_transfer_idx: i32,
    /// Which asset's consignment, when the batch moved several
    #[arg(long)]
    asset_id: Option<String>,
}

pub fn refresh(ctx: &Context, args: RefreshArgs) -> CliResult<Value> {
    let (mut wallet, online) = ctx.open_online()?;
    let result = wallet.refresh(online, args.asset_id, vec![], false)?;
    Ok(json::refresh_result(&result))
}

pub fn list_transfers(ctx: &Context, args: ListTransfersArgs) -> CliResult<Value> {
    let wallet = ctx.open()?;
    let transfers: Vec<Value> =
        transfers_of(&wallet, args.asset_id)?.iter().map(|(asset, t)| json::transfer(t, asset.as_deref())).collect();
    Ok(json!({ "transfers": transfers }))
}

/// The consignment a send of this wallet wrote: what an out-of-band recipient needs.
pub fn consignment_path(ctx: &Context, args: ConsignmentPathArgs) -> CliResult<Value> {
    let wallet = ctx.open()?;
    let sends: Vec<(Option<String>, Transfer)> = transfers_of(&wallet, args.asset_id)?
        .into_iter()
        .filter(|(_, t)| t.batch_transfer_idx == args.batch_transfer_idx && t.kind == TransferKind::Send)
        .collect();
    let (asset_id, path) = match sends.as_slice() {
        [] => return Err(CliError::new("NotFound", format!("no send in batch {}", args.batch_transfer_idx))),
        [(asset, t)] => (asset.clone(), t.consignment_path.clone()),
        // One consignment per asset; several recipients of one asset share it.
        [(asset, t), rest @ ..] if rest.iter().all(|(a, _)| a == asset) => (asset.clone(), t.consignment_path.clone()),
        _ => return Err(CliError::invalid("the batch moved several assets: pass --asset-id")),
    };
    let path = path.ok_or_else(|| CliError::new("NotFound", "rgb-lib reports no consignment for this send"))?;
    Ok(json!({ "asset_id": asset_id, "path": path, "exists": std::path::Path::new(&path).is_file() }))
}

/// The transfers of one asset, or of every asset plus the receives whose asset is not known yet.
fn transfers_of(wallet: &Wallet, asset_id: Option<String>) -> CliResult<Vec<(Option<String>, Transfer)>> {
    let assets: Vec<Option<String>> = match asset_id {
        Some(id) => vec![Some(id)],
        None => all_asset_ids(wallet)?.into_iter().map(Some).chain([None]).collect(),
    };
    let mut out = Vec::new();
    for asset in assets {
        for t in wallet.list_transfers(asset.clone())? {
            out.push((asset.clone(), t));
        }
    }
    Ok(out)
}
