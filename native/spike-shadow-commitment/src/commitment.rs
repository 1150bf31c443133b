//! Steps 3 and 4: both peers colour the same commitment tx, co-sign it, and Bob's 300 settle.

use std::fs;

use rgb_lib::bitcoin::absolute::LockTime;
use rgb_lib::bitcoin::psbt::Psbt;
use rgb_lib::bitcoin::secp256k1::SecretKey;
use rgb_lib::bitcoin::transaction::Version;
use rgb_lib::bitcoin::{Amount, ScriptBuf, Sequence, Transaction, TxIn, TxOut, Txid};
use rgb_lib::utils::script_buf_from_recipient_id;
use rgb_lib::wallet::RgbWalletOpsOnline;
use rgb_lib::{Assignment, ContractId, FileContent};

use crate::funding::Funding;
use crate::scripts::{op_return, p2wsh_sig, to_local_script};
use crate::wallets::{check_refresh, coloring, sorted_debug};
use crate::{COMMIT_BLINDING, COMMIT_NONCE, CSV_DELAY, Channel, FUNDING_SATS, Res, Spike, State, now};

pub struct Commitment {
    /// The unsigned commitment tx as coloured (with its OP_RETURN commitment filled in).
    pub unsigned: Transaction,
    pub txid: Txid,
    pub to_local: ScriptBuf,
    pub delayed_sk: SecretKey,
    /// What Alice hands Bob when she revokes this state (step 6); never used in steps 3-5.
    pub revocation_sk: SecretKey,
    pub psbts_identical: bool,
    pub random_txids_differ: bool,
}

pub struct Settled {
    pub height: u32,
    pub consignments_identical: bool,
    pub bob_settled: u64,
}

impl Spike {
    pub fn commitment_psbt(&self, unsigned: &Transaction, funding: &Funding) -> Res<Psbt> {
        let mut psbt = Psbt::from_unsigned_tx(unsigned.clone())?;
        psbt.inputs[0].witness_utxo =
            Some(TxOut { value: Amount::from_sat(FUNDING_SATS), script_pubkey: funding.script.script_pubkey() });
        Ok(psbt)
    }

    pub fn colour_commitment(
        &mut self,
        ch: Channel,
        state: &State,
        asset_id: &str,
        cid: ContractId,
        funding: &Funding,
    ) -> Res<Commitment> {
        // to_remote pays Bob's own witness_receive script, so his wallet recognises the 300 as an
        // incoming transfer; rgb-lib has no way to watch an arbitrary script.
        let receive = self.bob.wallet.witness_receive(
            Some(asset_id.to_string()),
            Assignment::Fungible(state.to_bob),
            now() + 86_400,
            vec![],
            1,
        )?;
        let to_remote_spk = script_buf_from_recipient_id(receive.recipient_id.clone())?
            .ok_or("bob's recipient id is not a witness one")?;
        // In a real channel the revocation key combines Bob's revocation basepoint with Alice's
        // per-commitment point (new for every state); a key per state exercises the script here.
        let n = state.number;
        let (revocation_sk, revocation_pk) = ch.key(&format!("alice_revocation_{n}"), &self.run_id);
        let (delayed_sk, delayed_pk) = ch.key(&format!("alice_delayed_{n}"), &self.run_id);
        let to_local = to_local_script(&revocation_pk, &delayed_pk, CSV_DELAY);
        // BOLT 3 style obscured commitment number: 48 bits, low 24 in locktime, high 24 in sequence.
        let obscured = 0x1234_56ab_cdef ^ n;
        let unsigned = Transaction {
            version: Version::TWO,
            lock_time: LockTime::from_consensus(0x2000_0000 | (obscured & 0xff_ffff) as u32),
            input: vec![TxIn {
                previous_output: funding.outpoint,
                sequence: Sequence(0x8000_0000 | (obscured >> 24) as u32),
                ..Default::default()
            }],
            output: vec![
                TxOut { value: Amount::from_sat(state.to_remote_sats), script_pubkey: to_remote_spk },
                TxOut {
                    value: Amount::from_sat(state.to_local_sats()),
                    script_pubkey: ScriptBuf::new_p2wsh(&to_local.wscript_hash()),
                },
                op_return(),
            ],
        };
        let outputs = [(0u32, state.to_bob), (1u32, state.to_alice)];

        // Without static blinding each side draws its own blinding: different RGB commitments,
        // hence different OP_RETURNs and txids, so the peers could not co-sign one tx.
        let (mut pa, mut pb) = (self.commitment_psbt(&unsigned, funding)?, self.commitment_psbt(&unsigned, funding)?);
        self.alice.wallet.color_psbt(&mut pa, coloring(cid, &outputs, None, None))?;
        self.bob.wallet.color_psbt(&mut pb, coloring(cid, &outputs, None, None))?;
        let (ta, tb) = (pa.unsigned_tx.compute_txid(), pb.unsigned_tx.compute_txid());
        let random_txids_differ = ta != tb;
        self.env.log(format!("random blinding: alice txid {ta}, bob txid {tb}, differ: {random_txids_differ}"));

        // With the agreed blinding and nonce, colouring is a pure function of the tx and the stock.
        let (mut pa, mut pb) = (self.commitment_psbt(&unsigned, funding)?, self.commitment_psbt(&unsigned, funding)?);
        let info = || coloring(cid, &outputs, Some(COMMIT_BLINDING), Some(COMMIT_NONCE));
        let (fascia_a, beneficiaries_a) = self.alice.wallet.color_psbt(&mut pa, info())?;
        let (fascia_b, beneficiaries_b) = self.bob.wallet.color_psbt(&mut pb, info())?;
        let psbts_identical = pa.serialize() == pb.serialize();
        let txid = pa.unsigned_tx.compute_txid();
        self.env.log(format!(
            "static blinding: alice txid {txid}, bob txid {}; PSBTs byte-identical: {psbts_identical} ({} bytes); \
             fascia identical: {}; beneficiaries identical: {}",
            pb.unsigned_tx.compute_txid(),
            pa.serialize().len(),
            format!("{fascia_a:?}") == format!("{fascia_b:?}"),
            sorted_debug(&beneficiaries_a) == sorted_debug(&beneficiaries_b)
        ));
        fs::write(self.base.join(ch.file(&format!("commitment{n}_alice.psbt"))), pa.serialize())?;
        fs::write(self.base.join(ch.file(&format!("commitment{n}_bob.psbt"))), pb.serialize())?;
        if pa.unsigned_tx != pb.unsigned_tx {
            return Err("the peers coloured different commitment txs even with static blinding".into());
        }
        Ok(Commitment {
            unsigned: pa.unsigned_tx,
            txid,
            to_local,
            delayed_sk,
            revocation_sk,
            psbts_identical,
            random_txids_differ,
        })
    }

    pub fn settle_commitment(
        &mut self,
        ch: Channel,
        state: &State,
        asset_id: &str,
        cid: ContractId,
        funding: &Funding,
        commitment: &Commitment,
    ) -> Res<Settled> {
        let outputs = [(0u32, state.to_bob), (1u32, state.to_alice)];
        let info = || coloring(cid, &outputs, Some(COMMIT_BLINDING), Some(COMMIT_NONCE));
        // Each side consumes the transition into its own stock and writes its own consignment:
        // Bob never needs Alice's, and with static blinding the two are the same bytes.
        let mut pa = self.commitment_psbt(&commitment.unsigned, funding)?;
        let mut pb = self.commitment_psbt(&commitment.unsigned, funding)?;
        let cons_a = self.alice.wallet.color_psbt_and_consume(&mut pa, info())?;
        let cons_b = self.bob.wallet.color_psbt_and_consume(&mut pb, info())?;
        for (who, p) in [("alice", &pa), ("bob", &pb)] {
            if p.unsigned_tx.compute_txid() != commitment.txid {
                return Err(format!(
                    "{who}'s consumed commitment is {}, not {}",
                    p.unsigned_tx.compute_txid(),
                    commitment.txid
                )
                .into());
            }
        }
        let n = state.number;
        let path_a = self.base.join(ch.file(&format!("commitment{n}_alice.consignment")));
        let path_b = self.base.join(ch.file(&format!("commitment{n}_bob.consignment")));
        cons_a.first().ok_or("alice got no consignment")?.save_file(&path_a)?;
        cons_b.first().ok_or("bob got no consignment")?.save_file(&path_b)?;
        let (bytes_a, bytes_b) = (fs::read(&path_a)?, fs::read(&path_b)?);
        let consignments_identical = bytes_a == bytes_b;
        self.env.log(format!(
            "consignments {} / {} bytes, identical: {consignments_identical}",
            bytes_a.len(),
            bytes_b.len()
        ));
        // Bob ties the consignment he built himself to his pending witness receive.
        let r = self.bob.wallet.provide_out_of_band_consignment(
            self.bob.online.clone(),
            path_b.to_string_lossy().to_string(),
            vec![],
        )?;
        self.env.log(format!("bob.provide_out_of_band_consignment -> {}", check_refresh("bob's consignment", &r)?));

        self.env.broadcast(&co_sign(commitment, funding))?;
        self.env.mine(1)?;
        let height = self.env.wait_confirmed(&commitment.txid)?;
        self.env.log(format!("commitment {} confirmed at height {height}", commitment.txid));
        let r = self.bob.wallet.refresh(self.bob.online.clone(), None, vec![], false)?;
        self.env.log(format!("bob.refresh -> {}", check_refresh("bob's refresh", &r)?));
        let bob_settled = self.bob.settled_balance(&self.env, asset_id)?;
        Ok(Settled { height, consignments_identical, bob_settled })
    }
}

/// The commitment with both peers' signatures on the 2-of-2: what either could broadcast.
pub fn co_sign(commitment: &Commitment, funding: &Funding) -> Transaction {
    co_sign_tx(&commitment.unsigned, funding)
}

/// Any transaction spending the 2-of-2 (input 0), signed by both peers.
pub fn co_sign_tx(unsigned: &Transaction, funding: &Funding) -> Transaction {
    let mut signed = unsigned.clone();
    let sig_a = p2wsh_sig(&signed, 0, &funding.script.script, FUNDING_SATS, &funding.alice_sk);
    let sig_b = p2wsh_sig(&signed, 0, &funding.script.script, FUNDING_SATS, &funding.bob_sk);
    signed.input[0].witness = funding.script.witness(sig_a, sig_b);
    signed
}
