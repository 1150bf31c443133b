//! Assets: `issue-nia`, `list-assets`, `balance`.

use clap::Args;
use rgb_lib::wallet::{Balance, RgbWalletOpsOffline, Wallet};
use serde_json::{Value, json};

use crate::context::Context;
use crate::error::CliResult;
use crate::json;

#[derive(Args)]
pub struct IssueNiaArgs {
    #[arg(long)]
    ticker: String,
    #[arg(long)]
    name: String,
    #[arg(long, default_value_t = 0)]
    precision: u8,
    /// Repeat for several allocations (each on its own UTXO)
    #[arg(long, required = true)]
    amount: Vec<u64>,
}

#[derive(Args)]
pub struct BalanceArgs {
    #[arg(long)]
    asset_id: String,
}

pub fn issue_nia(ctx: &Context, args: IssueNiaArgs) -> CliResult<Value> {
    let wallet = ctx.open()?;
    let asset = wallet.issue_asset_nia(args.ticker, args.name, args.precision, args.amount)?;
    Ok(json!({
        "asset_id": asset.asset_id,
        "ticker": asset.ticker,
        "name": asset.name,
        "precision": asset.precision,
        "issued_supply": json::amount(asset.issued_supply),
    }))
}

pub fn list_assets(ctx: &Context) -> CliResult<Value> {
    let a = ctx.open()?.list_assets(vec![])?;
    let mut out = Vec::new();
    for x in a.nia.unwrap_or_default() {
        out.push(asset_json(
            "Nia",
            &x.asset_id,
            Some(&x.ticker),
            &x.name,
            x.precision,
            Some(x.issued_supply),
            &x.balance,
        ));
    }
    for x in a.cfa.unwrap_or_default() {
        out.push(asset_json("Cfa", &x.asset_id, None, &x.name, x.precision, Some(x.issued_supply), &x.balance));
    }
    for x in a.uda.unwrap_or_default() {
        out.push(asset_json("Uda", &x.asset_id, Some(&x.ticker), &x.name, x.precision, None, &x.balance));
    }
    for x in a.ifa.unwrap_or_default() {
        out.push(asset_json(
            "Ifa",
            &x.asset_id,
            Some(&x.ticker),
            &x.name,
            x.precision,
            Some(x.initial_supply),
            &x.balance,
        ));
    }
    Ok(json!({ "assets": out }))
}

fn asset_json(
    schema: &str,
    asset_id: &str,
    ticker: Option<&str>,
    name: &str,
    precision: u8,
    issued_supply: Option<u64>,
    balance: &Balance,
) -> Value {
    json!({
        "asset_id": asset_id,
        "schema": schema,
        "ticker": ticker,
        "name": name,
        "precision": precision,
        "issued_supply": issued_supply.map(json::amount),
        "balance": json::balance(balance),
    })
}

pub fn balance(ctx: &Context, args: BalanceArgs) -> CliResult<Value> {
    let wallet = ctx.open()?;
    let balance = wallet.get_asset_balance(args.asset_id.clone())?;
    let mut out = json::balance(&balance);
    out["asset_id"] = Value::String(args.asset_id);
    Ok(out)
}

/// Every asset the wallet knows, whatever its schema.
pub fn all_asset_ids(wallet: &Wallet) -> CliResult<Vec<String>> {
    let a = wallet.list_assets(vec![])?;
    let ids = a.nia.unwrap_or_default().into_iter().map(|x| x.asset_id);
    let ids = ids.chain(a.cfa.unwrap_or_default().into_iter().map(|x| x.asset_id));
    let ids = ids.chain(a.uda.unwrap_or_default().into_iter().map(|x| x.asset_id));
    let ids = ids.chain(a.ifa.unwrap_or_default().into_iter().map(|x| x.asset_id));
    Ok(ids.collect())
}
