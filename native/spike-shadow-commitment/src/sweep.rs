//! Steps 5 and 10: Alice sweeps to_local once the CSV delay allows it; the wallets reopen.

use std::path::Path;

use rgb_lib::bitcoin::absolute::LockTime;
use rgb_lib::bitcoin::psbt::Psbt;
use rgb_lib::bitcoin::transaction::Version;
use rgb_lib::bitcoin::{Amount, OutPoint, ScriptBuf, Sequence, Transaction, TxIn, TxOut, Txid};
use rgb_lib::utils::script_buf_from_recipient_id;
use rgb_lib::wallet::RgbWalletOpsOnline;
use rgb_lib::{Assignment, ContractId, FileContent};

use crate::commitment::Commitment;
use crate::regtest::Regtest;
use crate::scripts::{op_return, p2wsh_sig, to_local_delayed_witness};
use crate::wallets::{Peer, check_refresh, coloring};
use crate::{CSV_DELAY, Res, SWEEP_BLINDING, SWEEP_FEE, Spike, TO_ALICE, TO_LOCAL_SATS, now};

pub struct Sweep {
    pub txid: Txid,
    pub height: u32,
    pub rejected_at: Vec<u32>,
    pub rejection_messages: Vec<String>,
    pub accepted_at: u32,
    pub alice_settled: u64,
}

impl Spike {
    pub fn sweep(
        &mut self,
        asset_id: &str,
        cid: ContractId,
        commitment: &Commitment,
        commitment_height: u32,
    ) -> Res<Sweep> {
        let (env, alice) = (&self.env, &mut self.alice);
        // Like to_remote for Bob: sweeping into her own witness_receive script is what makes
        // Alice's wallet count the 700 as hers again.
        let receive = alice.wallet.witness_receive(
            Some(asset_id.to_string()),
            Assignment::Fungible(TO_ALICE),
            now() + 86_400,
            vec![],
            1,
        )?;
        let sweep_spk = script_buf_from_recipient_id(receive.recipient_id.clone())?
            .ok_or("alice's recipient id is not a witness one")?;
        let unsigned = Transaction {
            version: Version::TWO,
            lock_time: LockTime::ZERO,
            // BIP 68: the input may only be mined CSV_DELAY blocks after the one it spends.
            input: vec![TxIn {
                previous_output: OutPoint::new(commitment.txid, 1),
                sequence: Sequence::from_height(CSV_DELAY),
                ..Default::default()
            }],
            output: vec![
                TxOut { value: Amount::from_sat(TO_LOCAL_SATS - SWEEP_FEE), script_pubkey: sweep_spk },
                op_return(),
            ],
        };
        let mut psbt = Psbt::from_unsigned_tx(unsigned)?;
        psbt.inputs[0].witness_utxo = Some(TxOut {
            value: Amount::from_sat(TO_LOCAL_SATS),
            script_pubkey: ScriptBuf::new_p2wsh(&commitment.to_local.wscript_hash()),
        });
        let transfers = alice
            .wallet
            .color_psbt_and_consume(&mut psbt, coloring(cid, &[(0, TO_ALICE)], Some(SWEEP_BLINDING), None))?;
        let path = self.base.join("sweep.consignment");
        transfers.first().ok_or("no sweep consignment")?.save_file(&path)?;
        let mut signed = psbt.unsigned_tx.clone();
        let sig = p2wsh_sig(&signed, 0, &commitment.to_local, TO_LOCAL_SATS, &commitment.delayed_sk);
        signed.input[0].witness = to_local_delayed_witness(sig, &commitment.to_local);
        let txid = signed.compute_txid();
        let r = alice.wallet.provide_out_of_band_consignment(
            alice.online.clone(),
            path.to_string_lossy().to_string(),
            vec![],
        )?;
        env.log(format!(
            "sweep {txid}; alice.provide_out_of_band_consignment -> {}",
            check_refresh("alice's sweep", &r)?
        ));

        // Offer the sweep at every depth from 1 confirmation on: btcd must refuse it until the
        // commitment has CSV_DELAY confirmations, and for no other reason.
        let (mut rejected_at, mut rejection_messages) = (Vec::new(), Vec::new());
        let accepted_at = loop {
            let confirmations = env.tip()? + 1 - commitment_height;
            match env.try_broadcast(&signed)? {
                Ok(()) => {
                    env.log(format!("sweep ACCEPTED at {confirmations} confirmations"));
                    break confirmations;
                }
                Err(rejection) => {
                    env.log(format!("sweep REJECTED at {confirmations} confirmations: {}", rejection.message));
                    if !is_sequence_lock_rejection(&rejection.message) {
                        return Err(format!(
                            "sweep rejected for another reason than its CSV lock: {}",
                            rejection.message
                        )
                        .into());
                    }
                    rejected_at.push(confirmations);
                    rejection_messages.push(rejection.message);
                }
            }
            if confirmations > u32::from(CSV_DELAY) + 3 {
                return Err(
                    format!("sweep still rejected at {confirmations} confirmations (CSV delay {CSV_DELAY})").into()
                );
            }
            env.mine(1)?;
        };
        env.mine(1)?;
        let height = env.wait_confirmed(&txid)?;
        env.log(format!("sweep confirmed at height {height}"));
        let r = alice.wallet.refresh(alice.online.clone(), None, vec![], false)?;
        env.log(format!("alice.refresh -> {}", check_refresh("alice's refresh", &r)?));
        let alice_settled = alice.settled_balance(env, asset_id)?;
        Ok(Sweep { txid, height, rejected_at, rejection_messages, accepted_at, alice_settled })
    }
}

/// Reopens the wallets; returns what went wrong (nothing when all pass rgb-lib's consistency
/// check and still show the settled balances they had before, per asset).
pub fn reopen(env: &Regtest, base: &Path, peers: Vec<(Peer, Vec<(String, u64)>)>, esplora_url: &str) -> Vec<String> {
    let mut problems = Vec::new();
    for (peer, balances) in peers {
        let (name, keys) = (peer.name, peer.keys.clone());
        drop(peer); // release the wallet's database before opening it again
        let mut reopened = match Peer::open(base, name, keys, esplora_url) {
            Ok(p) => p,
            Err(e) => {
                problems.push(format!("{name}: {e}"));
                continue;
            }
        };
        for (asset_id, before) in balances {
            match reopened.settled_balance(env, &asset_id) {
                Ok(after) if after == before => env.log(format!("  {name} reopened: settled {after} of {asset_id}")),
                Ok(after) => {
                    problems.push(format!("{name}: settled {after} of {asset_id} after reopening, {before} before"))
                }
                Err(e) => problems.push(format!("{name}: {e}")),
            }
        }
    }
    problems
}

/// btcd: "transaction's sequence locks on inputs not met"; Bitcoin Core: "non-BIP68-final".
pub fn is_sequence_lock_rejection(message: &str) -> bool {
    message.contains("sequence locks on inputs not met") || message.contains("non-BIP68-final")
}
