//! What the addon remembers between colourings of an asset channel's shadow transactions, so a
//! colouring does not load the RGB stock (docs/design/rgb-channel-protocol.md §6, T2c):
//! - each contract's transition builder (its schema and types never change);
//! - the funding's own state at an outpoint, once the stock has it (the funding bundle is fully
//!   revealed, `check_fully_revealed`, so nothing can be added to it later);
//! - the assignments of every transaction coloured lately, so a second stage spending a
//!   commitment's HTLC output is coloured over the state that commitment's transition assigned,
//!   without consuming the commitment into the stock. A stock that took every HTLC state grew
//!   with each payment, and so did every colouring's time (review rgb-channel-t2b-1 T8).
//!
//! Memory only: after a restart the TS side colours a commitment before its second stages (it
//! always does both in one pass), which fills it again.

use std::collections::{HashMap, VecDeque};
use std::path::Path;

use rgb_lib::ContractId;
use rgb_lib::bitcoin::{OutPoint, Txid};
use rgbstd::contract::TransitionBuilder;
use rgbstd::{Opout, RevealedValue};

use crate::error::{AddonError, AddonResult, Code, err};
use crate::stock::StockGuard;

/// Coloured transactions remembered, the oldest forgotten first (a hit does not refresh an
/// entry): a round colours a commitment and then its second stages, with at most a few other
/// channels' colourings in between; far more than that is plenty. A commitment forgotten before
/// its second stages fails that colouring (`NotFound`), and the round is retried.
const REMEMBERED_COLOURINGS: usize = 4096;

/// State assigned at one output: the assignment (its opout) and its amount.
pub type SpentState = (Opout, RevealedValue);

struct Remembered {
    contract_id: ContractId,
    /// vout -> what the transaction's transition assigned there.
    outputs: HashMap<u32, SpentState>,
}

#[derive(Default)]
pub struct ShadowMemory {
    builders: HashMap<ContractId, TransitionBuilder>,
    funding_state: HashMap<(ContractId, OutPoint), Vec<SpentState>>,
    coloured: HashMap<Txid, Remembered>,
    order: VecDeque<Txid>,
}

impl ShadowMemory {
    /// A fresh transition builder of `contract_id`'s "transfer", from the stock the first time.
    pub fn builder(&mut self, wallet_dir: &Path, contract_id: ContractId) -> AddonResult<TransitionBuilder> {
        if let Some(builder) = self.builders.get(&contract_id) {
            return Ok(builder.clone());
        }
        let guard = StockGuard::open(wallet_dir, false)?;
        let builder = guard.stock.transition_builder(contract_id, "transfer").map_err(err(Code::NotFound, "transition builder"))?;
        self.builders.insert(contract_id, builder.clone());
        Ok(builder)
    }

    /// The state of `contract_id` each input spends: from a remembered colouring when the input
    /// spends one, else what `from_stock` finds (the funding's own state), cached once found.
    /// `stock_only` answers from the stock alone: a transaction consumed into the stock must
    /// spend state the stock holds, or every later consignment from its outputs would walk back
    /// to a transition the stock never saw (review t2c T2C-1).
    pub fn spent_state(
        &mut self,
        wallet_dir: &Path,
        contract_id: ContractId,
        inputs: &[OutPoint],
        stock_only: bool,
        from_stock: impl Fn(&rgbstd::persistence::Stock, &[OutPoint]) -> AddonResult<HashMap<OutPoint, Vec<SpentState>>>,
    ) -> AddonResult<Vec<SpentState>> {
        let mut spent = Vec::new();
        let mut unknown = Vec::new();
        for outpoint in inputs {
            if stock_only {
                unknown.push(*outpoint);
            } else if let Some(remembered) = self.coloured.get(&outpoint.txid) {
                if remembered.contract_id != contract_id {
                    return Err(AddonError::new(Code::InvalidArgument, format!("{outpoint} was coloured with contract {}", remembered.contract_id)));
                }
                spent.extend(remembered.outputs.get(&outpoint.vout).copied());
            } else if let Some(state) = self.funding_state.get(&(contract_id, *outpoint)) {
                spent.extend(state.iter().copied());
            } else {
                unknown.push(*outpoint);
            }
        }
        if !unknown.is_empty() {
            let guard = StockGuard::open(wallet_dir, false)?;
            let found = from_stock(&guard.stock, &unknown)?;
            for outpoint in unknown {
                let state = found.get(&outpoint).cloned().unwrap_or_default();
                // Nothing found is not cached: the opener colours only after its send is in the stock,
                // but a caller's early try must not make the answer stick.
                if !state.is_empty() {
                    spent.extend(state.iter().copied());
                    self.funding_state.insert((contract_id, outpoint), state);
                }
            }
        }
        Ok(spent)
    }

    pub fn remember(&mut self, txid: Txid, contract_id: ContractId, outputs: HashMap<u32, SpentState>) {
        if self.coloured.insert(txid, Remembered { contract_id, outputs }).is_none() {
            self.order.push_back(txid);
        }
        while self.order.len() > REMEMBERED_COLOURINGS {
            if let Some(oldest) = self.order.pop_front() {
                self.coloured.remove(&oldest);
            }
        }
    }
}
