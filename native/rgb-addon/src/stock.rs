use std::fs;
use std::io::ErrorKind;
use std::path::{Path, PathBuf};
use std::str::FromStr;
use std::time::{Duration, Instant};

use nonasync::persistence::{PersistenceError, PersistenceProvider};
use rgb_lib::{ContractId, FileContent};
use rgbstd::containers::Contract;
use rgbstd::persistence::fs::FsBinStore;
use rgbstd::persistence::{MemIndex, MemStash, MemState, Stock};

use crate::error::{AddonError, AddonResult, Code, err};
// rgb-lib's directory layout and its lock, which is what keeps us from racing rgb-lib writing the same stock.
use crate::stock_files::{RGB_RUNTIME_DIR, RGB_RUNTIME_LOCK_FILE, store_atomically};

const LOCK_TIMEOUT: Duration = Duration::from_secs(60);
const LOCK_POLL: Duration = Duration::from_millis(400);

/// The wallet's RGB stock, opened with rgb-ops directly while holding rgb-lib's lock file.
pub struct StockGuard {
    pub stock: Stock,
    lock: PathBuf,
    persist: bool,
}

impl StockGuard {
    /// `persist: false` never writes the stock back, so a reader cannot clobber rgb-lib's data.
    pub fn open(wallet_dir: &Path, persist: bool) -> AddonResult<Self> {
        let lock = wallet_dir.join(RGB_RUNTIME_LOCK_FILE);
        let started = Instant::now();
        loop {
            match fs::OpenOptions::new().write(true).create_new(true).open(&lock) {
                Ok(_) => break,
                Err(e) if e.kind() == ErrorKind::AlreadyExists => {
                    if started.elapsed() > LOCK_TIMEOUT {
                        return Err(AddonError::new(
                            Code::Busy,
                            format!("RGB runtime lock {} held for over {LOCK_TIMEOUT:?}", lock.display()),
                        ));
                    }
                    std::thread::sleep(LOCK_POLL);
                }
                Err(e) => return Err(err(Code::Internal, "lock file")(e)),
            }
        }
        let opened = FsBinStore::new(wallet_dir.join(RGB_RUNTIME_DIR))
            .map(AtomicFsStore)
            .map_err(|e| e.to_string())
            .and_then(|provider| Stock::load(provider, persist).map_err(|e| e.to_string()));
        match opened {
            Ok(stock) => Ok(Self { stock, lock, persist }),
            Err(e) => {
                // No guard exists yet, so Drop will not release the lock for us.
                let _ = fs::remove_file(&lock);
                Err(AddonError::new(Code::Internal, format!("cannot load RGB stock: {e}")))
            }
        }
    }
}

impl Drop for StockGuard {
    // Also runs while unwinding from a panic, so a crash inside rgb-ops never leaves the wallet
    // locked for the next 60 s of rgb-lib calls.
    fn drop(&mut self) {
        if self.persist {
            let _ = self.stock.store();
        }
        let _ = fs::remove_file(&self.lock);
    }
}

/// rgb-ops' `FsBinStore` encoding, but each file written to `<name>.new`, fsynced and renamed
/// over the old one (then the directory fsynced), so a kill while we store never leaves a
/// truncated file. rgb-lib's own writes still go through the in-place `FsBinStore`.
#[derive(Clone, Debug)]
struct AtomicFsStore(FsBinStore);

macro_rules! atomic_provider {
    ($ty:ty, $field:ident) => {
        impl PersistenceProvider<$ty> for AtomicFsStore {
            fn load(&self) -> Result<$ty, PersistenceError> {
                PersistenceProvider::<$ty>::load(&self.0)
            }

            fn store(&self, object: &$ty) -> Result<(), PersistenceError> {
                store_atomically(&self.0.$field, |tmp| {
                    PersistenceProvider::<$ty>::store(&FsBinStore { $field: tmp.to_path_buf(), ..self.0.clone() }, object)
                })
            }
        }
    };
}
atomic_provider!(MemStash, stash);
atomic_provider!(MemState, state);
atomic_provider!(MemIndex, index);

/// Genesis + schema + types + scripts of one contract, as a binary `RGB\0CON` consignment.
/// Only reads the stock: never writes it back.
pub fn export_contract(wallet_dir: &Path, asset_id: &str) -> AddonResult<Vec<u8>> {
    let contract_id = ContractId::from_str(asset_id).map_err(err(Code::InvalidArgument, "asset id"))?;
    // Checked up front: loading a missing stock would otherwise surface as an opaque decode error.
    if !wallet_dir.join(RGB_RUNTIME_DIR).is_dir() {
        return Err(AddonError::new(Code::NotFound, format!("no RGB stock in {}", wallet_dir.display())));
    }
    let contract: Contract = {
        let guard = StockGuard::open(wallet_dir, false)?;
        let known = guard
            .stock
            .contracts()
            .map_err(err(Code::Internal, "list contracts"))?
            .any(|info| info.id == contract_id);
        if !known {
            return Err(AddonError::new(Code::NotFound, format!("asset {asset_id} is not in the wallet's stock")));
        }
        guard.stock.export_contract(contract_id).map_err(err(Code::Internal, "export contract"))?
    }; // lock released before the (possibly large) serialisation
    let mut out = Vec::new();
    contract.save(&mut out).map_err(err(Code::Internal, "encode contract"))?;
    Ok(out)
}
