//! Steps 1 and 2: Alice issues the asset and moves it into the channel's 2-of-2 ("shadow funding").

use std::str::FromStr;

use rgb_lib::bdk_wallet::SignOptions;
use rgb_lib::bitcoin::absolute::LockTime;
use rgb_lib::bitcoin::psbt::Psbt;
use rgb_lib::bitcoin::secp256k1::SecretKey;
use rgb_lib::bitcoin::transaction::Version;
use rgb_lib::bitcoin::{Address, Amount, OutPoint, Sequence, Transaction, TxIn, TxOut, Txid};
use rgb_lib::wallet::RgbWalletOpsOffline;
use rgb_lib::{Assignment, ContractId, FileContent};

use crate::scripts::{FundingScript, op_return};
use crate::wallets::coloring;
use crate::{Channel, FUNDING_BLINDING, FUNDING_FEE, FUNDING_SATS, ISSUED, Res, Spike};

pub struct Funding {
    pub outpoint: OutPoint,
    pub height: u32,
    pub script: FundingScript,
    pub alice_sk: SecretKey,
    pub bob_sk: SecretKey,
}

impl Spike {
    pub fn issue(&mut self) -> Res<(String, ContractId)> {
        let (env, alice) = (&self.env, &mut self.alice);
        let address = alice.wallet.get_address()?;
        let txid = env.fund(&address, 1_000_000)?;
        env.wait_confirmed(&txid)?;
        env.log(format!("funded alice {address} in {txid}"));
        // Two 5,000 sat UTXOs to hold allocations; the vanilla change pays the funding tx's fee.
        let n = alice.wallet.create_utxos(alice.online.clone(), false, Some(2), Some(5_000), 2, false)?;
        env.log(format!("alice.create_utxos -> {n} UTXOs"));
        env.mine(1)?;
        // Kept from the original spike runs, which all passed with it; not investigated whether
        // issuing right after the indexer shows the block would be just as reliable.
        std::thread::sleep(std::time::Duration::from_secs(1));
        let asset = alice.wallet.issue_asset_nia("SPK".into(), "Spike asset".into(), 0, vec![ISSUED])?;
        env.log(format!("alice.issue_asset_nia -> {}", asset.asset_id));
        let settled = alice.settled_balance(env, &asset.asset_id)?;
        if settled != ISSUED {
            return Err(format!("alice's settled balance after issuance is {settled}, not {ISSUED}").into());
        }
        let cid = ContractId::from_str(&asset.asset_id)?;
        Ok((asset.asset_id, cid))
    }

    pub fn shadow_funding(
        &mut self,
        ch: Channel,
        asset_id: &str,
        cid: ContractId,
        raw_broadcast: bool,
    ) -> Res<Funding> {
        let (env, alice, bob) = (&self.env, &mut self.alice, &mut self.bob);
        let (alice_sk, alice_pk) = ch.key("alice_funding", &self.run_id);
        let (bob_sk, bob_pk) = ch.key("bob_funding", &self.run_id);
        let script = FundingScript::new(&alice_pk, &bob_pk);

        // Inputs: the UTXO holding the 1,000 plus Alice's biggest vanilla UTXO for the sats.
        let unspents = alice.wallet.list_unspents(Some(alice.online.clone()), false, false)?;
        let asset_utxo = unspents
            .iter()
            .find(|u| u.rgb_allocations.iter().any(|a| a.asset_id.as_deref() == Some(asset_id)))
            .ok_or("alice has no UTXO with the asset")?;
        let asset_op = OutPoint::new(Txid::from_str(&asset_utxo.utxo.outpoint.txid)?, asset_utxo.utxo.outpoint.vout);
        let vanilla = alice.wallet.list_unspents_vanilla(alice.online.clone(), 1, false)?;
        let vanilla = vanilla.iter().max_by_key(|o| o.txout.value).ok_or("alice has no vanilla UTXO")?;
        let asset_prev = env.prev_txout(&asset_op)?;
        let change_spk = Address::from_str(&alice.wallet.get_address()?)?.assume_checked().script_pubkey();
        let change = (asset_prev.value + vanilla.txout.value)
            .to_sat()
            .checked_sub(FUNDING_SATS + FUNDING_FEE)
            .ok_or("alice's inputs do not cover the funding output")?;
        env.log(format!("inputs: asset UTXO {asset_op}, vanilla {} ({})", vanilla.outpoint, vanilla.txout.value));

        let tx = Transaction {
            version: Version::TWO,
            lock_time: LockTime::ZERO,
            input: [asset_op, vanilla.outpoint]
                .iter()
                .map(|op| TxIn {
                    previous_output: *op,
                    sequence: Sequence::ENABLE_RBF_NO_LOCKTIME,
                    ..Default::default()
                })
                .collect(),
            output: vec![
                TxOut { value: Amount::from_sat(FUNDING_SATS), script_pubkey: script.script_pubkey() },
                TxOut { value: Amount::from_sat(change), script_pubkey: change_spk },
                op_return(),
            ],
        };
        let mut psbt = Psbt::from_unsigned_tx(tx)?;
        psbt.inputs[0].witness_utxo = Some(asset_prev);
        psbt.inputs[1].witness_utxo = Some(vanilla.txout.clone());
        // All 1,000 to the 2-of-2 (vout 0). _and_consume also records the transition in Alice's
        // stock and returns the consignment Bob needs.
        let transfers = alice
            .wallet
            .color_psbt_and_consume(&mut psbt, coloring(cid, &[(0, ISSUED)], Some(FUNDING_BLINDING), None))?;
        let consignment_path = self.base.join(ch.file("funding.consignment"));
        transfers.first().ok_or("color_psbt_and_consume returned no consignment")?.save_file(&consignment_path)?;
        let sign = SignOptions { trust_witness_utxo: true, ..Default::default() };
        let signed = alice.wallet.sign_psbt(psbt.to_string(), Some(sign))?;
        let signed_tx = Psbt::from_str(&signed)?.extract_tx()?;
        let txid = signed_tx.compute_txid();
        if raw_broadcast {
            env.broadcast(&signed_tx)?;
            env.log(format!("funding {txid} broadcast straight to Esplora (SPIKE_RAW_BROADCAST)"));
        } else {
            // Through rgb-lib, so its database marks the asset UTXO spent (see the module docs).
            let sent = alice.wallet.send_btc_end(alice.online.clone(), signed)?;
            env.log(format!("alice.send_btc_end(funding) -> {sent}"));
        }
        env.mine(1)?;
        let height = env.wait_confirmed(&txid)?;
        env.log(format!("funding {txid} confirmed at height {height}"));

        let (consignment, assignments, _) = bob.wallet.accept_transfer_consignment(
            bob.online.clone(),
            consignment_path,
            txid.to_string(),
            0,
            FUNDING_BLINDING,
        )?;
        env.log(format!("bob.accept_transfer_consignment(vout 0) -> {assignments:?}"));
        if assignments != vec![Assignment::Fungible(ISSUED)] {
            return Err(format!("bob accepted {assignments:?}, expected [Fungible({ISSUED})]").into());
        }
        // Registers the contract in Bob's database: without it his witness_receive for this asset
        // (step 3) fails with an unknown asset.
        bob.wallet.save_new_asset(bob.online.clone(), consignment, txid.to_string())?;
        // Alice's funding transfer waits for its witness to confirm; this moves it on.
        let updated = alice.wallet.update_witnesses(alice.online.clone(), 0, vec![])?;
        if !updated.failed.is_empty() {
            return Err(format!("alice.update_witnesses failed: {:?}", updated.failed).into());
        }
        // The 1,000 now sit on the 2-of-2, which neither wallet owns: both show 0 settled.
        alice.settled_balance(env, asset_id)?;
        bob.settled_balance(env, asset_id)?;
        Ok(Funding { outpoint: OutPoint::new(txid, 0), height, script, alice_sk, bob_sk })
    }
}
