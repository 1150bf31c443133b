//! A verified copy of the wallet's RGB stock, `<walletDir>/addon-stock-snapshot/<generation>/`,
//! refreshed before every addon call that reaches rgb-lib (`Snapshots::ensure`). Between calls the
//! live files are complete and exactly the generation rgb-lib's database holds, so the copy is
//! what `open` restores when a kill truncated a file mid-call (src/recovery.rs).
//! docs/design/rgb-lib-crash-recovery.md, "Proposal C", steps 1 and 2.

use std::fs;
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use rgb_lib::bitcoin::hashes::{Hash, sha256};

use crate::error::{AddonError, AddonResult, Code};
use crate::stock_files::{FileHealth, STOCK_FILES, file_health, fsync_dir, fsync_stock, io_err, rgb_dir, stamp, write_synced};

pub const SNAPSHOT_DIR: &str = "addon-stock-snapshot";
const MANIFEST: &str = "manifest.json";
/// Wider than any filesystem's timestamp tick: a file written this close to its copy may be
/// rewritten again within the same tick, with the same length and the same mtime.
const RACY_MARGIN_NS: u128 = 2_000_000_000;

#[derive(Clone, Debug, PartialEq, Eq)]
struct CopiedFile {
    name: String,
    len: u64,
    /// The live file's mtime when copied (ns since the epoch).
    mtime_ns: u128,
    sha256: String,
}

/// One committed generation: its manifest exists and parses.
#[derive(Clone, Debug)]
pub struct Snapshot {
    pub generation: u32,
    pub dir: PathBuf,
    taken_at_ns: u128,
    files: Vec<CopiedFile>,
}

impl Snapshot {
    fn read(dir: PathBuf, generation: u32) -> Option<Self> {
        let manifest: serde_json::Value = serde_json::from_slice(&fs::read(dir.join(MANIFEST)).ok()?).ok()?;
        let number = |v: &serde_json::Value| v.as_str()?.parse::<u128>().ok();
        let files = manifest["files"]
            .as_array()?
            .iter()
            .map(|f| {
                Some(CopiedFile {
                    name: f["name"].as_str()?.to_string(),
                    len: f["len"].as_u64()?,
                    mtime_ns: number(&f["mtimeNs"])?,
                    sha256: f["sha256"].as_str()?.to_string(),
                })
            })
            .collect::<Option<Vec<_>>>()?;
        let names: Vec<&str> = files.iter().map(|f| f.name.as_str()).collect();
        if names != STOCK_FILES || manifest["generation"].as_u64()? != u64::from(generation) {
            return None;
        }
        Some(Self { generation, dir, taken_at_ns: number(&manifest["takenAtNs"])?, files })
    }

    /// The copies still have the length and SHA-256 the manifest recorded.
    pub fn verify(&self) -> AddonResult<()> {
        for f in &self.files {
            let path = self.dir.join(&f.name);
            let bytes = fs::read(&path).map_err(|e| io_err("read snapshot", &path, e))?;
            if bytes.len() as u64 != f.len || sha256::Hash::hash(&bytes).to_string() != f.sha256 {
                return Err(AddonError::new(Code::Internal, format!("snapshot file {} does not match its manifest", path.display())));
            }
        }
        Ok(())
    }

    /// The live files whose content is not this generation's (missing or different).
    pub fn differing_live(&self, rgb: &Path) -> Vec<String> {
        self.files
            .iter()
            .filter(|f| fs::read(rgb.join(&f.name)).map_or(true, |b| sha256::Hash::hash(&b).to_string() != f.sha256))
            .map(|f| f.name.clone())
            .collect()
    }

    fn is_racy(&self) -> bool {
        self.files.iter().any(|f| self.taken_at_ns.saturating_sub(f.mtime_ns) < RACY_MARGIN_NS)
    }
}

/// The newest generation with a valid manifest, if any (a half-made one has none and is ignored).
pub fn latest(wallet_dir: &Path) -> AddonResult<Option<Snapshot>> {
    let root = wallet_dir.join(SNAPSHOT_DIR);
    let mut generations: Vec<u32> = match fs::read_dir(&root) {
        Ok(entries) => entries.filter_map(|e| e.ok()?.file_name().to_str()?.parse().ok()).collect(),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(io_err("read", &root, e)),
    };
    generations.sort_unstable_by(|a, b| b.cmp(a));
    Ok(generations.into_iter().find_map(|g| Snapshot::read(root.join(g.to_string()), g)))
}

/// The wallet's snapshot state while it is open.
pub struct Snapshots {
    wallet_dir: PathBuf,
    current: Option<Snapshot>,
    /// The live files' stamps can hide a same-tick rewrite: compare contents until they cannot.
    racy: bool,
    /// The live files' stamps when last fsynced (`sync_live`); None until the first call syncs them.
    synced: Option<Vec<(u64, u128)>>,
}

impl Snapshots {
    pub fn load(wallet_dir: &Path) -> AddonResult<Self> {
        let current = latest(wallet_dir)?;
        let racy = current.as_ref().is_some_and(Snapshot::is_racy);
        Ok(Self { wallet_dir: wallet_dir.to_path_buf(), current, racy, synced: None })
    }

    /// Makes sure the newest snapshot holds the live stock, copying it when it changed. An error
    /// means the caller must not go on: a later restore could otherwise go back two generations.
    pub fn ensure(&mut self) -> AddonResult<()> {
        let rgb = rgb_dir(&self.wallet_dir);
        let stamps = live_stamps(&rgb)?;
        if let Some(current) = &self.current {
            let unchanged = current.files.iter().zip(&stamps).all(|(f, s)| (f.len, f.mtime_ns) == *s);
            if unchanged && !self.racy {
                return Ok(());
            }
            if unchanged && self.same_contents(current, &rgb)? {
                // Verified after the tick passed: any later write gets a later mtime.
                let newest = stamps.iter().map(|s| s.1).max().unwrap_or(0);
                self.racy = now_ns().saturating_sub(newest) < RACY_MARGIN_NS;
                return Ok(());
            }
        }
        let taken = self.take(&rgb)?;
        self.racy = taken.is_racy();
        self.current = Some(taken);
        Ok(())
    }

    /// fsyncs the live stock files and `rgb/` when they changed since the last sync. rgb-ops never
    /// fsyncs them while SQLite fsyncs its commit, so after a power loss the database could be a
    /// call ahead of a stock that lost the call's writes; run at the end of every addon call and
    /// before a journal entry is removed. A rewrite with the same length in the same mtime tick
    /// is missed; the restore's re-consumption of outgoing transfers covers what that could lose.
    pub fn sync_live(&mut self) -> AddonResult<()> {
        let rgb = rgb_dir(&self.wallet_dir);
        let stamps = live_stamps(&rgb)?;
        if self.synced.as_ref() == Some(&stamps) {
            return Ok(());
        }
        fsync_stock(&self.wallet_dir)?;
        self.synced = Some(stamps);
        Ok(())
    }

    /// After a stock write inside a call, before the journal entry that covers it is removed: the
    /// live files durable and a snapshot that holds the write (a restore must never go back past
    /// a write whose entry is gone).
    pub fn durable(&mut self) -> AddonResult<()> {
        self.sync_live()?;
        self.ensure()
    }

    fn same_contents(&self, current: &Snapshot, rgb: &Path) -> AddonResult<bool> {
        for f in &current.files {
            let path = rgb.join(&f.name);
            let bytes = fs::read(&path).map_err(|e| io_err("read live stock file", &path, e))?;
            if sha256::Hash::hash(&bytes).to_string() != f.sha256 {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// Copies, decodes (as rgb-ops loads them) and fsyncs the files in `<gen>.tmp/`, writes the
    /// manifest last, renames the directory to `<gen>`, then drops every other generation.
    /// Partial generations (a kill or a full disk interrupted them) are deleted first, and this
    /// one's on failure, so a full disk does not fill up with copies.
    fn take(&self, rgb: &Path) -> AddonResult<Snapshot> {
        let root = self.wallet_dir.join(SNAPSHOT_DIR);
        fs::create_dir_all(&root).map_err(|e| io_err("create", &root, e))?;
        let generation = self.current.as_ref().map_or(0, |s| s.generation).max(highest_name(&root)?) + 1;
        remove_partial(&root)?;
        let tmp = root.join(format!("{generation}.tmp"));
        fs::create_dir(&tmp).map_err(|e| io_err("create", &tmp, e))?;
        let taken = self.copy_into(rgb, &root, &tmp, generation);
        if taken.is_err() {
            let _ = fs::remove_dir_all(&tmp);
        }
        taken
    }

    fn copy_into(&self, rgb: &Path, root: &Path, tmp: &Path, generation: u32) -> AddonResult<Snapshot> {
        let taken_at_ns = now_ns();
        let mut files = Vec::with_capacity(STOCK_FILES.len());
        for name in STOCK_FILES {
            let live = rgb.join(name);
            let before = stamp(&live).map_err(|e| io_err("stat", &live, e))?;
            let bytes = fs::read(&live).map_err(|e| io_err("read", &live, e))?;
            if stamp(&live).map_err(|e| io_err("stat", &live, e))? != before || bytes.len() as u64 != before.0 {
                return Err(AddonError::new(Code::Internal, format!("{} changed while it was copied", live.display())));
            }
            write_synced(&tmp.join(name), &bytes)?;
            files.push(CopiedFile { name: name.to_string(), len: before.0, mtime_ns: before.1, sha256: sha256::Hash::hash(&bytes).to_string() });
        }
        for name in STOCK_FILES {
            match file_health(&tmp, name) {
                FileHealth::Loads => {}
                other => {
                    return Err(AddonError::new(Code::Internal, format!("the live RGB stock file {name} does not load ({other:?}): no snapshot of it taken")));
                }
            }
        }
        let manifest = serde_json::json!({
            "generation": generation,
            "takenAtNs": taken_at_ns.to_string(),
            "files": files.iter().map(|f| serde_json::json!({
                "name": f.name, "len": f.len, "mtimeNs": f.mtime_ns.to_string(), "sha256": f.sha256,
            })).collect::<Vec<_>>(),
        });
        write_synced(&tmp.join(MANIFEST), manifest.to_string().as_bytes())?;
        fsync_dir(tmp)?;
        let dir = root.join(generation.to_string());
        fs::rename(tmp, &dir).map_err(|e| io_err("rename", tmp, e))?;
        fsync_dir(root)?;
        remove_others(root, &generation.to_string());
        Ok(Snapshot { generation, dir, taken_at_ns, files })
    }
}

fn live_stamps(rgb: &Path) -> AddonResult<Vec<(u64, u128)>> {
    STOCK_FILES.iter().map(|name| stamp(&rgb.join(name)).map_err(|e| io_err("stat live stock file", &rgb.join(name), e))).collect()
}

/// Deletes every `<gen>.tmp` left by an interrupted `take`.
fn remove_partial(root: &Path) -> AddonResult<()> {
    let entries = fs::read_dir(root).map_err(|e| io_err("read", root, e))?;
    for entry in entries.flatten() {
        if entry.file_name().to_str().is_some_and(|n| n.ends_with(".tmp")) {
            fs::remove_dir_all(entry.path()).map_err(|e| io_err("remove", &entry.path(), e))?;
        }
    }
    Ok(())
}

/// The highest generation number used so far, committed or not.
fn highest_name(root: &Path) -> AddonResult<u32> {
    let entries = fs::read_dir(root).map_err(|e| io_err("read", root, e))?;
    Ok(entries
        .filter_map(|e| e.ok()?.file_name().to_str()?.trim_end_matches(".tmp").parse::<u32>().ok())
        .max()
        .unwrap_or(0))
}

/// Best effort: a leftover is ignored (no manifest) or superseded (older), and retried next time.
fn remove_others(root: &Path, keep: &str) {
    let Ok(entries) = fs::read_dir(root) else { return };
    for entry in entries.flatten() {
        if entry.file_name() != keep {
            let _ = fs::remove_dir_all(entry.path());
        }
    }
}

fn now_ns() -> u128 {
    SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_nanos()).unwrap_or(0)
}
