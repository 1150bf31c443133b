//! `init`: a fresh mnemonic and an empty rgb-lib wallet in the data directory.

use std::fs;
use std::str::FromStr;

use clap::Args;
use rgb_lib::AssetSchema;
use rgb_lib::keys::{WitnessVersion, generate_keys};
use rgb_lib::wallet::{DatabaseType, SinglesigKeys, Wallet, WalletData};
use serde_json::{Value, json};

use crate::context::Context;
use crate::error::CliResult;

/// How many allocations rgb-lib may stack on one UTXO (its own default).
const MAX_ALLOCATIONS_PER_UTXO: u32 = 5;

#[derive(Args)]
pub struct InitArgs {
    /// taproot or segwitv0: the scripts of both keychains
    #[arg(long, default_value = "taproot")]
    witness_version: String,
}

pub fn init(ctx: &Context, args: InitArgs) -> CliResult<Value> {
    let witness_version = WitnessVersion::from_str(&args.witness_version)?;
    fs::create_dir_all(&ctx.data_dir)?;
    let keys = generate_keys(ctx.network, witness_version);
    ctx.save_keys(&keys, ctx.network)?;
    let data = WalletData {
        data_dir: ctx.data_dir_str(),
        bitcoin_network: ctx.network,
        database_type: DatabaseType::Sqlite,
        max_allocations_per_utxo: MAX_ALLOCATIONS_PER_UTXO,
        supported_schemas: vec![AssetSchema::Nia, AssetSchema::Cfa, AssetSchema::Uda, AssetSchema::Ifa],
    };
    if let Err(e) = Wallet::new(data, SinglesigKeys::from_keys(&keys, None)) {
        ctx.discard(&keys.master_fingerprint);
        return Err(e.into());
    }
    Ok(json!({
        "master_fingerprint": keys.master_fingerprint,
        "xpub": keys.xpub,
        "account_xpub_vanilla": keys.account_xpub_vanilla,
        "account_xpub_colored": keys.account_xpub_colored,
        "witness_version": args.witness_version.to_lowercase(),
        "network": ctx.network.to_string().to_lowercase(),
        "data_dir": ctx.data_dir_str(),
    }))
}
