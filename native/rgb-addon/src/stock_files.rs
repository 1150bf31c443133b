//! The three files of rgb-lib's RGB stock (`<walletDir>/rgb/{stash,state,index}.dat`): how to
//! tell a file that loads from one a kill truncated, and durable writes (file and directory
//! fsync, rename). rgb-ops' `FsBinStore` rewrites these files in place with no fsync, so a kill
//! mid-write leaves one rgb-lib can never load again (docs/design/rgb-lib-crash-recovery.md, C).

use std::fs;
use std::io::{ErrorKind, Write};
use std::path::{Path, PathBuf};
use std::time::UNIX_EPOCH;

use nonasync::persistence::{PersistenceError, PersistenceProvider};
use rgbstd::persistence::fs::FsBinStore;
use rgbstd::persistence::{MemIndex, MemStash, MemState};
use strict_encoding::{DecodeError, DeserializeError};

use crate::error::{AddonError, AddonResult, Code, err};

// Private in rgb-lib 0.3.0-beta.7 (src/utils.rs, src/wallet/core.rs): its layout, which we share.
pub const RGB_RUNTIME_DIR: &str = "rgb";
pub const RGB_RUNTIME_LOCK_FILE: &str = "rgb_runtime.lock";
pub const RGB_LIB_DB_FILE: &str = "rgb_lib_db";

/// rgb-ops' file names (`FsBinStore::new`), in the order `Stock::load` reads them.
pub const STOCK_FILES: [&str; 3] = ["stash.dat", "state.dat", "index.dat"];

pub fn rgb_dir(wallet_dir: &Path) -> PathBuf {
    wallet_dir.join(RGB_RUNTIME_DIR)
}

/// What loading one stock file would do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FileHealth {
    Loads,
    Missing,
    /// Truncated or otherwise not a stock file: what a kill mid-rewrite leaves.
    Undecodable(String),
    /// An I/O failure that says nothing about the content (permissions, EIO): never restored over.
    Unreadable(String),
}

/// Decodes `dir/<name>` exactly as `FsBinStore::load` does (rgb-ops src/persistence/fs.rs).
pub fn file_health(dir: &Path, name: &str) -> FileHealth {
    let store = FsBinStore {
        stash: dir.join(STOCK_FILES[0]),
        state: dir.join(STOCK_FILES[1]),
        index: dir.join(STOCK_FILES[2]),
    };
    let loaded = match name {
        "stash.dat" => PersistenceProvider::<MemStash>::load(&store).map(drop),
        "state.dat" => PersistenceProvider::<MemState>::load(&store).map(drop),
        "index.dat" => PersistenceProvider::<MemIndex>::load(&store).map(drop),
        other => return FileHealth::Unreadable(format!("not a stock file: {other}")),
    };
    match loaded {
        Ok(()) => FileHealth::Loads,
        Err(e) => classify(e),
    }
}

fn classify(e: PersistenceError) -> FileHealth {
    let text = e.to_string();
    match e.0.downcast_ref::<DeserializeError>() {
        Some(DeserializeError::Decode(DecodeError::Io(io))) => match io.kind() {
            ErrorKind::NotFound => FileHealth::Missing,
            ErrorKind::UnexpectedEof | ErrorKind::InvalidData => FileHealth::Undecodable(text),
            _ => FileHealth::Unreadable(text),
        },
        Some(_) => FileHealth::Undecodable(text),
        None => FileHealth::Unreadable(text),
    }
}

/// `(len, mtime in ns)` of a live file: what the snapshot compares to tell it changed.
pub fn stamp(path: &Path) -> std::io::Result<(u64, u128)> {
    let meta = fs::metadata(path)?;
    let mtime = meta.modified()?.duration_since(UNIX_EPOCH).map(|d| d.as_nanos()).unwrap_or(0);
    Ok((meta.len(), mtime))
}

pub fn fsync_dir(dir: &Path) -> AddonResult<()> {
    fs::File::open(dir).and_then(|d| d.sync_all()).map_err(|e| io_err("fsync directory", dir, e))
}

/// fsyncs the three live stock files and `rgb/`: rgb-ops writes them without.
pub fn fsync_stock(wallet_dir: &Path) -> AddonResult<()> {
    let rgb = rgb_dir(wallet_dir);
    for name in STOCK_FILES {
        let path = rgb.join(name);
        fs::File::open(&path).and_then(|f| f.sync_all()).map_err(|e| io_err("fsync live stock file", &path, e))?;
    }
    fsync_dir(&rgb)
}

/// Writes `bytes` to `path` and fsyncs it (the caller renames it into place).
pub fn write_synced(path: &Path, bytes: &[u8]) -> AddonResult<()> {
    let mut file = fs::File::create(path).map_err(|e| io_err("create", path, e))?;
    file.write_all(bytes).and_then(|_| file.sync_all()).map_err(|e| io_err("write", path, e))
}

/// `path.<suffix>` written and fsynced, renamed over `path`, directory fsynced: `path` holds the
/// old or the new content at every instant, never a part and never nothing.
pub fn replace_atomically(path: &Path, suffix: &str, bytes: &[u8]) -> AddonResult<()> {
    let tmp = with_suffix(path, suffix);
    write_synced(&tmp, bytes)?;
    fs::rename(&tmp, path).map_err(|e| io_err("rename", &tmp, e))?;
    fsync_dir(path.parent().unwrap_or(Path::new(".")))
}

pub fn with_suffix(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(suffix);
    path.with_file_name(name)
}

pub fn io_err(what: &str, path: &Path, e: std::io::Error) -> AddonError {
    AddonError::new(Code::Internal, format!("{what} {}: {e}", path.display()))
}

/// A write through rgb-ops' own encoder to a temporary path, then `replace_atomically`'s steps.
pub fn store_atomically(target: &Path, encode: impl FnOnce(&Path) -> Result<(), PersistenceError>) -> Result<(), PersistenceError> {
    let tmp = with_suffix(target, ".new");
    encode(&tmp)?;
    let sync = |p: &Path| fs::OpenOptions::new().read(true).open(p).and_then(|f| f.sync_all());
    sync(&tmp).map_err(PersistenceError::with)?;
    fs::rename(&tmp, target).map_err(PersistenceError::with)?;
    fsync_dir(target.parent().unwrap_or(Path::new("."))).map_err(|e| PersistenceError::with(std::io::Error::other(e.to_string())))
}

/// True when rgb-lib's database file exists: a first open that never got that far has no DB.
pub fn has_db(wallet_dir: &Path) -> bool {
    wallet_dir.join(RGB_LIB_DB_FILE).is_file()
}

pub fn remove_runtime_lock(wallet_dir: &Path) -> AddonResult<()> {
    let lock = wallet_dir.join(RGB_RUNTIME_LOCK_FILE);
    match fs::remove_file(&lock) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == ErrorKind::NotFound => Ok(()),
        Err(e) => Err(err(Code::Internal, "remove rgb_runtime.lock")(e)),
    }
}
