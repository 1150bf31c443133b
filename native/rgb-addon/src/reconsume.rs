//! After a restore: every outgoing transfer rgb-lib lists as WaitingConfirmations or Settled gets
//! its fascia consumed again. The snapshot put back is the stock as of the start of the last call;
//! a kill mid-call leaves the database before that call's commit, but a power loss can keep a
//! commit (SQLite fsyncs it) whose stock writes were lost (rgb-ops never fsyncs them). rgb-lib
//! never writes the stock again for an outgoing transfer, so without this its change would be
//! unspendable for good. Consuming a fascia twice is harmless (docs/design/rgb-lib-crash-recovery.md, C).

use std::fs;
use std::path::Path;
use std::str::FromStr;

use rgb_lib::TransferStatus;
use rgb_lib::bitcoin::Txid;
use rgb_lib::bitcoin::psbt::Psbt;
use rgb_lib::wallet::{RgbWalletOpsOffline, Wallet};

use crate::carrier_tx::{FASCIA_FILE, TRANSFERS_DIR};
use crate::error::{AddonError, AddonResult, Code, err};
use crate::unrecorded_spends::{SIGNED_PSBT_FILE, fascia_for, sends_by_txid};

/// The txids whose fascia went into the stock again. A transfer whose files do not load or whose
/// fascia rgb-lib refuses is skipped, not fatal: refusing open over one transfer would keep the
/// whole RGB wallet offline, while the audit that follows still refuses a stock that cannot back
/// a settled allocation.
pub fn reconsume_outgoing(wallet: &mut Wallet) -> AddonResult<Vec<String>> {
    let wallet_dir = wallet.get_wallet_dir();
    let mut done = Vec::new();
    for (txid, batches) in sends_by_txid(wallet)? {
        if !batches.values().any(|s| matches!(s, TransferStatus::WaitingConfirmations | TransferStatus::Settled)) {
            continue;
        }
        let dir = wallet_dir.join(TRANSFERS_DIR).join(&txid);
        if !dir.join(FASCIA_FILE).is_file() {
            continue;
        }
        let consumed = (|| -> AddonResult<()> {
            let parsed = Txid::from_str(&txid).map_err(err(Code::Internal, "transfer txid"))?;
            let tx = signed_tx(&dir)?;
            let fascia = fascia_for(&wallet_dir, &parsed, tx.as_ref())?;
            wallet
                .consume_fascia(fascia, None)
                .map_err(|e| AddonError::new(Code::Internal, format!("{txid}: consuming its fascia again after the restore: {e}")))
        })();
        if consumed.is_ok() {
            done.push(txid);
        }
    }
    Ok(done)
}

/// rgb-lib's signed transaction of a send (a top-up of ours has none, and needs none).
fn signed_tx(dir: &Path) -> AddonResult<Option<rgb_lib::bitcoin::Transaction>> {
    let path = dir.join(SIGNED_PSBT_FILE);
    let Ok(text) = fs::read_to_string(&path) else { return Ok(None) };
    let psbt = Psbt::from_str(text.trim()).map_err(|e| AddonError::new(Code::Internal, format!("{}: {e}", path.display())))?;
    Ok(Some(psbt.extract_tx().map_err(|e| AddonError::new(Code::Internal, format!("{}: {e}", path.display())))?))
}
