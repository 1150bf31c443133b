//! `goOnline` with a proven repair of rgb-lib 0.3.0-beta.7's "broadcast before commit" defect
//! (docs/design/rgb-lib-crash-recovery.md "D"): each of rgb-lib's broadcasting writers sends the
//! transaction before its SQLite transaction commits, so a kill in between leaves the coins spent
//! on chain but unspent in rgb-lib's database, and every later `go_online` fails its consistency
//! check with "spent bitcoins with another wallet".
//!
//! The repair records a spend only when it is provably our own: exactly one of our records (an
//! rgb-lib send still Initiated or WaitingCounterparty, or an addon journal entry) names the
//! spending transaction, that record's signed PSBT is that transaction, it spends every coin it is
//! blamed for, and the indexer knows it. Anything else (a same-seed wallet elsewhere, a replaced
//! transaction) is refused with nothing written, and the wallet stays offline.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;
use std::str::FromStr;

use esplora_client::BlockingClient;
use napi_derive::napi;
use rgb_lib::bitcoin::psbt::Psbt;
use rgb_lib::bitcoin::{OutPoint, Transaction, Txid};
use rgb_lib::wallet::{
    Online, OnlineOptions, RgbWalletOpsOffline, TransferKind, Wallet,
};
use rgb_lib::{Fascia, PubWitness, TransferStatus};

use crate::carrier_tx::{FASCIA_FILE, TRANSFER_DATA_FILE, TRANSFERS_DIR};
use crate::error::{AddonError, AddonResult, Code, err};
use crate::journal::{self, EntryKind};
use crate::objects::flatten_assets;
use crate::snapshot::Snapshots;

/// rgb-lib's default: how many vanilla addresses before the last used one a sync rescans.
const VANILLA_SYNC_LOOKBACK: u32 = 20;
/// How `wallet_specific_consistency_checks` (rgb-lib singlesig.rs) words the failure repaired here.
const SPENT_ELSEWHERE: &str = "spent bitcoins with another wallet";
/// Private in rgb-lib 0.3.0-beta.7 (src/wallet/online.rs): what `send_end` writes before it broadcasts.
pub const SIGNED_PSBT_FILE: &str = "signed.psbt";

/// A transaction of ours the chain has but rgb-lib's database had lost, now recorded.
#[napi(object)]
pub struct RepairedSpend {
    pub txid: String,
    /// The rgb-lib batch transfer now WaitingConfirmations; absent for a sweep.
    pub batch_transfer_idx: Option<i32>,
    /// `send` (an rgb-lib send), `topup` or `sweep` (addon journal entries).
    pub kind: String,
}

#[napi(object)]
pub struct OnlineResult {
    /// Empty unless the consistency check failed and this call repaired it.
    pub repaired: Vec<RepairedSpend>,
}

fn options(indexer_url: &str, skip_consistency_check: bool) -> OnlineOptions {
    OnlineOptions { indexer_url: indexer_url.to_string(), skip_consistency_check, vanilla_sync_lookback: VANILLA_SYNC_LOOKBACK }
}

fn esplora(url: &str) -> BlockingClient {
    esplora_client::Builder::new(url).max_retries(3).timeout(10).build_blocking()
}

/// The `Online` handle is returned only after a consistency check passed: the caller publishes
/// it, and no other call can use a wallet that went online with the check skipped.
pub fn go_online(wallet: &mut Wallet, snapshots: &mut Snapshots, indexer_url: &str) -> AddonResult<(Online, Vec<RepairedSpend>)> {
    let indexer = esplora(indexer_url);
    let repaired = match wallet.go_online(options(indexer_url, false)) {
        Ok(online) => {
            finish_journal(wallet, snapshots, &indexer)?;
            return Ok((online, vec![]));
        }
        Err(rgb_lib::Error::Inconsistency { details }) if details.starts_with(SPENT_ELSEWHERE) => {
            let online = wallet.go_online(options(indexer_url, true))?;
            let proven = prove(wallet, &indexer, &details)?;
            record(wallet, snapshots, online, proven)?
        }
        Err(e) => return Err(e.into()),
    };
    let online = wallet.go_online(options(indexer_url, false)).map_err(|e| match e {
        rgb_lib::Error::Inconsistency { .. } => {
            let txids: Vec<&str> = repaired.iter().map(|r| r.txid.as_str()).collect();
            AddonError::new(Code::Inconsistent, format!("recorded our own spends {txids:?}, but the consistency check still fails: {}", AddonError::from(e)))
        }
        // An indexer failure: the recorded spends stay recorded, and the next attempt checks again.
        other => other.into(),
    })?;
    finish_journal(wallet, snapshots, &indexer)?;
    Ok((online, repaired))
}

/// Which record names a spending transaction, and what replaying it needs.
enum Record {
    Send { batch_transfer_idx: i32 },
    Journal(EntryKind),
}

struct Proven {
    txid: Txid,
    record: Record,
    psbt: Psbt,
    /// Sends and top-ups: what goes into the stock after the database records the transaction.
    fascia: Option<Fascia>,
}

fn refuse(message: String) -> AddonError {
    AddonError::new(Code::Inconsistent, format!("{message}; nothing was written and the wallet stays offline"))
}

/// Every coin the failed check names (rgb-lib's database: unspent and existing; BDK after a full
/// scan: not unspent) with the transaction the indexer says spends it. The check's own list is
/// used because the addon cannot read the database's `spent` flag: `list_unspents` also lists
/// coins a recorded, unconfirmed send spent (rgb-lib offline.rs:2154-2166) and BDK's vanilla
/// coins. The list must parse whole, and each coin must be spent on chain (a coin BDK holds
/// spent by a transaction the indexer no longer knows, i.e. replaced or evicted, is refused).
fn divergence(indexer: &BlockingClient, details: &str) -> AddonResult<BTreeMap<OutPoint, Txid>> {
    let listed = details.strip_prefix(SPENT_ELSEWHERE).unwrap_or(details);
    let quoted: Vec<&str> = listed.split('"').skip(1).step_by(2).collect();
    let named: Vec<OutPoint> = quoted.iter().filter_map(|s| OutPoint::from_str(s).ok()).collect();
    if named.is_empty() || named.len() != quoted.len() {
        return Err(refuse(format!("cannot read the coins rgb-lib's check names ({details})")));
    }
    let mut spent = BTreeMap::new();
    for outpoint in named {
        let status = indexer.get_output_status(&outpoint.txid, outpoint.vout.into()).map_err(err(Code::Network, "outspend"))?;
        match status.filter(|s| s.spent).map(|s| s.txid) {
            Some(Some(spender)) => {
                spent.insert(outpoint, spender);
            }
            Some(None) => return Err(refuse(format!("the indexer says {outpoint} is spent but not by which transaction"))),
            None => {
                return Err(refuse(format!(
                    "rgb-lib's check names {outpoint}, which the indexer does not show spent (BDK holds a replaced or evicted transaction?)"
                )));
            }
        }
    }
    Ok(spent)
}

/// The outgoing batch transfers per txid, with their status (one entry per batch transfer).
pub fn sends_by_txid(wallet: &mut Wallet) -> AddonResult<BTreeMap<String, BTreeMap<i32, TransferStatus>>> {
    let mut ids: Vec<Option<String>> = vec![None];
    ids.extend(flatten_assets(wallet.list_assets(vec![])?).into_iter().map(|a| Some(a.asset_id)));
    let mut sends: BTreeMap<String, BTreeMap<i32, TransferStatus>> = BTreeMap::new();
    for id in ids {
        for t in wallet.list_transfers(id)? {
            if let (TransferKind::Send, Some(txid)) = (t.kind, t.txid) {
                sends.entry(txid).or_default().insert(t.batch_transfer_idx, t.status);
            }
        }
    }
    Ok(sends)
}

/// Proves every spender of a divergent coin, or refuses; reads only.
fn prove(wallet: &mut Wallet, indexer: &BlockingClient, details: &str) -> AddonResult<Vec<Proven>> {
    let spent = divergence(indexer, details)?;
    let mut by_spender: BTreeMap<Txid, Vec<OutPoint>> = BTreeMap::new();
    for (outpoint, spender) in &spent {
        by_spender.entry(*spender).or_default().push(*outpoint);
    }
    let wallet_dir = wallet.get_wallet_dir();
    let sends = sends_by_txid(wallet)?;
    // A `send` entry only reminds of a fascia to consume; the send's own record is rgb-lib's.
    let entries: Vec<journal::Entry> = journal::list(&wallet_dir)?.into_iter().filter(|e| e.kind != EntryKind::Send).collect();

    let mut proven = Vec::new();
    for (txid, outpoints) in by_spender {
        let coins: Vec<String> = outpoints.iter().map(|o| o.to_string()).collect();
        let what = format!("{coins:?} spent by {txid}");
        let batches = sends.get(&txid.to_string()).cloned().unwrap_or_default();
        let named: Vec<&journal::Entry> = entries.iter().filter(|e| e.txid == txid).collect();
        if batches.len() + named.len() != 1 {
            return Err(refuse(format!(
                "{what}: {} of our sends and {} journal entries name that transaction, not exactly one (a spend by another wallet of the same keys?)",
                batches.len(),
                named.len()
            )));
        }
        let (record, psbt) = match (batches.into_iter().next(), named.first()) {
            (Some((idx, status)), _) => {
                if !matches!(status, TransferStatus::Initiated | TransferStatus::WaitingCounterparty) {
                    return Err(refuse(format!("{what}: our send (batch transfer {idx}) of that transaction is {status:?}")));
                }
                let path = wallet_dir.join(TRANSFERS_DIR).join(txid.to_string()).join(SIGNED_PSBT_FILE);
                let text = fs::read_to_string(&path).map_err(|e| refuse(format!("{what}: our send (batch transfer {idx}) has no signed PSBT ({e})")))?;
                let psbt = Psbt::from_str(text.trim()).map_err(|e| refuse(format!("{what}: {}: {e}", path.display())))?;
                (Record::Send { batch_transfer_idx: idx }, psbt)
            }
            (None, Some(entry)) => (Record::Journal(entry.kind), entry.psbt.clone()),
            (None, None) => unreachable!("exactly one record"),
        };
        let tx = psbt.clone().extract_tx().map_err(|e| refuse(format!("{what}: our record's PSBT is not a complete transaction ({e})")))?;
        if tx.compute_txid() != txid {
            return Err(refuse(format!("{what}: our record's signed transaction is {}", tx.compute_txid())));
        }
        let inputs: BTreeSet<OutPoint> = tx.input.iter().map(|i| i.previous_output).collect();
        if let Some(o) = outpoints.iter().find(|o| !inputs.contains(o)) {
            return Err(refuse(format!("{what}: the indexer says {txid} spends {o}, our record's transaction does not")));
        }
        if indexer.get_tx(&txid).map_err(err(Code::Network, "indexer tx"))?.is_none() {
            return Err(refuse(format!("{what}: the indexer does not know {txid}")));
        }
        let fascia = match record {
            Record::Send { .. } | Record::Journal(EntryKind::TopUp) => {
                Some(fascia_for(&wallet_dir, &txid, Some(&tx)).map_err(|e| refuse(format!("{what}: {}", e.message)))?)
            }
            Record::Journal(_) => None,
        };
        proven.push(Proven { txid, record, psbt, fascia });
    }
    Ok(proven)
}

/// The fascia rgb-lib's send path kept for the transaction, as rgb-lib consumes it: a donation's
/// carries the signed transaction (rgb-lib's `send_end_impl` does the same before broadcasting).
pub fn fascia_for(wallet_dir: &Path, txid: &Txid, tx: Option<&Transaction>) -> AddonResult<Fascia> {
    let dir = wallet_dir.join(TRANSFERS_DIR).join(txid.to_string());
    let read = |name: &str| fs::read_to_string(dir.join(name)).map_err(|e| AddonError::new(Code::Internal, format!("{}: {e}", dir.join(name).display())));
    let mut fascia: Fascia = serde_json::from_str(&read(FASCIA_FILE)?).map_err(err(Code::Internal, "fascia json"))?;
    let info: serde_json::Value = serde_json::from_str(&read(TRANSFER_DATA_FILE)?).map_err(err(Code::Internal, "transfer data json"))?;
    if info["donation"].as_bool() == Some(true) {
        let tx = tx.ok_or_else(|| AddonError::new(Code::Internal, format!("{txid}: a donation's fascia needs its signed transaction, and there is none")))?;
        fascia.update_pub_witness(PubWitness::with(tx.clone()));
    }
    Ok(fascia)
}

/// Records each proven spend with the rgb-lib writer its record stands for; each tolerates a
/// broadcast of a transaction the indexer already knows.
fn record(wallet: &mut Wallet, snapshots: &mut Snapshots, online: Online, proven: Vec<Proven>) -> AddonResult<Vec<RepairedSpend>> {
    let wallet_dir = wallet.get_wallet_dir();
    let mut repaired = Vec::new();
    for p in proven {
        let txid = p.txid.to_string();
        let (kind, batch_transfer_idx) = match p.record {
            Record::Send { batch_transfer_idx } => {
                // send_end_db_update_only commits before the stock takes the fascia: remember it.
                journal::write(&wallet_dir, EntryKind::Send, &p.txid, &p.psbt)?;
                let ended = wallet.send_end_db_update_only(online, p.psbt.to_string())?;
                if ended.batch_transfer_idx != batch_transfer_idx {
                    return Err(AddonError::new(Code::Internal, format!("{txid}: rgb-lib recorded batch transfer {}, not {batch_transfer_idx}", ended.batch_transfer_idx)));
                }
                consume(wallet, &p.txid, p.fascia)?;
                // A later record's kill must not restore a stock from before this one's fascia.
                snapshots.durable()?;
                journal::remove(&wallet_dir, EntryKind::Send, &p.txid)?;
                (EntryKind::Send, Some(ended.batch_transfer_idx))
            }
            Record::Journal(EntryKind::TopUp) => {
                let ended = wallet.send_end_db_update_only(online, p.psbt.to_string())?;
                consume(wallet, &p.txid, p.fascia)?;
                snapshots.durable()?;
                journal::remove(&wallet_dir, EntryKind::TopUp, &p.txid)?;
                (EntryKind::TopUp, Some(ended.batch_transfer_idx))
            }
            Record::Journal(kind) => {
                wallet.send_btc_end(online, p.psbt.to_string())?;
                journal::remove(&wallet_dir, kind, &p.txid)?;
                (kind, None)
            }
        };
        repaired.push(RepairedSpend { txid, batch_transfer_idx, kind: kind.name().to_string() });
    }
    Ok(repaired)
}

fn consume(wallet: &Wallet, txid: &Txid, fascia: Option<Fascia>) -> AddonResult<()> {
    let fascia = fascia.ok_or_else(|| AddonError::new(Code::Internal, format!("{txid}: no fascia")))?;
    wallet
        .consume_fascia(fascia, None)
        .map_err(|e| AddonError::new(Code::Internal, format!("{txid} is recorded but its RGB state is not in the stock: {e}")))
}

/// After a passing check: finishes what a kill interrupted after rgb-lib's commit (a top-up's or
/// a repaired send's fascia into the stock; consuming it twice is harmless) and forgets the
/// entries that are done. An entry goes only when rgb-lib's database provably records its
/// transaction T, or when a different confirmed transaction spent one of T's inputs (T can never
/// confirm). Any other entry stays: an indexer that is behind or resyncing may not know T yet,
/// and the entry is then the only record of a broadcast transaction; keeping one whose T never
/// left the node is harmless, as only that exact transaction can match it in `prove`.
fn finish_journal(wallet: &mut Wallet, snapshots: &mut Snapshots, indexer: &BlockingClient) -> AddonResult<()> {
    let wallet_dir = wallet.get_wallet_dir();
    let entries = journal::list(&wallet_dir)?;
    if entries.is_empty() {
        return Ok(());
    }
    let sends = sends_by_txid(wallet)?;
    let unspent: BTreeSet<OutPoint> = wallet
        .list_unspents(None, false, true)?
        .into_iter()
        .filter_map(|u| OutPoint::from_str(&u.utxo.outpoint.to_string()).ok())
        .collect();
    for entry in entries {
        let inputs: Vec<OutPoint> = entry.psbt.unsigned_tx.input.iter().map(|i| i.previous_output).collect();
        let recorded = match entry.kind {
            // rgb-lib's send has Transfer rows: its batch transfer says it.
            EntryKind::Send => sends
                .get(&entry.txid.to_string())
                .is_some_and(|b| b.values().any(|s| matches!(s, TransferStatus::WaitingConfirmations | TransferStatus::Settled))),
            // No Transfer rows. rgb-lib records T's colored outputs and marks its inputs spent in
            // the commit that records T; with the check passing (the database agrees with BDK),
            // an output of T in the database, or T on chain with none of its inputs unspent in
            // the database, is that commit.
            EntryKind::TopUp | EntryKind::Sweep => {
                unspent.iter().any(|o| o.txid == entry.txid)
                    || (inputs.iter().all(|o| !unspent.contains(o))
                        && indexer.get_tx(&entry.txid).map_err(err(Code::Network, "indexer tx"))?.is_some())
            }
        };
        if recorded {
            if entry.kind != EntryKind::Sweep {
                let tx = entry.psbt.clone().extract_tx().map_err(err(Code::Internal, "journal psbt"))?;
                consume(wallet, &entry.txid, Some(fascia_for(&wallet_dir, &entry.txid, Some(&tx))?))?;
                snapshots.durable()?;
            }
            journal::remove(&wallet_dir, entry.kind, &entry.txid)?;
        } else if superseded(indexer, &entry.txid, &inputs)? {
            journal::remove(&wallet_dir, entry.kind, &entry.txid)?;
        }
    }
    Ok(())
}

/// How deep a conflicting spend must be before the journal entry it supersedes is dropped: a
/// shallower one can still be reorganised out, and our transaction, its only record gone, confirm.
const SUPERSEDED_DEPTH: u32 = 6;

/// Some input of `txid` is spent by a different transaction buried `SUPERSEDED_DEPTH` deep.
fn superseded(indexer: &BlockingClient, txid: &Txid, inputs: &[OutPoint]) -> AddonResult<bool> {
    let mut tip: Option<u32> = None;
    for input in inputs {
        let status = indexer.get_output_status(&input.txid, input.vout.into()).map_err(err(Code::Network, "outspend"))?;
        let Some(s) = status.filter(|s| s.spent) else { continue };
        if s.txid.is_none_or(|spender| spender == *txid) {
            continue;
        }
        let Some(height) = s.status.as_ref().filter(|st| st.confirmed).and_then(|st| st.block_height) else { continue };
        let tip = match tip {
            Some(t) => t,
            None => *tip.insert(indexer.get_height().map_err(err(Code::Network, "tip height"))?),
        };
        if tip.saturating_sub(height) + 1 >= SUPERSEDED_DEPTH {
            return Ok(true);
        }
    }
    Ok(false)
}
