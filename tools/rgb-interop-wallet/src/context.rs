//! The global options and the wallet they lead to: `<data-dir>/keys.json` (0600) holds the
//! mnemonic `init` generated, rgb-lib keeps the wallet itself in `<data-dir>/<master fingerprint>`.

use std::cell::Cell;
use std::fs::{self, OpenOptions};
use std::io::Write;
use std::os::unix::fs::OpenOptionsExt;
use std::path::{Path, PathBuf};
use std::str::FromStr;
use std::time::{Duration, Instant};

use clap::Args;
use rgb_lib::BitcoinNetwork;
use rgb_lib::keys::{Keys, WitnessVersion};
use rgb_lib::wallet::{Online, OnlineOptions, Wallet};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

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
    /// Add `timings_ms` to the result: wallet load, go_online and the rest of the command
    /// (what a long-running app holding the wallet online would spend; benchmarks use it)
    #[arg(long, global = true)]
    timings: bool,
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
    timings: bool,
    load_time: Cell<Duration>,
    online_time: Cell<Duration>,
}

impl Context {
    pub fn new(args: GlobalArgs) -> CliResult<Self> {
        let data_dir = args.data_dir.ok_or_else(|| CliError::invalid("--data-dir is required"))?;
        let network = BitcoinNetwork::from_str(&args.network)?;
        Ok(Self {
            data_dir,
            network,
            indexer: args.indexer,
            timings: args.timings,
            load_time: Cell::default(),
            online_time: Cell::default(),
        })
    }

    /// With --timings, adds `timings_ms` to a command's result: `load` (Wallet::load), `go_online`
    /// (with its consistency check) and `call` (the rest of the `elapsed` command: its rgb-lib calls).
    pub fn with_timings(&self, mut value: Value, elapsed: Duration) -> Value {
        if let (true, Value::Object(map)) = (self.timings, &mut value) {
            let (load, online) = (self.load_time.get(), self.online_time.get());
            let call = elapsed.saturating_sub(load + online);
            let ms = |d: Duration| d.as_secs_f64() * 1000.0;
            map.insert("timings_ms".into(), json!({ "load": ms(load), "go_online": ms(online), "call": ms(call) }));
        }
        value
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
        let started = Instant::now();
        let wallet = Wallet::load(&self.data_dir_str(), &keys.master_fingerprint, Some(keys.mnemonic))?;
        self.load_time.set(self.load_time.get() + started.elapsed());
        Ok(wallet)
    }

    /// The wallet, online against --indexer (rgb-lib's consistency check on).
    pub fn open_online(&self) -> CliResult<(Wallet, Online)> {
        let indexer_url = self.indexer()?.to_string();
        let mut wallet = self.open()?;
        let started = Instant::now();
        let online = wallet.go_online(OnlineOptions {
            indexer_url,
            skip_consistency_check: false,
            vanilla_sync_lookback: VANILLA_SYNC_LOOKBACK,
        })?;
        self.online_time.set(self.online_time.get() + started.elapsed());
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
