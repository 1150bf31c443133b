//! The chain side of the spike: the Esplora indexer (reads, broadcasts) and the regtest tools
//! (`<bin dir>/mine N`, `<bin dir>/fund ADDRESS SATS`, the sandbox's wrappers around
//! tools/regtest/src/cli.ts), plus timestamped logging.

use std::path::PathBuf;
use std::process::Command;
use std::time::{Duration, Instant};

use rgb_lib::bitcoin::{OutPoint, Transaction, TxOut, Txid};

use crate::Res;

/// How long to wait for the indexer to show a block or a confirmation before giving up.
const INDEXER_TIMEOUT: Duration = Duration::from_secs(60);

pub struct Regtest {
    pub esplora: esplora_client::BlockingClient,
    tools_bin: PathBuf,
    t0: Instant,
}

/// Why btcd (or the indexer relaying to it) refused a transaction.
pub struct Rejection {
    pub message: String,
}

impl Regtest {
    pub fn new(esplora_url: &str, tools_bin: PathBuf) -> Self {
        Regtest { esplora: esplora_client::Builder::new(esplora_url).build_blocking(), tools_bin, t0: Instant::now() }
    }

    pub fn log(&self, msg: impl AsRef<str>) {
        println!("[{:7.2}s] {}", self.t0.elapsed().as_secs_f64(), msg.as_ref());
    }

    pub fn elapsed_ms(&self) -> u128 {
        self.t0.elapsed().as_millis()
    }

    fn run_tool(&self, tool: &str, args: &[&str]) -> Res<String> {
        let path = self.tools_bin.join(tool);
        let out = Command::new(&path).args(args).output().map_err(|e| format!("cannot run {}: {e}", path.display()))?;
        if !out.status.success() {
            return Err(format!(
                "{} {args:?} exited with {}: {}{}",
                path.display(),
                out.status,
                String::from_utf8_lossy(&out.stdout).trim(),
                String::from_utf8_lossy(&out.stderr).trim()
            )
            .into());
        }
        Ok(String::from_utf8_lossy(&out.stdout).trim().to_string())
    }

    pub fn tip(&self) -> Res<u32> {
        Ok(self.esplora.get_height()?)
    }

    /// Mines `n` blocks and returns once the indexer serves the new tip: rgb-lib reads the chain
    /// only through the indexer, so btcd alone being ahead is not enough.
    pub fn mine(&self, n: u32) -> Res<u32> {
        let target = self.tip()? + n;
        self.run_tool("mine", &[&n.to_string()])?;
        self.wait("indexer tip", || Ok(self.tip()? >= target))?;
        self.tip()
    }

    /// Pays `sats` to `address` from the faucet in a freshly mined block; returns the txid.
    pub fn fund(&self, address: &str, sats: u64) -> Res<Txid> {
        let out = self.run_tool("fund", &[address, &sats.to_string()])?;
        // The tool prints one JSON line; the crate set is fixed (see Cargo.toml), so no serde_json.
        let txid = out
            .split("\"txid\":\"")
            .nth(1)
            .and_then(|s| s.get(..64))
            .ok_or_else(|| format!("no txid in fund output: {out}"))?;
        Ok(txid.parse()?)
    }

    fn wait(&self, what: &str, mut done: impl FnMut() -> Res<bool>) -> Res<()> {
        let start = Instant::now();
        while start.elapsed() < INDEXER_TIMEOUT {
            if done()? {
                return Ok(());
            }
            std::thread::sleep(Duration::from_millis(300));
        }
        Err(format!("timed out after {INDEXER_TIMEOUT:?} waiting for {what}").into())
    }

    /// Waits until the indexer reports `txid` confirmed; returns its block height.
    pub fn wait_confirmed(&self, txid: &Txid) -> Res<u32> {
        let mut height = 0;
        self.wait(&format!("confirmation of {txid}"), || {
            let status = self.esplora.get_tx_status(txid)?;
            height = status.block_height.unwrap_or(0);
            Ok(status.confirmed)
        })?;
        Ok(height)
    }

    pub fn prev_txout(&self, outpoint: &OutPoint) -> Res<TxOut> {
        let tx = self.esplora.get_tx_no_opt(&outpoint.txid)?;
        tx.output.get(outpoint.vout as usize).cloned().ok_or_else(|| format!("{outpoint} does not exist").into())
    }

    /// Broadcasts through the indexer (POST /tx, relayed to btcd). `Ok(Err(_))` is a policy or
    /// consensus rejection, which the CSV step expects; transport failures stay `Err`.
    pub fn try_broadcast(&self, tx: &Transaction) -> Res<Result<(), Rejection>> {
        match self.esplora.broadcast(tx) {
            Ok(()) => Ok(Ok(())),
            Err(esplora_client::Error::HttpResponse { status, message }) if (400..500).contains(&status) => {
                Ok(Err(Rejection { message }))
            }
            Err(e) => Err(e.into()),
        }
    }

    pub fn broadcast(&self, tx: &Transaction) -> Res<()> {
        self.try_broadcast(tx)?.map_err(|r| format!("{} rejected: {}", tx.compute_txid(), r.message).into())
    }
}
