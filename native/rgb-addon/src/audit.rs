//! After a restore: does the RGB stock back rgb-lib's database? rgb-lib never compares them
//! beyond asset ids (`go_online`), so a stock behind the database would only surface when a send
//! fails to build its consignment. This generalises `check_stock_agrees` (src/carrier_tx.rs) from
//! one carrier to every UTXO with settled allocations. docs/design/rgb-lib-crash-recovery.md, C step 5.

use std::collections::{BTreeMap, BTreeSet};
use std::str::FromStr;

use rgb_lib::bitcoin::OutPoint;
use rgb_lib::wallet::{RgbWalletOpsOffline, Wallet};
use rgb_lib::{Assignment, ContractId};
use rgbstd::contract::AllocatedState;
use schemata::{OS_ASSET, OS_INFLATION};

use crate::error::{AddonError, AddonResult, Code, err};
use crate::objects::flatten_assets;
use crate::stock::StockGuard;

/// What one UTXO holds of one asset, in rgb-lib's terms (`Assignment::from_opout_and_state`).
#[derive(Default, Clone, Copy)]
struct Held {
    fungible: u64,
    non_fungible: u64,
    inflation: u64,
}

impl std::fmt::Display for Held {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(f, "{} units, {} tokens, {} inflation allowance", self.fungible, self.non_fungible, self.inflation)
    }
}

impl Held {
    fn covers(&self, other: &Held) -> bool {
        self.fungible >= other.fungible && self.non_fungible >= other.non_fungible && self.inflation >= other.inflation
    }
}

/// Every asset of the database is a contract of the stock, and every settled allocation of every
/// UTXO is held there by the stock at that outpoint (the stock may hold more: an incoming transfer
/// it accepted that the database has not settled yet).
pub fn audit_stock(wallet: &mut Wallet) -> AddonResult<()> {
    let assets: Vec<String> = flatten_assets(wallet.list_assets(vec![])?).into_iter().map(|a| a.asset_id).collect();
    let mut in_db: BTreeMap<(OutPoint, String), Held> = BTreeMap::new();
    for unspent in wallet.list_unspents(None, true, true)? {
        let outpoint = OutPoint::from_str(&unspent.utxo.outpoint.to_string()).map_err(err(Code::Internal, "outpoint"))?;
        for allocation in unspent.rgb_allocations {
            let Some(asset_id) = allocation.asset_id else { continue };
            let held = in_db.entry((outpoint, asset_id)).or_default();
            match allocation.assignment {
                Assignment::Fungible(v) => held.fungible += v,
                Assignment::NonFungible => held.non_fungible += 1,
                Assignment::InflationRight(v) => held.inflation += v,
                Assignment::Any => {}
            }
        }
    }

    let guard = StockGuard::open(&wallet.get_wallet_dir(), false)?;
    let contracts: BTreeSet<String> =
        guard.stock.contracts().map_err(err(Code::Internal, "stock contracts"))?.map(|c| c.id.to_string()).collect();
    let mut problems: Vec<String> = assets.iter().filter(|a| !contracts.contains(*a)).map(|a| format!("{a} is not in the stock")).collect();
    for ((outpoint, asset_id), db) in &in_db {
        if !contracts.contains(asset_id) {
            continue; // reported above
        }
        let contract_id = ContractId::from_str(asset_id).map_err(err(Code::Internal, "asset id"))?;
        let mut stock = Held::default();
        for (_, by_opout) in guard.stock.contract_assignments_for(contract_id, [*outpoint]).map_err(err(Code::Internal, "stock state"))? {
            for (opout, state) in by_opout {
                match state {
                    AllocatedState::Amount(v) if opout.ty == OS_ASSET => stock.fungible += v.as_u64(),
                    AllocatedState::Amount(v) if opout.ty == OS_INFLATION => stock.inflation += v.as_u64(),
                    AllocatedState::Data(_) => stock.non_fungible += 1,
                    _ => {}
                }
            }
        }
        if !stock.covers(db) {
            problems.push(format!("{outpoint}: rgb-lib's database holds {db} of {asset_id} settled, the stock {stock}"));
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(AddonError::new(Code::Internal, problems.join("; ")))
    }
}
