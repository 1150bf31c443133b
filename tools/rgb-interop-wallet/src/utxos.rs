//! The bitcoin side: `sync`, `create-utxos`, `list-unspents`, `btc-balance`.

use clap::Args;
use rgb_lib::wallet::{RgbWalletOpsOffline, RgbWalletOpsOnline, SyncKeychain, SyncOptions, SyncStrategy};
use serde_json::{Value, json};

use crate::context::Context;
use crate::error::CliResult;
use crate::json;

#[derive(Args)]
pub struct CreateUtxosArgs {
    /// How many UTXOs (rgb-lib creates fewer when the vanilla funds do not cover them all)
    #[arg(long, default_value_t = 5)]
    num: u8,
    /// Sats per UTXO
    #[arg(long, default_value_t = 1000)]
    size: u32,
    /// sat/vB
    #[arg(long, default_value_t = 2)]
    fee_rate: u64,
    /// Only top up to --num free UTXOs (an error when none is missing)
    #[arg(long)]
    up_to: bool,
}

#[derive(Args)]
pub struct ListUnspentsArgs {
    /// Only UTXOs whose allocations are all settled
    #[arg(long)]
    settled_only: bool,
}

/// A full scan of both keychains: it also finds payments to `address`, which rgb-lib's own quick
/// syncs (only the scripts it is waiting on) would miss.
pub fn sync(ctx: &Context) -> CliResult<Value> {
    let (mut wallet, online) = ctx.open_online()?;
    for keychain in [SyncKeychain::Vanilla { lookback: 0 }, SyncKeychain::Colored] {
        wallet.sync(online, SyncOptions { keychain, strategy: SyncStrategy::FullScan })?;
    }
    Ok(json!({ "synced": true }))
}

pub fn create_utxos(ctx: &Context, args: CreateUtxosArgs) -> CliResult<Value> {
    let (mut wallet, online) = ctx.open_online()?;
    let created = wallet.create_utxos(online, args.up_to, Some(args.num), Some(args.size), args.fee_rate, false)?;
    Ok(json!({ "created": created }))
}

pub fn list_unspents(ctx: &Context, args: ListUnspentsArgs) -> CliResult<Value> {
    let (mut wallet, online) = ctx.open_maybe_online()?;
    let skip_sync = online.is_none();
    let unspents = wallet.list_unspents(online, args.settled_only, skip_sync)?;
    Ok(json!({ "unspents": unspents.iter().map(json::unspent).collect::<Vec<_>>() }))
}

pub fn btc_balance(ctx: &Context) -> CliResult<Value> {
    let (mut wallet, online) = ctx.open_maybe_online()?;
    let skip_sync = online.is_none();
    let balance = wallet.get_btc_balance(online, skip_sync)?;
    Ok(json!({ "vanilla": json::balance(&balance.vanilla), "colored": json::balance(&balance.colored) }))
}
