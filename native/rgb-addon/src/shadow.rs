//! The RGB side of an asset channel (docs/design/rgb-channel-protocol.md §6, §7): colouring the
//! shadow transactions the TS side builds, the funding consignment the opener hands its peer, and
//! the acceptor taking that funding into its stock. Same rules as src/wallet.rs: synchronous, one
//! call at a time from the RGB worker.
//!
//! Colouring follows rgb-lib's `color_psbt`, with the per-state blinding as both the seal blinding
//! and the commitment's entropy, and the nonce the protocol gives, but over an explicit input set:
//! the state the spent outputs' own transactions assigned (review R1). Two peers colouring the same
//! transaction get the same bytes (Spike A) whatever else a stranger put into either stock, which
//! is what lets them sign each other's commitments.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::fs;
use std::path::Path;
use std::str::FromStr;

use rgb_lib::bitcoin::consensus::encode::{deserialize_hex, serialize_hex};
use rgb_lib::bitcoin::psbt::Psbt;
use rgb_lib::bitcoin::{OutPoint, Transaction, Txid};
use rgb_lib::wallet::{Online, RgbWalletOpsOffline, Wallet};
use rgb_lib::{Assignment, ConsignmentExt, ContractId, Fascia, FileContent, PubWitness, RgbTransfer};
use psrgbt::{RgbOutExt, RgbPsbtExt};
use rgbstd::containers::BuilderSeal;
use rgbstd::contract::{AllocatedState, TransitionBuilder};
use rgbstd::persistence::{ContractStateRead, Stock};
use rgbstd::txout::CloseMethod;
use rgbstd::{GraphSeal, OpId, Operation, Opout, OutputSeal, Transition, TransitionBundle};
use rgbstd::txout::ExplicitSeal;
use schemata::OS_ASSET;

use crate::carrier_tx::{FASCIA_FILE, TRANSFERS_DIR};
use crate::error::{AddonError, AddonResult, Code, err};
use crate::objects::flatten_assets;
use crate::receive::parse_u64;
use crate::shadow_memory::{ShadowMemory, SpentState};
use crate::stock::StockGuard;
use crate::validate;

/// `6a`: the empty OP_RETURN the TS side leaves for the commitment.
const EMPTY_OP_RETURN: [u8; 1] = [0x6a];
/// A funding consignment larger than this is refused before it is decoded (review R2).
pub const MAX_FUNDING_CONSIGNMENT_BYTES: usize = 16 * 1024 * 1024;
/// Inputs a funding transaction may have: each is looked up on the indexer (review R2).
const MAX_FUNDING_INPUTS: usize = 32;
/// The fungible assignment name of rgb-lib's NIA, CFA and IFA schemata (its `RGB_STATE_ASSET_OWNER`).
const ASSET_OWNER: &str = "assetOwner";
/// Where an incoming funding consignment waits for rgb-lib, for the length of one call.
const INCOMING_DIR: &str = "addon-incoming";

pub struct ShadowColouring {
    pub contract_id: ContractId,
    /// vout -> asset units; zero amounts are left out, as rgb-lib does.
    pub allocations: BTreeMap<u32, u64>,
    pub blinding: u64,
    pub nonce: u64,
}

impl ShadowColouring {
    pub fn parse(contract_id: &str, allocations: &[(u32, String)], blinding: &str, nonce: &str) -> AddonResult<Self> {
        let contract_id = ContractId::from_str(contract_id).map_err(err(Code::InvalidArgument, "contractId"))?;
        let mut map = BTreeMap::new();
        for (vout, amount) in allocations {
            let amount = parse_u64(amount, "allocations.amount")?;
            if map.insert(*vout, amount).is_some() {
                return Err(AddonError::new(Code::InvalidArgument, format!("vout {vout} allocated twice")));
            }
        }
        map.retain(|_, amount| *amount > 0);
        Ok(Self { contract_id, allocations: map, blinding: parse_u64(blinding, "blinding")?, nonce: parse_u64(nonce, "nonce")? })
    }
}

pub struct Coloured {
    pub tx: Transaction,
    /// The 32 bytes the OP_RETURN now carries: the RGB commitment, which names the bundle.
    pub commitment: [u8; 32],
    /// The transition and its anchor, as the stock takes them (`consume`) or a consignment carries them.
    pub fascia: Fascia,
}

/// What the acceptor agreed to at opening: checked on the consignment before anything of it is
/// validated or imported, so a peer cannot make us import arbitrary histories (review R2).
pub struct ExpectedFunding {
    pub contract_id: ContractId,
    pub script_pubkey: rgb_lib::bitcoin::ScriptBuf,
    pub sats: u64,
}

/// The transaction as the protocol builds it: one empty zero-value OP_RETURN, the commitment's
/// host, and every allocated vout another output. RGB's validator takes the commitment from the
/// first output that could hold one (an OP_RETURN for opret, a taproot output for tapret), so no
/// taproot output may come before the OP_RETURN: commitments put it last (they pay no taproot
/// script), a cooperative close first (it pays rgb-lib's taproot receive scripts). Returns the
/// OP_RETURN's index.
fn check_layout(tx: &Transaction, colouring: &ShadowColouring) -> AddonResult<usize> {
    let mut returns = tx.output.iter().enumerate().filter(|(_, o)| o.script_pubkey.is_op_return());
    let (host, tail) = match (returns.next(), returns.next()) {
        (Some(found), None) => found,
        _ => return Err(AddonError::new(Code::InvalidArgument, "the transaction must have exactly one OP_RETURN")),
    };
    if tail.script_pubkey.as_bytes() != EMPTY_OP_RETURN || tail.value.to_sat() != 0 {
        return Err(AddonError::new(Code::InvalidArgument, "the OP_RETURN is not empty and zero-value"));
    }
    if tx.output[..host].iter().any(|o| o.script_pubkey.is_p2tr()) {
        return Err(AddonError::new(Code::InvalidArgument, "a taproot output comes before the OP_RETURN, where the validator would look for the commitment"));
    }
    if tx.input.is_empty() {
        return Err(AddonError::new(Code::InvalidArgument, "the transaction has no inputs"));
    }
    if let Some(vout) = colouring.allocations.keys().find(|v| **v as usize >= tx.output.len() || **v as usize == host) {
        return Err(AddonError::new(Code::InvalidArgument, format!("vout {vout} is not a spendable output of the transaction")));
    }
    Ok(host)
}

/// The contract's state the transaction spends: at each input, only what the transaction that
/// created that output assigned there (review R1). Anyone can make an RGB transition that assigns
/// to an explicit seal at our funding outpoint or at a commitment's HTLC output, and our stock
/// keeps every revealed assignment it validates, whoever owns the seal. Those foreign
/// assignments are in one peer's stock and not the other's, so taking "everything the stock
/// assigns at the outpoint" (rgb-lib's `color_psbt`) would let a stranger make the two sides
/// colour differently, forever. Every state of an asset channel assigns to the outputs of its
/// own transaction (the funding send's witness output, each commitment's outputs), so that
/// transaction is the assignment's witness; a foreign assignment has another witness and is left
/// out (spending the output closes its seal: a stranger's gift is burned, never ours to lose).
fn own_inputs(stock: &Stock, inputs: &[OutPoint], contract_id: ContractId) -> AddonResult<HashMap<OutPoint, Vec<SpentState>>> {
    let inputs: HashSet<OutPoint> = inputs.iter().copied().collect();
    let state = match stock.contract_state(contract_id) {
        Ok(state) => state,
        // An unknown contract assigns nothing here; the caller gets the same answer as for no state.
        Err(_) => return Ok(HashMap::new()),
    };
    let own = |seal: &OutputSeal, witness: &Option<Txid>| {
        let outpoint: OutPoint = (*seal).into();
        inputs.contains(&outpoint) && *witness == Some(outpoint.txid)
    };
    if let Some(item) = state.data_all().find(|item| own(&item.seal, &item.witness)) {
        return Err(AddonError::new(Code::InvalidArgument, format!("the inputs hold data state at {}, which a shadow transaction cannot carry", item.opout)));
    }
    if let Some(item) = state.rights_all().find(|item| own(&item.seal, &item.witness)) {
        return Err(AddonError::new(Code::InvalidArgument, format!("the inputs hold a right at {}, which a shadow transaction cannot carry", item.opout)));
    }
    let mut spent: HashMap<OutPoint, Vec<SpentState>> = HashMap::new();
    for item in state.fungible_all().filter(|item| own(&item.seal, &item.witness)) {
        if item.opout.ty != OS_ASSET {
            return Err(AddonError::new(Code::InvalidArgument, format!("the inputs hold state of type {} at {}, which a shadow transaction cannot carry", item.opout.ty, item.opout)));
        }
        spent.entry(item.seal.into()).or_default().push((item.opout, item.state));
    }
    Ok(spent)
}

/// The transition moving `spent` to the allocations, each to a vout of the transaction itself
/// under the per-state blinding, with the protocol's nonce: the same inputs and colouring give
/// the same transition on both peers.
fn shadow_transition(mut builder: TransitionBuilder, colouring: &ShadowColouring, spent: &[SpentState]) -> AddonResult<Transition> {
    for (opout, value) in spent {
        builder = builder.add_input(*opout, AllocatedState::Amount(*value)).map_err(err(Code::Internal, "transition input"))?;
    }
    for (vout, amount) in &colouring.allocations {
        let seal = BuilderSeal::Revealed(GraphSeal::with_blinded_vout(*vout, colouring.blinding));
        builder = builder.add_fungible_state(ASSET_OWNER, seal, *amount).map_err(err(Code::Internal, "transition output"))?;
    }
    builder.set_nonce(colouring.nonce).complete_transition().map_err(err(Code::Internal, "transition"))
}

/// Colours `tx` (unsigned): one transition of the contract from its own inputs (see
/// `own_inputs`; a spend of a transaction coloured lately takes what its transition assigned, see
/// src/shadow_memory.rs), committed in the trailing OP_RETURN with the per-state blinding as the
/// MPC entropy, as rgb-lib's `color_psbt` does for its own inputs. With `consume`, also takes the
/// fascia into the stock (for a transaction that is broadcast); consuming the same transaction
/// again is harmless. No consignment is built: nobody needs one for a state that may never reach
/// the chain (review R7).
pub fn colour(wallet: &Wallet, memory: &mut ShadowMemory, tx: Transaction, colouring: &ShadowColouring, consume: bool) -> AddonResult<Coloured> {
    let host_vout = check_layout(&tx, colouring)?;
    let original = tx.clone();
    let wallet_dir = wallet.get_wallet_dir();
    let inputs: Vec<OutPoint> = original.input.iter().map(|i| i.previous_output).collect();
    let contract_id = colouring.contract_id;
    let spent = memory.spent_state(&wallet_dir, contract_id, &inputs, consume, |stock, unknown| own_inputs(stock, unknown, contract_id))?;
    if spent.is_empty() {
        return Err(AddonError::new(Code::NotFound, format!("the stock assigns nothing of {contract_id} to the transaction's inputs")));
    }
    let held = spent.iter().try_fold(0u64, |total, (_, value)| total.checked_add(value.as_u64()));
    let held = held.ok_or_else(|| AddonError::new(Code::Internal, "asset total overflows u64"))?;
    let moved = colouring.allocations.values().try_fold(0u64, |total, amount| total.checked_add(*amount));
    let moved = moved.ok_or_else(|| AddonError::new(Code::InvalidArgument, "the allocations overflow u64"))?;
    // Everything must be re-allocated: a remainder would be burned without a word.
    if moved != held {
        return Err(AddonError::new(Code::InvalidArgument, format!("the allocations move {moved}, the inputs hold {held}")));
    }
    let transition = shadow_transition(memory.builder(&wallet_dir, contract_id)?, colouring, &spent)?;
    let assigned = assigned_by_vout(&transition)?;
    let mut psbt = Psbt::from_unsigned_tx(tx).map_err(err(Code::InvalidArgument, "psbt"))?;
    let host = &mut psbt.outputs[host_vout];
    host.set_opret_host();
    host.set_mpc_entropy(colouring.blinding).map_err(err(Code::Internal, "mpc entropy"))?;
    for opout in transition.inputs() {
        psbt.set_rgb_contract_consumer(contract_id, opout, transition.id()).map_err(err(Code::Internal, "psbt consumer"))?;
    }
    psbt.push_rgb_transition(transition).map_err(err(Code::Internal, "psbt transition"))?;
    psbt.set_rgb_close_method(CloseMethod::OpretFirst);
    psbt.set_as_unmodifiable();
    let fascia = psbt.rgb_commit().map_err(err(Code::Internal, "rgb commit"))?;
    let coloured = psbt.unsigned_tx;
    let script = coloured.output.get(host_vout).map(|o| o.script_pubkey.as_bytes().to_vec()).unwrap_or_default();
    let unchanged = coloured.input == original.input
        && coloured.lock_time == original.lock_time
        && coloured.version == original.version
        && coloured.output.len() == original.output.len()
        && coloured.output.iter().zip(&original.output).enumerate().all(|(i, (a, b))| i == host_vout || a == b);
    if !unchanged || script.len() != 34 || script[..2] != [0x6a, 0x20] || coloured.output[host_vout].value.to_sat() != 0 {
        return Err(AddonError::new(Code::Internal, "the RGB commitment changed more than the OP_RETURN"));
    }
    // Only a transaction that passed the check above enters the stock, or the memory.
    if consume {
        wallet.consume_fascia(fascia.clone(), None)?;
    }
    memory.remember(coloured.compute_txid(), contract_id, assigned);
    let mut commitment = [0u8; 32];
    commitment.copy_from_slice(&script[2..]);
    Ok(Coloured { tx: coloured, commitment, fascia })
}

/// The consignment of a broadcast shadow transaction (a cooperative closing) to its output
/// `vout`, for the wallet's own rgb-lib to receive out of band: colours `tx` again (the same bytes
/// as when it was signed), takes it into the stock, and carries `signed` as the witness, which is
/// what rgb-lib matches a witness receive by (the output's script) and broadcasts if it must.
pub fn closing_consignment(wallet: &Wallet, memory: &mut ShadowMemory, tx: Transaction, colouring: &ShadowColouring, signed: &Transaction, vout: u32) -> AddonResult<Vec<u8>> {
    let Coloured { tx: coloured, mut fascia, .. } = colour(wallet, memory, tx, colouring, true)?;
    let txid = coloured.compute_txid();
    if signed.compute_txid() != txid {
        return Err(AddonError::new(Code::InvalidArgument, format!("the signed transaction is {}, not the coloured {txid}", signed.compute_txid())));
    }
    if !colouring.allocations.contains_key(&vout) {
        return Err(AddonError::new(Code::InvalidArgument, format!("vout {vout} receives nothing")));
    }
    fascia.update_pub_witness(PubWitness::with(signed.clone()));
    let guard = StockGuard::open(&wallet.get_wallet_dir(), false)?;
    let seal: OutputSeal = ExplicitSeal::with(txid, vout);
    let transfer = guard
        .stock
        .transfer_from_fascia(colouring.contract_id, [seal], [], [], &fascia)
        .map_err(err(Code::Internal, "closing consignment"))?;
    encode(&transfer)
}

/// What the transition assigns at each vout of its own transaction: the state a spend of that
/// output moves. Read from the built transition, since the builder orders assignments by seal.
fn assigned_by_vout(transition: &Transition) -> AddonResult<HashMap<u32, SpentState>> {
    let opid = transition.id();
    let mut assigned = HashMap::new();
    let Some(typed) = transition.assignments.get(&OS_ASSET) else { return Ok(assigned) };
    for (index, assign) in typed.as_fungible().iter().enumerate() {
        let (seal, value) = assign.as_revealed().ok_or_else(|| AddonError::new(Code::Internal, "a shadow assignment is concealed"))?;
        let index = u16::try_from(index).map_err(err(Code::Internal, "assignment index"))?;
        if assigned.insert(seal.vout.into_u32(), (Opout::new(opid, OS_ASSET, index), *value)).is_some() {
            return Err(AddonError::new(Code::Internal, "two assignments at one vout"));
        }
    }
    Ok(assigned)
}

pub fn parse_tx(hex: &str) -> AddonResult<Transaction> {
    deserialize_hex(hex).map_err(err(Code::InvalidArgument, "tx"))
}

pub fn tx_hex(tx: &Transaction) -> String {
    serialize_hex(tx)
}

fn encode(transfer: &RgbTransfer) -> AddonResult<Vec<u8>> {
    let mut bytes = Vec::new();
    transfer.save(&mut bytes).map_err(err(Code::Internal, "encode consignment"))?;
    Ok(bytes)
}

/// The fascia rgb-lib keeps for a begun send (`transfers/<txid>/fascia`).
fn send_fascia(wallet_dir: &Path, txid: Txid) -> AddonResult<Fascia> {
    let file = wallet_dir.join(TRANSFERS_DIR).join(txid.to_string()).join(FASCIA_FILE);
    let json = fs::read_to_string(&file).map_err(|e| AddonError::new(Code::NotFound, format!("no begun send {txid}: {e}")))?;
    serde_json::from_str(&json).map_err(err(Code::Internal, "fascia json"))
}

/// The transfer consignment of a begun send (`sendBegin`, not yet ended) to one of its outputs:
/// built from the fascia rgb-lib keeps for that send, so the peer can check the funding before
/// anything is broadcast.
pub fn send_consignment(wallet_dir: &Path, txid: Txid, contract_id: ContractId, vout: u32) -> AddonResult<Vec<u8>> {
    let fascia = send_fascia(wallet_dir, txid)?;
    let guard = StockGuard::open(wallet_dir, false)?;
    let seal: OutputSeal = ExplicitSeal::with(txid, vout);
    let transfer = guard
        .stock
        .transfer_from_fascia(contract_id, [seal], [], [], &fascia)
        .map_err(err(Code::InvalidArgument, "consignment"))?;
    encode(&transfer)
}

pub struct FundingAccepted {
    pub contract_id: String,
    pub amount: u64,
    /// The consignment's witness: the funding transaction, for the caller's checks of its output.
    pub witness_tx: Transaction,
    /// Every input spends a witness output (looked up on the indexer), so the txid cannot change.
    pub all_inputs_segwit: bool,
}

/// The acceptor's side of the funding: validates the consignment (the witness may be unpublished),
/// lets rgb-lib accept the transfer into the stock, and registers the asset in rgb-lib's database
/// when it is new there. The funding seal is a witness seal, revealed in the consignment, so
/// `blinding` authenticates nothing (a wrong one is accepted the same); what the acceptor checks
/// is the witness transaction's output and the amount it receives (review O1).
#[allow(clippy::too_many_arguments)]
pub fn accept_funding(
    wallet: &mut Wallet,
    online: Online,
    esplora_url: &str,
    bytes: &[u8],
    txid: Txid,
    vout: u32,
    blinding: u64,
    expected: &ExpectedFunding,
) -> AddonResult<FundingAccepted> {
    let witness_tx = precheck_funding(bytes, txid, vout, expected)?;
    let network = wallet.get_wallet_data().bitcoin_network;
    validate::validate_transfer(bytes, esplora_url, network)?;
    let dir = wallet.get_wallet_dir().join(INCOMING_DIR);
    fs::create_dir_all(&dir).map_err(err(Code::Internal, "incoming dir"))?;
    let file = dir.join(format!("funding-{txid}-{vout}.rgbc"));
    fs::write(&file, bytes).map_err(err(Code::Internal, "write funding consignment"))?;
    let accepted = wallet.accept_transfer_consignment(online, file.clone(), txid.to_string(), vout, blinding);
    let _ = fs::remove_file(&file);
    let (consignment, assignments, _) = accepted?;
    let contract_id = consignment.contract_id().to_string();
    if assignments.is_empty() {
        return Err(AddonError::new(Code::InvalidConsignment, format!("{txid}:{vout} receives nothing in the consignment")));
    }
    let mut amount: u64 = 0;
    for a in assignments {
        match a {
            Assignment::Fungible(v) => amount = amount.checked_add(v).ok_or_else(|| AddonError::new(Code::InvalidConsignment, "amount overflows u64"))?,
            other => return Err(AddonError::new(Code::InvalidConsignment, format!("the funding output receives {other:?}, not a fungible amount"))),
        }
    }
    if !flatten_assets(wallet.list_assets(vec![])?).iter().any(|a| a.asset_id == contract_id) {
        wallet.save_new_asset(online, consignment, txid.to_string())?;
    }
    let all_inputs_segwit = inputs_segwit(esplora_url, &witness_tx)?;
    Ok(FundingAccepted { contract_id, amount, witness_tx, all_inputs_segwit })
}

/// The cheap checks, before any validation or import: size, contract, the funding transaction
/// among the consignment's witnesses, its output at `vout` as agreed, and a bounded input count.
fn precheck_funding(bytes: &[u8], txid: Txid, vout: u32, expected: &ExpectedFunding) -> AddonResult<Transaction> {
    let refuse = |what: String| AddonError::new(Code::InvalidConsignment, what);
    if bytes.len() > MAX_FUNDING_CONSIGNMENT_BYTES {
        return Err(refuse(format!("a funding consignment of {} bytes is over {MAX_FUNDING_CONSIGNMENT_BYTES}", bytes.len())));
    }
    let transfer = RgbTransfer::load(bytes).map_err(err(Code::InvalidConsignment, "cannot decode consignment"))?;
    if transfer.contract_id() != expected.contract_id {
        return Err(refuse(format!("the consignment is of {}, not {}", transfer.contract_id(), expected.contract_id)));
    }
    let witness = transfer
        .bundles
        .iter()
        .find(|b| b.witness_id().to_string() == txid.to_string())
        .ok_or_else(|| refuse(format!("the consignment carries no witness transaction {txid}")))?;
    check_fully_revealed(&witness.bundle).map_err(refuse)?;
    let witness_tx = witness.pub_witness.tx().cloned().ok_or_else(|| refuse(format!("the consignment carries no witness transaction {txid}")))?;
    let output = witness_tx.output.get(vout as usize).ok_or_else(|| refuse(format!("the funding transaction has no output {vout}")))?;
    if output.script_pubkey != expected.script_pubkey || output.value.to_sat() != expected.sats {
        return Err(refuse(format!("output {vout} is not the agreed shadow output of {} sat", expected.sats)));
    }
    if witness_tx.input.is_empty() || witness_tx.input.len() > MAX_FUNDING_INPUTS {
        return Err(refuse(format!("a funding transaction with {} inputs (1..{MAX_FUNDING_INPUTS} allowed)", witness_tx.input.len())));
    }
    Ok(witness_tx)
}

/// The funding bundle must hide nothing (review T2 of docs/design/reviews/rgb-channel-t2b-1.md): a bundle
/// commits only to its input map, so an opener could anchor a second, concealed transition (or a
/// concealed assignment) in the funding transaction and reveal it to us later, at the funding
/// output with the funding txid as its witness, where `own_inputs` would count it and our
/// colourings would never match the peer's again. rgb-lib's own send reveals every transition of
/// the bundle and every seal of a witness send, so an honest funding passes.
fn check_fully_revealed(bundle: &TransitionBundle) -> Result<(), String> {
    let known: HashSet<OpId> = bundle.known_transitions.iter().map(|k| k.opid).collect();
    if let Some(opid) = bundle.input_map.values().find(|opid| !known.contains(*opid)) {
        return Err(format!("the funding bundle hides transition {opid}"));
    }
    for known in bundle.known_transitions.iter() {
        for (ty, typed) in known.transition.assignments.iter() {
            for index in 0..typed.len_u16() {
                if typed.revealed_seal_at(index).map_err(|e| e.to_string())?.is_none() {
                    return Err(format!("the funding transition {} conceals the seal of its assignment {ty}/{index}", known.opid));
                }
            }
        }
    }
    Ok(())
}

/// A non-witness input's signature would be part of the txid: the opener could then broadcast
/// the funding under another txid than the commitments spend (review O1). Each spent output is
/// looked up on the indexer; one it does not know counts as not segwit.
fn inputs_segwit(esplora_url: &str, tx: &Transaction) -> AddonResult<bool> {
    let esplora = esplora_client::Builder::new(esplora_url).max_retries(3).timeout(10).build_blocking();
    for input in &tx.input {
        let prev = input.previous_output;
        let spent = esplora.get_tx(&prev.txid).map_err(err(Code::Network, "funding input"))?;
        let segwit = spent
            .and_then(|t| t.output.get(prev.vout as usize).map(|o| o.script_pubkey.is_witness_program()))
            .unwrap_or(false);
        if !segwit {
            return Ok(false);
        }
    }
    Ok(true)
}

/// Takes a begun send's transition into the stock before the send is broadcast: the opener must
/// colour (and sign) the commitments spending the funding output before it hands the funding out.
/// `sendEnd` consumes the same fascia again, which changes nothing; an opening abandoned before
/// broadcast leaves a transition whose witness never appears, which the stock never settles.
pub fn consume_send(wallet: &Wallet, txid: Txid) -> AddonResult<()> {
    let fascia = send_fascia(&wallet.get_wallet_dir(), txid)?;
    wallet.consume_fascia(fascia, None)?;
    Ok(())
}
