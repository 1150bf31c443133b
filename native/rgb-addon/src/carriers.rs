//! Carrier maintenance on `RgbWallet`: top-up (a carrier's RGB state moved to a bigger new
//! carrier, in one transaction funded by the plain wallet) and sweep (empty carriers spent to the
//! plain wallet). Same rules as src/wallet.rs: synchronous, one call at a time from the RGB worker.
//!
//! rgb-lib builds neither transaction (its `send` takes no explicit or foreign inputs), so they
//! are built here, coloured with rgb-lib's `color_psbt`, signed with rgb-lib's keys for its own
//! input, and handed back to rgb-lib's broadcast paths (`send_end_db_update_only`, `send_btc_end`),
//! the only code that marks rgb-lib's UTXOs spent. docs/rgb.md "Carrier maintenance" has the why.

use std::collections::{BTreeMap, HashMap};
use std::path::Path;
use std::str::FromStr;
use std::time::{SystemTime, UNIX_EPOCH};

use napi::bindgen_prelude::Buffer;
use napi_derive::napi;
use rgb_lib::bitcoin::consensus::encode::serialize_hex;
use rgb_lib::bitcoin::psbt::Psbt;
use rgb_lib::bitcoin::{TxOut, Txid};
use rgb_lib::wallet::rust_only::{AssetColoringInfo, ColoringInfo};
use rgb_lib::wallet::RgbWalletOpsOffline;
use rgb_lib::{ContractId, Fascia, FileContent};
use rgbstd::OutputSeal;
use rgbstd::txout::ExplicitSeal;

use crate::carrier_tx::{
    MovedState, SpentOutput, add_witnesses, carrier_state, parse_sats, parse_script, read_transfer_files,
    set_spent_outputs, sign_with_rgb_lib, spent_output, txid_of, unsigned_psbt, write_transfer_files,
};
use crate::error::{AddonError, AddonResult, Code, err};
use crate::journal::{self, EntryKind};
use crate::stock::StockGuard;
use crate::wallet::RgbWallet;

/// The carrier is always input 0 of a top-up.
const CARRIER_INPUT: usize = 0;

#[napi(object)]
pub struct CarrierTxInput {
    /// `txid:vout`.
    pub outpoint: String,
    /// Decimal u64.
    pub value_sats: String,
    /// Hex scriptPubKey of the output spent.
    pub script_pubkey: String,
}

#[napi(object)]
pub struct CarrierTxOutput {
    pub script_pubkey: String,
    /// Decimal u64.
    pub value_sats: String,
}

#[napi(object)]
pub struct TopUpBeginArgs {
    /// The old carrier: a colourable UTXO of rgb-lib's wallet.
    pub carrier: CarrierTxInput,
    /// The plain wallet's inputs; they are signed by the caller (`topUpEnd` witnesses).
    pub plain_inputs: Vec<CarrierTxInput>,
    /// The new carrier: an output to rgb-lib's colored keychain.
    pub new_carrier: CarrierTxOutput,
    pub change: Option<CarrierTxOutput>,
}

#[napi(object)]
pub struct MovedAllocation {
    pub asset_id: String,
    /// Fungible units, or 1 for a UDA token.
    pub amount: String,
}

#[napi(object)]
pub struct TopUpBegun {
    /// Base64 PSBT: coloured, every input's spent output set, nothing signed.
    pub psbt: String,
    /// The transaction as it will be broadcast, without witnesses (its txid is final).
    pub unsigned_tx: String,
    pub txid: String,
    /// The OP_RETURN carrying the RGB commitment; absent when the carrier holds no state.
    pub commitment_vout: Option<u32>,
    pub new_carrier_vout: u32,
    pub change_vout: Option<u32>,
    pub moved: Vec<MovedAllocation>,
}

#[napi(object)]
pub struct InputWitness {
    pub input_index: u32,
    /// Hex witness stack items.
    pub witness: Vec<String>,
}

#[napi(object)]
pub struct AssetConsignment {
    pub asset_id: String,
    /// Binary transfer consignment (`RGB\0TFR` + strict encoding) to the new carrier.
    pub consignment: Buffer,
}

#[napi(object)]
pub struct TopUpEnded {
    pub txid: String,
    /// rgb-lib's batch transfer of the move; absent when no RGB state moved.
    pub batch_transfer_idx: Option<i32>,
    pub consignments: Vec<AssetConsignment>,
}

#[napi(object)]
pub struct SweepArgs {
    /// Colourable UTXOs of rgb-lib's wallet without RGB state.
    pub inputs: Vec<CarrierTxInput>,
    pub destination: CarrierTxOutput,
}

#[napi(object)]
pub struct SweepDone {
    pub txid: String,
    /// The signed transaction, hex.
    pub tx: String,
}

fn input(i: &CarrierTxInput, field: &str) -> AddonResult<SpentOutput> {
    spent_output(&i.outpoint, &i.value_sats, &i.script_pubkey, field)
}

fn output(o: &CarrierTxOutput, field: &str) -> AddonResult<TxOut> {
    Ok(TxOut { value: parse_sats(&o.value_sats, field)?, script_pubkey: parse_script(&o.script_pubkey, field)? })
}

fn now_unix_secs() -> i64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_secs() as i64).unwrap_or(0)
}

#[napi]
impl RgbWallet {
    /// Builds the top-up transaction (carrier first, then the plain inputs; new carrier, then
    /// change) and, when the carrier holds RGB state, colours it with `color_psbt`: every
    /// allocation moves to the new carrier, and the OP_RETURN commitment goes first (vout 0), as
    /// in rgb-lib's own sends. Nothing is signed, stored in the stock or broadcast yet.
    #[napi]
    pub fn top_up_begin(&mut self, args: TopUpBeginArgs) -> napi::Result<TopUpBegun> {
        self.call(|this| {
            let (wallet, online, url) = this.online()?;
            let carrier = input(&args.carrier, "carrier")?;
            let state = carrier_state(wallet, online, &url, &carrier)?;
            let mut inputs = vec![carrier];
            for (i, p) in args.plain_inputs.iter().enumerate() {
                inputs.push(input(p, &format!("plainInputs[{i}]"))?);
            }
            let new_carrier = output(&args.new_carrier, "newCarrier")?;
            let new_carrier_sats = new_carrier.value.to_sat();
            let new_script = new_carrier.script_pubkey.clone();
            let mut outputs = vec![new_carrier];
            if let Some(change) = &args.change {
                outputs.push(output(change, "change")?);
            }
            let mut psbt = unsigned_psbt(&inputs, outputs)?;

            let totals = state.totals();
            let fascia = if state.is_empty() {
                None
            } else {
                let fascia = color(wallet, &mut psbt, &totals)?;
                set_spent_outputs(&mut psbt, &inputs)?;
                Some(fascia)
            };
            let commitment_vout = fascia.as_ref().map(|_| 0);
            let new_carrier_vout = psbt
                .unsigned_tx
                .output
                .iter()
                .position(|o| o.script_pubkey == new_script)
                .ok_or_else(|| AddonError::new(Code::Internal, "the new carrier output is gone"))? as u32;
            if commitment_vout.is_some() && (!psbt.unsigned_tx.output[0].script_pubkey.is_op_return() || new_carrier_vout != 1) {
                return Err(AddonError::new(Code::Internal, "color_psbt did not put the commitment first"));
            }
            let change_vout = args.change.as_ref().map(|_| new_carrier_vout + 1);
            let txid = txid_of(&psbt);
            if let Some(fascia) = &fascia {
                let moved = MovedState { old_carrier: inputs[CARRIER_INPUT].outpoint, new_carrier_vout, new_carrier_sats, state: &state };
                write_transfer_files(&wallet.get_wallet_dir(), &txid, fascia, &moved, now_unix_secs())?;
            }
            Ok(TopUpBegun {
                unsigned_tx: serialize_hex(&psbt.unsigned_tx),
                psbt: psbt.to_string(),
                txid: txid.to_string(),
                commitment_vout,
                new_carrier_vout,
                change_vout,
                moved: totals.into_iter().map(|(asset_id, amount)| MovedAllocation { asset_id, amount: amount.to_string() }).collect(),
            })
        })
    }

    /// Puts the caller's witnesses on the plain inputs, signs the carrier with rgb-lib's keys, and
    /// broadcasts through rgb-lib: `send_end_db_update_only` when state moves (the carrier marked
    /// spent, the move recorded as a batch transfer waiting for confirmations), then the fascia
    /// into the stock; `send_btc_end` when the carrier was empty. Returns the transfer consignments
    /// (built from the fascia before broadcasting, so a stock failure cannot lose them).
    #[napi]
    pub fn top_up_end(&mut self, psbt: String, witnesses: Vec<InputWitness>) -> napi::Result<TopUpEnded> {
        self.call(|this| {
            let (wallet, online, snapshots) = this.online_and_snapshots()?;
            let mut psbt = Psbt::from_str(&psbt).map_err(err(Code::InvalidArgument, "psbt"))?;
            let witnesses: Vec<(u32, Vec<String>)> = witnesses.into_iter().map(|w| (w.input_index, w.witness)).collect();
            add_witnesses(&mut psbt, &witnesses, CARRIER_INPUT)?;
            let signed = sign_with_rgb_lib(wallet, psbt)?;
            let txid = txid_of(&signed);
            let wallet_dir = wallet.get_wallet_dir();
            // Only a coloured top-up has a commitment output; without its files rgb-lib would record
            // the carrier spent but not where its state went.
            let coloured = signed.unsigned_tx.output.iter().any(|o| o.script_pubkey.is_op_return());
            let Some((fascia, vout)) = read_transfer_files(&wallet_dir, &txid)? else {
                if coloured {
                    return Err(AddonError::new(Code::Internal, format!("{txid}: the top-up's transfer files are gone; nothing broadcast")));
                }
                journal::write(&wallet_dir, EntryKind::Sweep, &txid, &signed)?;
                wallet.send_btc_end(online, signed.to_string())?;
                // Broadcast and recorded: an error now would make the caller release inputs the
                // transaction already spends. A leftover entry is dropped by the next goOnline.
                let _ = journal::remove(&wallet_dir, EntryKind::Sweep, &txid);
                return Ok(TopUpEnded { txid: txid.to_string(), batch_transfer_idx: None, consignments: vec![] });
            };
            // rgb-lib parses the files it is about to trust exactly as send_end_db_update_only
            // will, before anything leaves the node.
            wallet.create_consignments(signed.to_string())?;
            let consignments = consign(&wallet_dir, &fascia, txid, vout)?;
            // rgb-lib broadcasts before it commits, and commits before the stock takes the fascia:
            // the entry lets goOnline finish either step after a kill (src/unrecorded_spends.rs).
            // On a writer error the entry stays: the transaction may have left the node, and
            // goOnline drops the entry once rgb-lib records it or another spend supersedes it.
            journal::write(&wallet_dir, EntryKind::TopUp, &txid, &signed)?;
            let ended = wallet.send_end_db_update_only(online, signed.to_string())?;
            // Broadcast and recorded from here on: an error would make the caller release the
            // plain inputs (which the transaction spends, and RBF could replace). If the stock
            // write or its snapshot fails, the entry stays and the next goOnline consumes the
            // fascia again; the entry goes only once the write is durable and in a snapshot.
            let stocked = wallet.consume_fascia(fascia, None).map_err(AddonError::from).and_then(|_| snapshots.durable());
            if stocked.is_ok() {
                let _ = journal::remove(&wallet_dir, EntryKind::TopUp, &txid);
            }
            Ok(TopUpEnded { txid: txid.to_string(), batch_transfer_idx: Some(ended.batch_transfer_idx), consignments })
        })
    }

    /// Spends empty carriers to one output (a plain wallet address) and broadcasts through rgb-lib's
    /// `send_btc_end`, which marks them spent in its database. A carrier with any RGB state, an
    /// open blinded receive, or already spent is refused (`CarrierHasState`) before anything is signed.
    #[napi]
    pub fn sweep_carriers(&mut self, args: SweepArgs) -> napi::Result<SweepDone> {
        self.call(|this| {
            let (wallet, online, url) = this.online()?;
            if args.inputs.is_empty() {
                return Err(AddonError::new(Code::InvalidArgument, "no carrier to sweep"));
            }
            let mut inputs = Vec::with_capacity(args.inputs.len());
            for (i, c) in args.inputs.iter().enumerate() {
                let carrier = input(c, &format!("inputs[{i}]"))?;
                let state = carrier_state(wallet, online, &url, &carrier)?;
                if !state.is_empty() {
                    return Err(AddonError::new(Code::CarrierHasState, format!("{} carries RGB state: {:?}", c.outpoint, state.totals())));
                }
                inputs.push(carrier);
            }
            let psbt = unsigned_psbt(&inputs, vec![output(&args.destination, "destination")?])?;
            let signed = sign_with_rgb_lib(wallet, psbt)?;
            let tx = signed.clone().extract_tx().map_err(err(Code::Internal, "extract"))?;
            // rgb-lib broadcasts before it commits: the entry is the sweep's record should a kill
            // fall in between (src/unrecorded_spends.rs).
            let wallet_dir = wallet.get_wallet_dir();
            let txid = txid_of(&signed);
            journal::write(&wallet_dir, EntryKind::Sweep, &txid, &signed)?;
            wallet.send_btc_end(online, signed.to_string())?;
            // Broadcast and recorded: a leftover entry is dropped by the next goOnline.
            let _ = journal::remove(&wallet_dir, EntryKind::Sweep, &txid);
            Ok(SweepDone { txid: txid.to_string(), tx: serialize_hex(&tx) })
        })
    }
}

/// Every contract's whole amount to the new carrier (output 0 before colouring); the fascia
/// `color_psbt` committed to (its witness is the unsigned transaction, so the txid is final).
fn color(wallet: &rgb_lib::wallet::Wallet, psbt: &mut Psbt, totals: &BTreeMap<String, u64>) -> AddonResult<Fascia> {
    let mut asset_info_map = HashMap::new();
    for (asset_id, amount) in totals {
        let contract_id = ContractId::from_str(asset_id).map_err(err(Code::Internal, "asset id"))?;
        asset_info_map.insert(contract_id, AssetColoringInfo { output_map: HashMap::from([(0, *amount)]), static_blinding: None });
    }
    let (fascia, _) = wallet.color_psbt(psbt, ColoringInfo { asset_info_map, static_blinding: None, nonce: None })?;
    Ok(fascia)
}

/// One transfer consignment per contract, to the new carrier's explicit seal.
fn consign(wallet_dir: &Path, fascia: &Fascia, txid: Txid, vout: u32) -> AddonResult<Vec<AssetConsignment>> {
    let guard = StockGuard::open(wallet_dir, false)?;
    let seal: OutputSeal = ExplicitSeal::with(txid, vout);
    let mut out = Vec::new();
    for (contract_id, _) in fascia.clone().into_bundles() {
        let transfer = guard
            .stock
            .transfer_from_fascia(contract_id, [seal], [], [], fascia)
            .map_err(err(Code::Internal, "consignment"))?;
        let mut bytes = Vec::new();
        transfer.save(&mut bytes).map_err(err(Code::Internal, "encode consignment"))?;
        out.push(AssetConsignment { asset_id: contract_id.to_string(), consignment: bytes.into() });
    }
    Ok(out)
}
