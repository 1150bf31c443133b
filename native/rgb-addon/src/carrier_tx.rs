//! The transactions of carrier maintenance (top-up and sweep), built here rather than by rgb-lib:
//! rgb-lib 0.3's `send` cannot take explicit inputs nor another wallet's inputs. What rgb-lib's
//! own paths would check about a carrier is checked here against its database view, its RGB
//! stock and the indexer; see docs/rgb.md "Carrier maintenance" for why each step is done this way.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};
use std::str::FromStr;

use rgb_lib::bitcoin::absolute::LockTime;
use rgb_lib::bitcoin::hex::FromHex;
use rgb_lib::bitcoin::psbt::Psbt;
use rgb_lib::bitcoin::transaction::Version;
use rgb_lib::bitcoin::{Amount, OutPoint, ScriptBuf, Sequence, Transaction, TxIn, TxOut, Txid, Witness};
use rgb_lib::wallet::{Online, RgbWalletOpsOffline, Wallet};
use rgb_lib::{Assignment, ContractId, Fascia};
use rgbstd::contract::AllocatedState;
use schemata::OS_ASSET;

use crate::error::{AddonError, AddonResult, Code, err};
use crate::stock::StockGuard;

/// nSequence below 0xfffffffe: final, and replaceable (BIP125), as the plain wallet signs.
const RBF_SEQUENCE: Sequence = Sequence(0xffff_fffd);

// Private in rgb-lib 0.3.0-beta.7 (src/wallet/offline.rs, src/wallet/mod.rs): the files its
// send path keeps per transaction, which `send_end_db_update_only` reads back.
pub(crate) const TRANSFERS_DIR: &str = "transfers";
pub(crate) const TRANSFER_DATA_FILE: &str = "transfer_data.txt";
pub(crate) const FASCIA_FILE: &str = "fascia";

/// An input as the caller knows it; the output it spends goes into the PSBT (`witness_utxo`),
/// which taproot signatures commit to for every input.
pub struct SpentOutput {
    pub outpoint: OutPoint,
    pub txout: TxOut,
}

pub fn parse_outpoint(s: &str, field: &str) -> AddonResult<OutPoint> {
    OutPoint::from_str(s).map_err(|e| AddonError::new(Code::InvalidArgument, format!("{field} {s:?}: {e}")))
}

pub fn parse_sats(s: &str, field: &str) -> AddonResult<Amount> {
    s.parse::<u64>()
        .map(Amount::from_sat)
        .map_err(|_| AddonError::new(Code::InvalidArgument, format!("{field} {s:?} is not a u64")))
}

pub fn parse_script(hex: &str, field: &str) -> AddonResult<ScriptBuf> {
    ScriptBuf::from_hex(hex).map_err(|e| AddonError::new(Code::InvalidArgument, format!("{field}: {e}")))
}

pub fn spent_output(outpoint: &str, value_sats: &str, script_hex: &str, field: &str) -> AddonResult<SpentOutput> {
    Ok(SpentOutput {
        outpoint: parse_outpoint(outpoint, field)?,
        txout: TxOut { value: parse_sats(value_sats, field)?, script_pubkey: parse_script(script_hex, field)? },
    })
}

fn has_state(message: String) -> AddonError {
    AddonError::new(Code::CarrierHasState, message)
}

/// What one carrier holds, per asset (rgb-lib's `rgb:` id): the assignments of its database view.
pub struct CarrierState {
    pub assets: BTreeMap<String, Vec<Assignment>>,
}

impl CarrierState {
    pub fn is_empty(&self) -> bool {
        self.assets.is_empty()
    }

    /// Fungible units, or 1 for a UDA token: what `color_psbt` moves per contract.
    pub fn totals(&self) -> BTreeMap<String, u64> {
        self.assets
            .iter()
            .map(|(id, assignments)| (id.clone(), assignments.iter().map(movable_amount).sum()))
            .collect()
    }
}

fn movable_amount(a: &Assignment) -> u64 {
    match a {
        Assignment::Fungible(v) => *v,
        Assignment::NonFungible => 1,
        Assignment::InflationRight(_) | Assignment::Any => 0,
    }
}

/// A colourable UTXO of rgb-lib's wallet, unspent on chain, whose state rgb-lib's database and
/// its stock agree on. `movable`: only settled assetOwner state (fungible amounts or a UDA token),
/// which is all `color_psbt` knows how to carry; anything else would be destroyed by spending it.
pub fn carrier_state(
    wallet: &mut Wallet,
    online: Online,
    esplora_url: &str,
    carrier: &SpentOutput,
) -> AddonResult<CarrierState> {
    let key = format!("{}:{}", carrier.outpoint.txid, carrier.outpoint.vout);
    // skip_sync: the caller synced before planning; a sync here could only add outputs.
    let unspent = wallet
        .list_unspents(Some(online), false, true)?
        .into_iter()
        .find(|u| u.utxo.colorable && u.utxo.outpoint.txid == carrier.outpoint.txid.to_string() && u.utxo.outpoint.vout == carrier.outpoint.vout)
        .ok_or_else(|| AddonError::new(Code::NotFound, format!("{key} is not a colourable UTXO of the RGB wallet")))?;
    if unspent.utxo.btc_amount != carrier.txout.value.to_sat() {
        return Err(AddonError::new(
            Code::InvalidArgument,
            format!("{key} holds {} sats, not {}", unspent.utxo.btc_amount, carrier.txout.value.to_sat()),
        ));
    }
    if unspent.pending_blinded > 0 {
        return Err(has_state(format!("{key} is the seal of {} open blinded receive(s)", unspent.pending_blinded)));
    }
    // rgb-lib lists a UTXO its own pending send spent, with the outgoing allocation, until that
    // send confirms: only the indexer tells it apart, and spending it again would replace that send.
    let esplora = esplora_client::Builder::new(esplora_url).max_retries(3).timeout(10).build_blocking();
    if let Some(status) = esplora.get_output_status(&carrier.outpoint.txid, carrier.outpoint.vout.into()).map_err(err(Code::Network, "outspend"))? {
        if status.spent {
            return Err(has_state(format!("{key} is already spent by {}", status.txid.map(|t| t.to_string()).unwrap_or_default())));
        }
    }
    let mut assets: BTreeMap<String, Vec<Assignment>> = BTreeMap::new();
    for a in unspent.rgb_allocations {
        let Some(asset_id) = a.asset_id else {
            return Err(has_state(format!("{key} has an allocation of a transfer whose asset is not known yet")));
        };
        if !a.settled {
            return Err(has_state(format!("{key} has an allocation of {asset_id} that is not settled yet")));
        }
        if matches!(a.assignment, Assignment::InflationRight(_) | Assignment::Any) {
            return Err(has_state(format!("{key} holds a {:?} of {asset_id}, which a top-up cannot carry", a.assignment)));
        }
        assets.entry(asset_id).or_default().push(a.assignment);
    }
    let state = CarrierState { assets };
    check_stock_agrees(&wallet.get_wallet_dir(), carrier.outpoint, &state, &key)?;
    Ok(state)
}

/// The stock is what a transition spends: state there that the database does not show (an
/// inflation right, an accepted transfer not yet recorded) would be lost with the carrier.
fn check_stock_agrees(wallet_dir: &Path, outpoint: OutPoint, state: &CarrierState, key: &str) -> AddonResult<()> {
    let guard = StockGuard::open(wallet_dir, false)?;
    let contracts: BTreeSet<ContractId> = guard
        .stock
        .contracts_assigning([outpoint])
        .map_err(err(Code::Internal, "stock contracts"))?
        .collect();
    let in_stock: BTreeSet<String> = contracts.iter().map(|c| c.to_string()).collect();
    let in_db: BTreeSet<String> = state.assets.keys().cloned().collect();
    if in_stock != in_db {
        return Err(has_state(format!("{key}: the RGB stock holds {in_stock:?}, rgb-lib's database {in_db:?}")));
    }
    let totals = state.totals();
    for contract_id in contracts {
        let mut total: u64 = 0;
        for (_, by_opout) in guard.stock.contract_assignments_for(contract_id, [outpoint]).map_err(err(Code::Internal, "stock state"))? {
            for (opout, allocated) in by_opout {
                total += match allocated {
                    AllocatedState::Amount(v) if opout.ty == OS_ASSET => v.as_u64(),
                    AllocatedState::Data(_) => 1,
                    other => return Err(has_state(format!("{key} holds {other:?} state of {contract_id} in the stock, which a top-up cannot carry"))),
                };
            }
        }
        let id = contract_id.to_string();
        if totals.get(&id) != Some(&total) {
            return Err(has_state(format!("{key}: the stock holds {total} of {id}, rgb-lib's database {:?}", totals.get(&id))));
        }
    }
    Ok(())
}

/// Version 2, no lock time, every input replaceable; each input's spent output recorded.
pub fn unsigned_psbt(inputs: &[SpentOutput], outputs: Vec<TxOut>) -> AddonResult<Psbt> {
    let tx = Transaction {
        version: Version::TWO,
        lock_time: LockTime::ZERO,
        input: inputs
            .iter()
            .map(|i| TxIn { previous_output: i.outpoint, script_sig: ScriptBuf::new(), sequence: RBF_SEQUENCE, witness: Witness::new() })
            .collect(),
        output: outputs,
    };
    let mut psbt = Psbt::from_unsigned_tx(tx).map_err(err(Code::Internal, "psbt"))?;
    set_spent_outputs(&mut psbt, inputs)?;
    Ok(psbt)
}

/// `color_psbt` rebuilds the PSBT from its transaction when it inserts the commitment output,
/// dropping what the inputs carried: put the spent outputs back.
pub fn set_spent_outputs(psbt: &mut Psbt, inputs: &[SpentOutput]) -> AddonResult<()> {
    if psbt.inputs.len() != inputs.len() {
        return Err(AddonError::new(Code::Internal, "the PSBT lost inputs"));
    }
    for (slot, input) in psbt.inputs.iter_mut().zip(inputs) {
        slot.witness_utxo = Some(input.txout.clone());
    }
    Ok(())
}

/// Witnesses the caller produced (the plain wallet's inputs), as final witnesses.
pub fn add_witnesses(psbt: &mut Psbt, witnesses: &[(u32, Vec<String>)], own_input: usize) -> AddonResult<()> {
    for (index, items) in witnesses {
        let i = *index as usize;
        if i == own_input || i >= psbt.inputs.len() {
            return Err(AddonError::new(Code::InvalidArgument, format!("no foreign input {i} to put a witness on")));
        }
        let bytes: Vec<Vec<u8>> = items
            .iter()
            .map(|h| Vec::<u8>::from_hex(h).map_err(|e| AddonError::new(Code::InvalidArgument, format!("witness of input {i}: {e}"))))
            .collect::<AddonResult<_>>()?;
        psbt.inputs[i].final_script_witness = Some(Witness::from_slice(&bytes));
    }
    Ok(())
}

/// rgb-lib's BDK wallet signs (and finalises) its inputs; every input must end up final.
pub fn sign_with_rgb_lib(wallet: &Wallet, psbt: Psbt) -> AddonResult<Psbt> {
    let signed = Psbt::from_str(&wallet.sign_psbt(psbt.to_string(), None)?).map_err(err(Code::Internal, "signed psbt"))?;
    if let Some(i) = signed.inputs.iter().position(|i| i.final_script_witness.is_none() && i.final_script_sig.is_none()) {
        return Err(AddonError::new(Code::Internal, format!("input {i} is not signed (not rgb-lib's, nor given a witness)")));
    }
    Ok(signed)
}

pub fn txid_of(psbt: &Psbt) -> Txid {
    psbt.unsigned_tx.compute_txid()
}

fn transfer_dir(wallet_dir: &Path, txid: &Txid) -> PathBuf {
    wallet_dir.join(TRANSFERS_DIR).join(txid.to_string())
}

/// The new carrier's output, as rgb-lib's send records its BTC change (`InfoBatchTransfer`).
pub struct MovedState<'a> {
    pub old_carrier: OutPoint,
    pub new_carrier_vout: u32,
    pub new_carrier_sats: u64,
    pub state: &'a CarrierState,
}

/// What rgb-lib's send path writes before its `*_end` step (`transfers/<txid>/fascia` and
/// `transfer_data.txt`, serde JSON of its `Fascia` and `InfoBatchTransfer`), describing the
/// move as rgb-lib's own "extra allocations": every assignment of the inputs re-assigned to the
/// BTC change output. No recipients: rgb-lib then records Input and Change colourings only.
pub fn write_transfer_files(wallet_dir: &Path, txid: &Txid, fascia: &Fascia, moved: &MovedState, created_at: i64) -> AddonResult<()> {
    let old = moved.old_carrier.to_string();
    let extra: serde_json::Map<String, serde_json::Value> = moved
        .state
        .assets
        .iter()
        .map(|(asset_id, assignments)| -> AddonResult<(String, serde_json::Value)> {
            let list = serde_json::to_value(assignments).map_err(err(Code::Internal, "assignments json"))?;
            Ok((asset_id.clone(), serde_json::json!({ old.clone(): list })))
        })
        .collect::<AddonResult<_>>()?;
    let info = serde_json::json!({
        "btc_change": { "vout": moved.new_carrier_vout, "amount": moved.new_carrier_sats },
        "change_utxo_outpoint": null,
        "extra_allocations": extra,
        "donation": false,
        "min_confirmations": 1,
        "expiration_timestamp": null,
        "created_at": created_at,
        "entropy": 0,
        "transfers": {},
    });
    let dir = transfer_dir(wallet_dir, txid);
    fs::create_dir_all(&dir).map_err(err(Code::Internal, "transfer dir"))?;
    let fascia_json = serde_json::to_string(fascia).map_err(err(Code::Internal, "fascia json"))?;
    fs::write(dir.join(FASCIA_FILE), fascia_json).map_err(err(Code::Internal, "fascia file"))?;
    fs::write(dir.join(TRANSFER_DATA_FILE), info.to_string()).map_err(err(Code::Internal, "transfer data file"))?;
    Ok(())
}

/// The fascia `write_transfer_files` kept for this transaction, with the new carrier's vout;
/// None when the transaction moves no RGB state.
pub fn read_transfer_files(wallet_dir: &Path, txid: &Txid) -> AddonResult<Option<(Fascia, u32)>> {
    let dir = transfer_dir(wallet_dir, txid);
    if !dir.join(FASCIA_FILE).is_file() {
        return Ok(None);
    }
    let fascia: Fascia = serde_json::from_str(&fs::read_to_string(dir.join(FASCIA_FILE)).map_err(err(Code::Internal, "fascia file"))?)
        .map_err(err(Code::Internal, "fascia json"))?;
    let info: serde_json::Value =
        serde_json::from_str(&fs::read_to_string(dir.join(TRANSFER_DATA_FILE)).map_err(err(Code::Internal, "transfer data file"))?)
            .map_err(err(Code::Internal, "transfer data json"))?;
    let vout = info["btc_change"]["vout"]
        .as_u64()
        .and_then(|v| u32::try_from(v).ok())
        .ok_or_else(|| AddonError::new(Code::Internal, "transfer data has no change vout"))?;
    Ok(Some((fascia, vout)))
}
