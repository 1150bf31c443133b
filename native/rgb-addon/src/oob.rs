//! Consignment files of transfers exchanged out of band: reading what rgb-lib wrote, and
//! handing rgb-lib a consignment the payer's client brought.

use std::fs;
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use rgb_lib::bitcoin::ScriptBuf;
use rgb_lib::wallet::{Online, RgbWalletOpsOffline, Wallet};
use rgb_lib::{FileContent, RgbTransfer};

use crate::error::{AddonError, AddonResult, Code, err};
use crate::objects::TransferUpdate;
use crate::validate;

/// rgb-lib's (private) names for the directories under the wallet dir holding the files a
/// transfer's `consignment_path` names: sends and receives, issuances. Check them on every upgrade.
const CONSIGNMENT_DIRS: [&str; 2] = ["transfers", "assets"];
/// Ours: where an incoming consignment waits for rgb-lib, for the length of one call.
const INCOMING_DIR: &str = "addon-incoming";

/// The bytes of a file under `<walletDir>/transfers` or `<walletDir>/assets`; any other path
/// (after resolving `..` and symlinks) is refused, so a path that reached the caller from
/// elsewhere cannot read the wallet's database or RGB stock.
pub fn read_consignment(wallet_dir: &Path, path: &str) -> AddonResult<Vec<u8>> {
    let file = Path::new(path)
        .canonicalize()
        .map_err(|e| AddonError::new(Code::NotFound, format!("{path}: {e}")))?;
    let allowed = CONSIGNMENT_DIRS
        .iter()
        .filter_map(|d| wallet_dir.join(d).canonicalize().ok())
        .any(|root| file.starts_with(root));
    if !allowed || !file.is_file() {
        return Err(AddonError::new(
            Code::InvalidArgument,
            format!("{path} is not a consignment file of the wallet in {}", wallet_dir.display()),
        ));
    }
    fs::read(&file).map_err(err(Code::Internal, "read consignment"))
}

/// Validates first (rgb-lib itself would *fail* the matched transfer on an invalid consignment,
/// so an invalid one must never reach it), then lets rgb-lib match it against the pending
/// out-of-band receives, validate again, import an unknown asset, and broadcast a donation.
pub fn accept_consignment(
    wallet: &mut Wallet,
    online: Online,
    esplora_url: &str,
    bytes: &[u8],
    refused_scripts: &[ScriptBuf],
) -> AddonResult<Vec<TransferUpdate>> {
    refuse_scripts(bytes, refused_scripts)?;
    validate::validate_transfer(bytes, esplora_url, wallet.get_wallet_data().bitcoin_network)?;
    let file = incoming_file(&wallet.get_wallet_dir())?;
    fs::write(&file, bytes).map_err(err(Code::Internal, "write incoming consignment"))?;
    let outcome = wallet.provide_out_of_band_consignment(online, file.to_string_lossy().into_owned(), vec![]);
    // rgb-lib copied it to the transfer's own directory: ours is no longer needed.
    let _ = fs::remove_file(&file);
    Ok(TransferUpdate::from_refresh(outcome?))
}

/// rgb-lib matches a witness receive by the script an output of the consignment's witness
/// transaction pays, and processes every receive a consignment matches. A consignment paying
/// the closing script of one of our asset channels would use up that channel's receive, so its
/// closing could never be taken in (review CL-3): refused, whatever else it pays.
fn refuse_scripts(bytes: &[u8], refused: &[ScriptBuf]) -> AddonResult<()> {
    if refused.is_empty() {
        return Ok(());
    }
    let transfer = RgbTransfer::load(bytes).map_err(err(Code::InvalidConsignment, "cannot decode consignment"))?;
    for bundle in transfer.bundles.iter() {
        if let Some(tx) = bundle.pub_witness.tx() {
            if tx.output.iter().any(|o| refused.contains(&o.script_pubkey)) {
                return Err(AddonError::new(
                    Code::InvalidConsignment,
                    format!("the witness transaction {} pays the closing script of one of our asset channels", tx.compute_txid()),
                ));
            }
        }
    }
    Ok(())
}

fn incoming_file(wallet_dir: &Path) -> AddonResult<PathBuf> {
    let dir = wallet_dir.join(INCOMING_DIR);
    fs::create_dir_all(&dir).map_err(err(Code::Internal, "incoming dir"))?;
    let nanos = SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_nanos()).unwrap_or(0);
    Ok(dir.join(format!("{}-{nanos}.rgbc", std::process::id())))
}
