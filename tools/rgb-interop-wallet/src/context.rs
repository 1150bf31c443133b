//! The global options and the wallet they lead to: `<data-dir>/keys.json` (0600) holds the
//! mnemonic `init` generated, rgb-lib keeps the wallet itself in `<data-dir>/<master fingerprint>`.

use std::fs::{self, OpenOptions};
use std::io::Write;
use std::os::unix::fs::OpenOptionsExt;
use std::path::{Path, PathBuf};
use std::str::FromStr;

use clap::Args;
use rgb_lib::BitcoinNetwork;
use rgb_lib::keys::{Keys, WitnessVersion};
use rgb_lib::wallet::{Online, OnlineOptions, Wallet};
use serde::{Deserialize, Serialize};

use crate::error::{CliError, CliResult};

const KEY_FILE: &str = "keys.json";
/// rgb-lib's default: how many vanilla addresses before the last used one a sync rescans.
const VANILLA_SYNC_LOOKBACK: u32 = 20;

#[derive(Args)]
pub struct GlobalArgs {
    /// The wallet's own directory (created by `init`)
    #[arg(long, global = true)]
    data_dir: Option<PathBuf>,
    /// regtest, signet, testnet or mainnet
    #[arg(long, global = true, default_value = "regtest")]
    network: String,
    /// Esplora URL, for the commands that read the chain
    #[arg(long, global = true)]
    indexer: Option<String>,
}

/// What `init` stores; everything else rgb-lib reads back from its own wallet manifest.
#[derive(Serialize, Deserialize)]
struct KeyFile {
    mnemonic: String,
    master_fingerprint: String,
    network: BitcoinNetwork,
    witness_version: WitnessVersion,
}

pub struct Context {
    pub data_dir: PathBuf,
    pub network: BitcoinNetwork,
    indexer: Option<String>,
}

impl Context {
    pub fn new(args: GlobalArgs) -> CliResult<Self> {
        let data_dir = args.data_dir.ok_or_else(|| CliError::invalid("--data-dir is required"))?;
        let network = BitcoinNetwork::from_str(&args.network)?;
        Ok(Self { data_dir, network, indexer: args.indexer })
    }

    pub fn data_dir_str(&self) -> String {
        self.data_dir.to_string_lossy().into_owned()
    }

    pub fn indexer(&self) -> CliResult<&str> {
        self.indexer.as_deref().ok_or_else(|| CliError::invalid("this command needs --indexer URL"))
    }

    fn key_path(&self) -> PathBuf {
        self.data_dir.join(KEY_FILE)
    }

    /// Writes the key file, refusing to replace one: a second `init` must not orphan a wallet.
    pub fn save_keys(&self, keys: &Keys, network: BitcoinNetwork) -> CliResult<()> {
        let record = KeyFile {
            mnemonic: keys.mnemonic.clone(),
            master_fingerprint: keys.master_fingerprint.clone(),
            network,
            witness_version: keys.witness_version,
        };
        let mut file =
            OpenOptions::new().write(true).create_new(true).mode(0o600).open(self.key_path()).map_err(|e| {
                match e.kind() {
                    std::io::ErrorKind::AlreadyExists => CliError::new(
                        "AlreadyInitialized",
                        format!("{} already holds a wallet", self.data_dir.display()),
                    ),
                    _ => e.into(),
                }
            })?;
        file.write_all(serde_json::to_string_pretty(&record)?.as_bytes())?;
        file.sync_all()?;
        Ok(())
    }

    /// Undoes an `init` that failed after writing the key file: the file and the (fresh,
    /// fingerprint-named) wallet directory rgb-lib may have started.
    pub fn discard(&self, master_fingerprint: &str) {
        let _ = fs::remove_file(self.key_path());
        let _ = fs::remove_dir_all(self.data_dir.join(master_fingerprint));
    }

    /// The wallet, offline.
    pub fn open(&self) -> CliResult<Wallet> {
        let keys = read_keys(&self.key_path())?;
        if keys.network != self.network {
            return Err(CliError::invalid(format!(
                "the wallet is on {:?}, not {:?} (--network)",
                keys.network, self.network
            )));
        }
        Ok(Wallet::load(&self.data_dir_str(), &keys.master_fingerprint, Some(keys.mnemonic))?)
    }

    /// The wallet, online against --indexer (rgb-lib's consistency check on).
    pub fn open_online(&self) -> CliResult<(Wallet, Online)> {
        let indexer_url = self.indexer()?.to_string();
        let mut wallet = self.open()?;
        let online = wallet.go_online(OnlineOptions {
            indexer_url,
            skip_consistency_check: false,
            vanilla_sync_lookback: VANILLA_SYNC_LOOKBACK,
        })?;
        Ok((wallet, online))
    }

    /// Online when --indexer was given, offline (local data only) otherwise.
    pub fn open_maybe_online(&self) -> CliResult<(Wallet, Option<Online>)> {
        if self.indexer.is_some() {
            let (wallet, online) = self.open_online()?;
            Ok((wallet, Some(online)))
        } else {
            Ok((self.open()?, None))
        }
    }
}

fn read_keys(path: &Path) -> CliResult<KeyFile> {
    let text = fs::read_to_string(path).map_err(|e| match e.kind() {
        std::io::ErrorKind::NotFound => {
            CliError::new("NotInitialized", format!("{} does not exist: run init first", path.display()))
        }
        _ => e.into(),
    })?;
    Ok(serde_json::from_str(&text)?)
}
