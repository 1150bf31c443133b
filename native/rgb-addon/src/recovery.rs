//! `open` over a stock a kill left truncated: rgb-lib would fail every open with "I/O error:
//! unexpected end of file", or (one file missing) silently replace the whole stock by an empty
//! one. Only a stock that does not load is restored, from the snapshot of the last completed
//! call (src/snapshot.rs), which is the generation rgb-lib's database is at after a kill; the
//! outgoing transfers' fascias are consumed again (src/reconsume.rs: after a power loss the
//! database may be a call ahead), and the stock is audited against the database before the
//! wallet is used (src/audit.rs). A restore a kill interrupted is finished by the next open.
//! docs/design/rgb-lib-crash-recovery.md, "Proposal C", steps 3 and 5, and "Review fixes".

use std::fs;
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use napi_derive::napi;
use rgb_lib::wallet::Wallet;

use crate::audit::audit_stock;
use crate::error::{AddonError, AddonResult, Code};
use crate::reconsume::reconsume_outgoing;
use crate::snapshot::{Snapshot, latest};
use crate::stock_files::{
    FileHealth, STOCK_FILES, file_health, fsync_dir, fsync_stock, has_db, io_err, remove_runtime_lock, replace_atomically, rgb_dir, write_synced,
};

/// Written before a restore starts and removed once the audit passed: a restore a kill
/// interrupted, or one whose audit failed, keeps every later open audited (and refused).
const RESTORE_MARKER: &str = "addon-stock-restore.json";

/// What `open` did to a stock that did not load.
#[napi(object)]
#[derive(Clone, Debug)]
pub struct StockRestored {
    /// The snapshot generation put back; absent when a first open's stock was discarded (no DB yet).
    pub generation: Option<u32>,
    /// The files that did not load (missing or undecodable).
    pub damaged: Vec<String>,
    /// Where the files found were copied before the restore.
    pub damaged_dir: String,
}

/// A restore in progress or not yet audited (the marker's content).
struct Marker {
    report: StockRestored,
    /// The found files are all in `damaged_dir`: a redo must not copy the live ones over them.
    aside_complete: bool,
}

/// Opens with `new` (rgb-lib's `Wallet::new`), restoring the stock first when it would not load.
pub fn open_wallet(
    wallet_dir: Option<PathBuf>,
    new: impl Fn() -> Result<Wallet, rgb_lib::Error>,
) -> AddonResult<(Wallet, Option<StockRestored>)> {
    let Some(wallet_dir) = wallet_dir else { return Ok((new()?, None)) };
    let mut restored = None;
    // A kill between the restore's renames leaves a stock that may load but mixes generations.
    if let Some(marker) = read_marker(&wallet_dir)? {
        restored = finish_restore(&wallet_dir, marker)?;
    }
    // rgb-lib answers a missing file by writing an empty stock over the others: never let it.
    if let Some(missing) = missing_files(&wallet_dir) {
        restored = Some(restore(&wallet_dir, missing.iter().map(|n| (n.to_string(), FileHealth::Missing)).collect())?);
    }
    let mut wallet = match new() {
        Ok(wallet) => wallet,
        // The stock's load failure is rgb-lib's `IO`; anything else is not ours to repair.
        Err(e @ rgb_lib::Error::IO { .. }) if restored.is_none() => match damaged_files(&wallet_dir) {
            Some(damaged) => {
                restored = Some(restore(&wallet_dir, damaged)?);
                new().map_err(|e2| AddonError::new(Code::Internal, format!("open after restoring the RGB stock (it failed with {e}): {e2}")))?
            }
            None => return Err(e.into()),
        },
        Err(e) => return Err(e.into()),
    };
    if let Some(marker) = read_marker(&wallet_dir)? {
        let refused = |e: AddonError| {
            AddonError::new(
                Code::Internal,
                format!(
                    "the RGB stock restored from snapshot {:?} does not back rgb-lib's database; the wallet stays closed \
                     (damaged files in {}, marker {}): {}",
                    marker.report.generation,
                    marker.report.damaged_dir,
                    wallet_dir.join(RESTORE_MARKER).display(),
                    e.message
                ),
            )
        };
        reconsume_outgoing(&mut wallet).map_err(refused)?;
        audit_stock(&mut wallet).map_err(refused)?;
        // The re-consumed writes are durable before the marker that would redo them goes.
        fsync_stock(&wallet_dir)?;
        let path = wallet_dir.join(RESTORE_MARKER);
        fs::remove_file(&path).map_err(|e| io_err("remove", &path, e))?;
        fsync_dir(&wallet_dir)?;
        restored = restored.or(Some(marker.report));
    }
    Ok((wallet, restored))
}

/// A marker names a restore that a kill may have cut between its renames: when the live files
/// are not the marker's snapshot generation, the restore is done again (the files found then are
/// already aside) before the audit. A generation the marker does not name is refused.
fn finish_restore(wallet_dir: &Path, marker: Marker) -> AddonResult<Option<StockRestored>> {
    let Some(generation) = marker.report.generation else { return Ok(None) };
    let snapshot = latest(wallet_dir)?.filter(|s| s.generation == generation).ok_or_else(|| {
        AddonError::new(
            Code::Internal,
            format!("a restore from snapshot {generation} did not finish and that snapshot is gone ({}); nothing was changed", wallet_dir.join(RESTORE_MARKER).display()),
        )
    })?;
    let differing = snapshot.differing_live(&rgb_dir(wallet_dir));
    if differing.is_empty() {
        return Ok(None);
    }
    Ok(Some(put_back(wallet_dir, &snapshot, marker)?))
}

/// Files absent while the stock otherwise exists (another file, or rgb-lib's database).
fn missing_files(wallet_dir: &Path) -> Option<Vec<&'static str>> {
    let rgb = rgb_dir(wallet_dir);
    let missing: Vec<&str> = STOCK_FILES.into_iter().filter(|n| !rgb.join(n).exists()).collect();
    let stock_exists = missing.len() < STOCK_FILES.len() || has_db(wallet_dir);
    (!missing.is_empty() && stock_exists).then_some(missing)
}

/// The files that do not decode, when that is why the stock does not load; None when every file
/// loads, or one cannot be read for a reason that says nothing of its content.
fn damaged_files(wallet_dir: &Path) -> Option<Vec<(String, FileHealth)>> {
    let rgb = rgb_dir(wallet_dir);
    let health: Vec<(String, FileHealth)> = STOCK_FILES.iter().map(|n| (n.to_string(), file_health(&rgb, n))).collect();
    if health.iter().any(|(_, h)| matches!(h, FileHealth::Unreadable(_))) {
        return None;
    }
    let bad: Vec<_> = health.into_iter().filter(|(_, h)| *h != FileHealth::Loads).collect();
    (!bad.is_empty()).then_some(bad)
}

/// Copies what is there aside, then puts every file of the newest snapshot back, each through a
/// rename so no file is ever missing. With no snapshot: refuse, unless rgb-lib's database does not
/// exist yet (a first open killed while writing its first stock), where nothing can be lost.
/// A restore an earlier open began (its marker exists: a retry after a full disk) reuses that
/// restore's aside directory, so retries do not pile up copies of the stock.
fn restore(wallet_dir: &Path, damaged: Vec<(String, FileHealth)>) -> AddonResult<StockRestored> {
    let rgb = rgb_dir(wallet_dir);
    let names: Vec<String> = damaged.iter().map(|(n, _)| n.clone()).collect();
    let describe = || damaged.iter().map(|(n, h)| format!("{n}: {h:?}")).collect::<Vec<_>>().join("; ");
    let earlier = read_marker(wallet_dir)?.filter(|m| !m.report.damaged_dir.is_empty());
    let aside = earlier.as_ref().map_or_else(|| wallet_dir.join(format!("rgb.damaged-{}", now_ms())), |m| PathBuf::from(&m.report.damaged_dir));
    let Some(snapshot) = latest(wallet_dir)? else {
        if has_db(wallet_dir) {
            return Err(AddonError::new(
                Code::Internal,
                format!("the RGB stock in {} is damaged ({}) and there is no snapshot to restore it from; nothing was changed", rgb.display(), describe()),
            ));
        }
        if rgb.exists() {
            fs::rename(&rgb, &aside).map_err(|e| io_err("move aside", &rgb, e))?;
            fsync_dir(wallet_dir)?;
        }
        remove_runtime_lock(wallet_dir)?;
        return Ok(StockRestored { generation: None, damaged: names, damaged_dir: aside.display().to_string() });
    };
    let marker = match earlier {
        Some(m) if m.report.generation == Some(snapshot.generation) => m,
        _ => Marker {
            report: StockRestored { generation: Some(snapshot.generation), damaged: names, damaged_dir: aside.display().to_string() },
            aside_complete: false,
        },
    };
    put_back(wallet_dir, &snapshot, marker)
}

/// The marker, the found files aside (unless already), then the snapshot's files over the live
/// ones, each through a rename.
fn put_back(wallet_dir: &Path, snapshot: &Snapshot, mut marker: Marker) -> AddonResult<StockRestored> {
    let rgb = rgb_dir(wallet_dir);
    snapshot.verify()?;
    write_marker(wallet_dir, &marker)?;
    if !marker.aside_complete {
        let aside = PathBuf::from(&marker.report.damaged_dir);
        fs::create_dir_all(&aside).map_err(|e| io_err("create", &aside, e))?;
        for name in STOCK_FILES {
            let live = rgb.join(name);
            match fs::read(&live) {
                Ok(bytes) => write_synced(&aside.join(name), &bytes)?,
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
                Err(e) => return Err(io_err("read", &live, e)),
            }
        }
        fsync_dir(&aside)?;
        marker.aside_complete = true;
        write_marker(wallet_dir, &marker)?;
    }
    fs::create_dir_all(&rgb).map_err(|e| io_err("create", &rgb, e))?;
    for name in STOCK_FILES {
        let copy = snapshot.dir.join(name);
        let bytes = fs::read(&copy).map_err(|e| io_err("read", &copy, e))?;
        replace_atomically(&rgb.join(name), ".restore", &bytes)?;
    }
    // rgb-lib's failed load took its runtime lock and kept it.
    remove_runtime_lock(wallet_dir)?;
    Ok(marker.report)
}

fn write_marker(wallet_dir: &Path, m: &Marker) -> AddonResult<()> {
    let r = &m.report;
    let json = serde_json::json!({
        "generation": r.generation, "damaged": r.damaged, "damagedDir": r.damaged_dir, "asideComplete": m.aside_complete,
    });
    replace_atomically(&wallet_dir.join(RESTORE_MARKER), ".tmp", json.to_string().as_bytes())
}

fn read_marker(wallet_dir: &Path) -> AddonResult<Option<Marker>> {
    let path = wallet_dir.join(RESTORE_MARKER);
    let bytes = match fs::read(&path) {
        Ok(b) => b,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(io_err("read", &path, e)),
    };
    let v: serde_json::Value = serde_json::from_slice(&bytes).unwrap_or_default();
    Ok(Some(Marker {
        report: StockRestored {
            generation: v["generation"].as_u64().and_then(|g| u32::try_from(g).ok()),
            damaged: v["damaged"].as_array().map(|a| a.iter().filter_map(|s| s.as_str().map(String::from)).collect()).unwrap_or_default(),
            damaged_dir: v["damagedDir"].as_str().unwrap_or_default().to_string(),
        },
        aside_complete: v["asideComplete"].as_bool().unwrap_or(false),
    }))
}

fn now_ms() -> u128 {
    SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_millis()).unwrap_or(0)
}
