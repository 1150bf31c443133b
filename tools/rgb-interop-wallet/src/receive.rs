//! Receiving: `blind-receive`, `witness-receive` (an invoice), `accept-consignment` (the
//! out-of-band counterpart of a proxy: the sender's consignment file handed over by hand).

use std::time::{SystemTime, UNIX_EPOCH};

use clap::Args;
use rgb_lib::Assignment;
use rgb_lib::wallet::{ReceiveData, Wallet};
use serde_json::{Value, json};

use crate::context::Context;
use crate::error::{CliError, CliResult};
use crate::json;

#[derive(Args)]
pub struct ReceiveArgs {
    /// The asset the invoice asks for, or `none` (omitted: none) for any asset
    #[arg(long)]
    asset_id: Option<String>,
    /// The amount the invoice asks for (omitted: any amount)
    #[arg(long)]
    amount: Option<u64>,
    /// Seconds from now until the invoice expires
    #[arg(long, default_value_t = 86_400)]
    expiry_secs: u64,
    /// RGB proxy endpoint (rpc://host:port/path); repeatable; `none` or omitted: out of band
    #[arg(long)]
    proxy: Vec<String>,
    /// Confirmations of the anchoring transaction before the transfer settles
    #[arg(long, default_value_t = 1)]
    min_confirmations: u8,
}

#[derive(Args)]
pub struct AcceptConsignmentArgs {
    /// The sender's consignment file (its `consignment-path`)
    #[arg(long)]
    file: String,
    /// Media files of an unknown asset, matched by content hash; repeatable
    #[arg(long)]
    media: Vec<String>,
}

enum Kind {
    Blind,
    Witness,
}

pub fn blind_receive(ctx: &Context, args: ReceiveArgs) -> CliResult<Value> {
    receive(ctx, args, Kind::Blind)
}

pub fn witness_receive(ctx: &Context, args: ReceiveArgs) -> CliResult<Value> {
    receive(ctx, args, Kind::Witness)
}

fn receive(ctx: &Context, args: ReceiveArgs, kind: Kind) -> CliResult<Value> {
    let asset_id = args.asset_id.filter(|id| id != "none");
    let assignment = args.amount.map_or(Assignment::Any, Assignment::Fungible);
    let expiration = now_secs() + args.expiry_secs;
    let proxies: Vec<String> = args.proxy.into_iter().filter(|p| p != "none").collect();
    let mut wallet: Wallet = ctx.open()?;
    let data: ReceiveData = match kind {
        Kind::Blind => wallet.blind_receive(asset_id, assignment, expiration, proxies, args.min_confirmations)?,
        Kind::Witness => wallet.witness_receive(asset_id, assignment, expiration, proxies, args.min_confirmations)?,
    };
    Ok(json!({
        "invoice": data.invoice,
        "recipient_id": data.recipient_id,
        "batch_transfer_idx": data.batch_transfer_idx,
        "expiration": data.expiration_timestamp,
    }))
}

pub fn accept_consignment(ctx: &Context, args: AcceptConsignmentArgs) -> CliResult<Value> {
    if !std::path::Path::new(&args.file).is_file() {
        return Err(CliError::invalid(format!("{} is not a file", args.file)));
    }
    let (mut wallet, online) = ctx.open_online()?;
    let result = wallet.provide_out_of_band_consignment(online, args.file, args.media)?;
    Ok(json::refresh_result(&result))
}

pub fn now_secs() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0)
}
