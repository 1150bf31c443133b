//! The addon's journal, `<walletDir>/addon-journal/`: one file per transaction the addon hands to
//! an rgb-lib writer that broadcasts before its database commits (`send_end_db_update_only`,
//! `send_btc_end`). A kill between that broadcast and the commit leaves no rgb-lib record of a
//! sweep or a top-up; the entry is the record `goOnline`'s repair proves and replays
//! (src/unrecorded_spends.rs, docs/design/rgb-lib-crash-recovery.md "D").
//!
//! Each entry is written to a temporary file, fsynced, renamed into place and the directory
//! fsynced, so after a kill it is either whole or absent.

use std::fs;
use std::io::ErrorKind;
use std::path::{Path, PathBuf};
use std::str::FromStr;

use rgb_lib::bitcoin::Txid;
use rgb_lib::bitcoin::psbt::Psbt;

use crate::error::{AddonError, AddonResult, Code, err};
use crate::stock_files::{fsync_dir, replace_atomically, with_suffix};

const JOURNAL_DIR: &str = "addon-journal";

/// Which rgb-lib writer records the transaction, and so how a repair replays it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EntryKind {
    /// A coloured carrier top-up: `send_end_db_update_only`, then its fascia into the stock.
    TopUp,
    /// Colourable UTXOs spent without RGB state (a sweep, or a top-up of an empty carrier): `send_btc_end`.
    Sweep,
    /// A repair of an rgb-lib send in progress: its database record is written, its fascia may
    /// not be in the stock yet.
    Send,
}

impl EntryKind {
    pub fn name(self) -> &'static str {
        match self {
            EntryKind::TopUp => "topup",
            EntryKind::Sweep => "sweep",
            EntryKind::Send => "send",
        }
    }

    fn parse(s: &str) -> Option<Self> {
        [EntryKind::TopUp, EntryKind::Sweep, EntryKind::Send].into_iter().find(|k| k.name() == s)
    }
}

pub struct Entry {
    pub kind: EntryKind,
    pub txid: Txid,
    /// The signed PSBT handed to the writer.
    pub psbt: Psbt,
}

fn dir(wallet_dir: &Path) -> PathBuf {
    wallet_dir.join(JOURNAL_DIR)
}

fn file_name(kind: EntryKind, txid: &Txid) -> String {
    format!("{}-{txid}.json", kind.name())
}

/// Durably records that `psbt` (whose transaction is `txid`) is about to be broadcast by `kind`'s writer.
pub fn write(wallet_dir: &Path, kind: EntryKind, txid: &Txid, psbt: &Psbt) -> AddonResult<()> {
    let dir = dir(wallet_dir);
    fs::create_dir_all(&dir).map_err(err(Code::Internal, "journal dir"))?;
    let body = serde_json::json!({ "kind": kind.name(), "txid": txid.to_string(), "psbt": psbt.to_string() }).to_string();
    let path = dir.join(file_name(kind, txid));
    let placed = replace_atomically(&path, ".tmp", body.as_bytes());
    if placed.is_err() {
        // Nothing was handed to a writer yet: a partial entry is only a waste of space.
        let _ = fs::remove_file(with_suffix(&path, ".tmp"));
    }
    placed
}

/// Forgets an entry once its writer has recorded everything; absent is fine.
pub fn remove(wallet_dir: &Path, kind: EntryKind, txid: &Txid) -> AddonResult<()> {
    let dir = dir(wallet_dir);
    match fs::remove_file(dir.join(file_name(kind, txid))) {
        Ok(()) => fsync_dir(&dir),
        Err(e) if e.kind() == ErrorKind::NotFound => Ok(()),
        Err(e) => Err(err(Code::Internal, "journal remove")(e)),
    }
}

/// Every whole entry. A temporary file is a write a kill interrupted, before its writer was
/// called: it is deleted. An entry that does not parse is an error: it may be the only record of
/// a broadcast transaction.
pub fn list(wallet_dir: &Path) -> AddonResult<Vec<Entry>> {
    let dir = dir(wallet_dir);
    let read = match fs::read_dir(&dir) {
        Ok(r) => r,
        Err(e) if e.kind() == ErrorKind::NotFound => return Ok(vec![]),
        Err(e) => return Err(err(Code::Internal, "journal dir")(e)),
    };
    let mut entries = Vec::new();
    for item in read {
        let path = item.map_err(err(Code::Internal, "journal dir"))?.path();
        match path.extension().and_then(|e| e.to_str()) {
            Some("json") => entries.push(parse(&path)?),
            Some("tmp") => fs::remove_file(&path).map_err(err(Code::Internal, "journal tmp"))?,
            _ => {}
        }
    }
    entries.sort_by_key(|e| (e.kind.name(), e.txid));
    Ok(entries)
}

fn parse(path: &Path) -> AddonResult<Entry> {
    let bad = |what: &str| AddonError::new(Code::Internal, format!("journal entry {}: {what}", path.display()));
    let text = fs::read_to_string(path).map_err(|e| bad(&e.to_string()))?;
    let json: serde_json::Value = serde_json::from_str(&text).map_err(|e| bad(&e.to_string()))?;
    let kind = json["kind"].as_str().and_then(EntryKind::parse).ok_or_else(|| bad("no kind"))?;
    let txid = json["txid"].as_str().and_then(|t| Txid::from_str(t).ok()).ok_or_else(|| bad("no txid"))?;
    let psbt = json["psbt"].as_str().and_then(|p| Psbt::from_str(p).ok()).ok_or_else(|| bad("no psbt"))?;
    if path.file_name().and_then(|n| n.to_str()) != Some(file_name(kind, &txid).as_str()) {
        return Err(bad("its name does not match its kind and txid"));
    }
    Ok(Entry { kind, txid, psbt })
}
