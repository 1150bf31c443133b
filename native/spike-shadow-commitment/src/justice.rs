//! Step 6: the revoked-state (justice) path, on a second channel so steps 2-5 stay untouched.
//!
//! A fresh 1,000 NIA is shadow-funded into a new 2-of-2. Both peers colour and co-sign state 1
//! (Alice 700 / Bob 300) and state 2 (Alice 200 / Bob 800). Moving to state 2, Alice revokes state
//! 1 by handing Bob its revocation secret (here: Bob is given the revocation private key of state
//! 1's to_local script, which is what the per-commitment secret yields in BOLT 3). She then cheats
//! and broadcasts state 1 anyway. Bob takes her to_local at once through the revocation branch,
//! colouring the 700 into his own witness_receive script, so together with to_remote's 300 he holds
//! the whole 1,000. Alice's CSV sweep of that output, offered once her delay has passed (so the lock
//! cannot be the reason), is rejected because the output is already spent.

use rgb_lib::bitcoin::absolute::LockTime;
use rgb_lib::bitcoin::psbt::Psbt;
use rgb_lib::bitcoin::secp256k1::SecretKey;
use rgb_lib::bitcoin::transaction::Version;
use rgb_lib::bitcoin::{Address, Amount, OutPoint, ScriptBuf, Sequence, Transaction, TxIn, TxOut, Txid};
use rgb_lib::utils::script_buf_from_recipient_id;
use rgb_lib::wallet::RgbWalletOpsOnline;
use rgb_lib::{Assignment, ContractId, FileContent};

use std::str::FromStr;

use crate::commitment::{Commitment, co_sign};
use crate::scripts::{op_return, p2wsh_sig, to_local_delayed_witness, to_local_revocation_witness};
use crate::wallets::{check_refresh, coloring};
use crate::{CSV_DELAY, JUSTICE, JUSTICE_BLINDING, Res, STATE_1, STATE_2, SWEEP_BLINDING, SWEEP_FEE, Spike, now};

pub struct Justice {
    pub asset_id: String,
    pub funding_txid: Txid,
    pub funding_height: u32,
    /// Both peers coloured state 2 into byte-identical PSBTs (it is a real, co-signable state).
    pub state2_identical: bool,
    pub state2_txid: Txid,
    /// The revoked state 1 Alice broadcast.
    pub revoked_txid: Txid,
    pub revoked_height: u32,
    /// Bob's to_remote 300, settled once the revoked commitment confirmed.
    pub bob_settled_to_remote: u64,
    pub txid: Txid,
    pub height: u32,
    /// Confirmations of the revoked commitment when btcd accepted the justice tx (1: no wait).
    pub accepted_at: u32,
    pub bob_settled: u64,
    pub alice_settled: u64,
    /// Confirmations of the revoked commitment when Alice offered her CSV sweep (>= CSV_DELAY).
    pub alice_sweep_offered_at: u32,
    /// btcd's rejection of Alice's sweep; `None` if it was accepted.
    pub alice_sweep_rejection: Option<String>,
    /// Who spent the revoked commitment's to_local, per the indexer.
    pub to_local_spent_by: Option<Txid>,
}

impl Spike {
    pub fn justice(&mut self) -> Res<Justice> {
        self.env.log("-- a fresh 1,000 NIA, shadow-funded into a second 2-of-2");
        let (asset_id, cid) = self.issue()?;
        let funding = self.shadow_funding(JUSTICE, &asset_id, cid, false)?;

        self.env.log("-- state 1 (alice 700 / bob 300), coloured by both and co-signed");
        let state1 = self.colour_commitment(JUSTICE, &STATE_1, &asset_id, cid, &funding)?;
        let revoked = co_sign(&state1, &funding);
        self.env.log("-- state 2 (alice 200 / bob 800), coloured by both and co-signed; never broadcast");
        // Coloured with color_psbt only: consuming it too would leave a second transition of the
        // funding allocation in each stock (and a pending transfer) that never confirms.
        let state2 = self.colour_commitment(JUSTICE, &STATE_2, &asset_id, cid, &funding)?;
        let state2_signed = co_sign(&state2, &funding);
        self.env.log(format!(
            "state 1 {} (PSBTs identical: {}), state 2 {} (PSBTs identical: {}, witness items {})",
            state1.txid,
            state1.psbts_identical,
            state2.txid,
            state2.psbts_identical,
            state2_signed.input[0].witness.len()
        ));
        // Revocation of state 1: Bob now knows the key behind its to_local's OP_IF branch.
        let bob_revocation_sk = state1.revocation_sk;

        self.env.log("-- alice broadcasts the REVOKED state 1 (both consume it, as for the main channel)");
        let settled = self.settle_commitment(JUSTICE, &STATE_1, &asset_id, cid, &funding, &state1)?;
        if settled.bob_settled != STATE_1.to_bob {
            return Err(format!("bob settled {} from to_remote, not {}", settled.bob_settled, STATE_1.to_bob).into());
        }
        if !self.env.esplora.get_tx_status(&revoked.compute_txid())?.confirmed {
            return Err("the confirmed commitment is not the state 1 co-signed before state 2".into());
        }

        self.env.log("-- bob spends to_local through the revocation branch, no CSV wait");
        let (txid, height, accepted_at) = self.punish(&asset_id, cid, &state1, bob_revocation_sk, settled.height)?;
        let bob_settled = self.bob.settled_balance(&self.env, &asset_id)?;

        self.env.log("-- alice's CSV sweep of the same to_local, once her delay has passed");
        let (alice_sweep_offered_at, alice_sweep_rejection) = self.late_sweep(cid, &state1, settled.height)?;
        let to_local_spent_by = self.env.esplora.get_output_status(&state1.txid, 1)?.and_then(|s| s.txid);
        self.env.log(format!("revoked commitment's to_local spent by {to_local_spent_by:?}"));
        let alice_settled = self.alice.settled_balance(&self.env, &asset_id)?;
        Ok(Justice {
            asset_id,
            funding_txid: funding.outpoint.txid,
            funding_height: funding.height,
            state2_identical: state2.psbts_identical,
            state2_txid: state2.txid,
            revoked_txid: state1.txid,
            revoked_height: settled.height,
            bob_settled_to_remote: settled.bob_settled,
            txid,
            height,
            accepted_at,
            bob_settled,
            alice_settled,
            alice_sweep_offered_at,
            alice_sweep_rejection,
            to_local_spent_by,
        })
    }

    /// Bob's justice tx: to_local's 700 into his own witness_receive script (so his wallet counts
    /// them), broadcast as soon as the revoked commitment confirms. Returns (txid, height,
    /// confirmations of the commitment at broadcast).
    fn punish(
        &mut self,
        asset_id: &str,
        cid: ContractId,
        revoked: &Commitment,
        revocation_sk: SecretKey,
        revoked_height: u32,
    ) -> Res<(Txid, u32, u32)> {
        let (env, bob) = (&self.env, &mut self.bob);
        let to_alice = STATE_1.to_alice;
        let to_local_sats = STATE_1.to_local_sats();
        let receive = bob.wallet.witness_receive(
            Some(asset_id.to_string()),
            Assignment::Fungible(to_alice),
            now() + 86_400,
            vec![],
            1,
        )?;
        let spk = script_buf_from_recipient_id(receive.recipient_id.clone())?
            .ok_or("bob's recipient id is not a witness one")?;
        // No relative lock: the revocation branch has no CSV.
        let mut psbt = spend_to_local(revoked, to_local_sats, spk, Sequence::ENABLE_RBF_NO_LOCKTIME)?;
        // Bob consumed the revoked commitment himself (step 4's flow), so his stock knows the 700 on
        // to_local and can move them without anything from Alice.
        let transfers = bob
            .wallet
            .color_psbt_and_consume(&mut psbt, coloring(cid, &[(0, to_alice)], Some(JUSTICE_BLINDING), None))?;
        let path = self.base.join(JUSTICE.file("justice.consignment"));
        transfers.first().ok_or("no justice consignment")?.save_file(&path)?;
        let mut signed = psbt.unsigned_tx.clone();
        let sig = p2wsh_sig(&signed, 0, &revoked.to_local, to_local_sats, &revocation_sk);
        signed.input[0].witness = to_local_revocation_witness(sig, &revoked.to_local);
        let txid = signed.compute_txid();
        let r = bob.wallet.provide_out_of_band_consignment(
            bob.online.clone(),
            path.to_string_lossy().to_string(),
            vec![],
        )?;
        env.log(format!(
            "justice {txid}; bob.provide_out_of_band_consignment -> {}",
            check_refresh("bob's justice", &r)?
        ));

        let accepted_at = env.tip()? + 1 - revoked_height;
        env.broadcast(&signed)?;
        env.log(format!("justice ACCEPTED at {accepted_at} confirmation(s) of the revoked commitment"));
        env.mine(1)?;
        let height = env.wait_confirmed(&txid)?;
        env.log(format!("justice confirmed at height {height}"));
        let r = bob.wallet.refresh(bob.online.clone(), None, vec![], false)?;
        env.log(format!("bob.refresh -> {}", check_refresh("bob's refresh", &r)?));
        Ok((txid, height, accepted_at))
    }

    /// Alice's own sweep of the revoked to_local through the CSV branch, offered only once the
    /// commitment has CSV_DELAY confirmations so that the lock cannot be why it fails. Coloured
    /// with color_psbt (not consumed: it is expected to fail and must leave her stock alone).
    /// Returns (confirmations when offered, rejection message if rejected).
    fn late_sweep(&mut self, cid: ContractId, revoked: &Commitment, revoked_height: u32) -> Res<(u32, Option<String>)> {
        let (env, alice) = (&self.env, &mut self.alice);
        let confirmations = env.tip()? + 1 - revoked_height;
        if confirmations < u32::from(CSV_DELAY) {
            env.mine(u32::from(CSV_DELAY) - confirmations)?;
        }
        let confirmations = env.tip()? + 1 - revoked_height;
        let to_local_sats = STATE_1.to_local_sats();
        let spk = Address::from_str(&alice.wallet.get_address()?)?.assume_checked().script_pubkey();
        let mut psbt = spend_to_local(revoked, to_local_sats, spk, Sequence::from_height(CSV_DELAY))?;
        alice.wallet.color_psbt(&mut psbt, coloring(cid, &[(0, STATE_1.to_alice)], Some(SWEEP_BLINDING), None))?;
        let mut signed = psbt.unsigned_tx.clone();
        let sig = p2wsh_sig(&signed, 0, &revoked.to_local, to_local_sats, &revoked.delayed_sk);
        signed.input[0].witness = to_local_delayed_witness(sig, &revoked.to_local);
        let rejection = match env.try_broadcast(&signed)? {
            Ok(()) => {
                env.log(format!("alice's sweep {} ACCEPTED at {confirmations} confirmations", signed.compute_txid()));
                None
            }
            Err(r) => {
                env.log(format!("alice's sweep REJECTED at {confirmations} confirmations: {}", r.message));
                Some(r.message)
            }
        };
        Ok((confirmations, rejection))
    }
}

/** A PSBT spending the revoked commitment's to_local (output 1) to `spk`, plus our OP_RETURN. */
fn spend_to_local(revoked: &Commitment, to_local_sats: u64, spk: ScriptBuf, sequence: Sequence) -> Res<Psbt> {
    let unsigned = Transaction {
        version: Version::TWO,
        lock_time: LockTime::ZERO,
        input: vec![TxIn { previous_output: OutPoint::new(revoked.txid, 1), sequence, ..Default::default() }],
        output: vec![TxOut { value: Amount::from_sat(to_local_sats - SWEEP_FEE), script_pubkey: spk }, op_return()],
    };
    let mut psbt = Psbt::from_unsigned_tx(unsigned)?;
    psbt.inputs[0].witness_utxo = Some(TxOut {
        value: Amount::from_sat(to_local_sats),
        script_pubkey: ScriptBuf::new_p2wsh(&revoked.to_local.wscript_hash()),
    });
    Ok(psbt)
}
