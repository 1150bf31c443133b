//! The Lightning-side scripts rgb-lib knows nothing about: the 2-of-2 funding output, the
//! CSV-delayed to_local output, and the P2WSH signatures that spend them. rgb-lib only colours
//! these outputs; spending them is done by hand, as a Lightning node would.

use rgb_lib::bitcoin::blockdata::script::Builder;
use rgb_lib::bitcoin::ecdsa::Signature as EcdsaSig;
use rgb_lib::bitcoin::hashes::{Hash, sha256};
use rgb_lib::bitcoin::opcodes::all::*;
use rgb_lib::bitcoin::secp256k1::{Message, PublicKey, Secp256k1, SecretKey};
use rgb_lib::bitcoin::sighash::{EcdsaSighashType, SighashCache};
use rgb_lib::bitcoin::{Amount, ScriptBuf, Transaction, TxOut, Witness};

/// Channel keys derived from a label and the run id: reproducible within a run, yet distinct across
/// runs, so repeated runs against one long-lived regtest chain never reuse a script.
pub fn channel_key(label: &str, run: &str) -> (SecretKey, PublicKey) {
    let hash = sha256::Hash::hash(format!("spike-shadow-commitment/{run}/{label}").as_bytes());
    let sk = SecretKey::from_slice(&hash.to_byte_array()).expect("a sha256 digest is a valid key");
    (sk, PublicKey::from_secret_key(&Secp256k1::new(), &sk))
}

fn bitcoin_pk(pk: &PublicKey) -> rgb_lib::bitcoin::PublicKey {
    rgb_lib::bitcoin::PublicKey::new(*pk)
}

/// The BOLT 3 funding script, `2 <pk1> <pk2> 2 OP_CHECKMULTISIG`, keys sorted lexicographically so
/// both peers derive the same script without agreeing on an order.
pub struct FundingScript {
    pub script: ScriptBuf,
    /// Whether `a` sorts first: CHECKMULTISIG wants the signatures in the keys' order.
    a_first: bool,
}

impl FundingScript {
    pub fn new(a: &PublicKey, b: &PublicKey) -> Self {
        let a_first = a.serialize() < b.serialize();
        let (k1, k2) = if a_first { (a, b) } else { (b, a) };
        let script = Builder::new()
            .push_opcode(OP_PUSHNUM_2)
            .push_key(&bitcoin_pk(k1))
            .push_key(&bitcoin_pk(k2))
            .push_opcode(OP_PUSHNUM_2)
            .push_opcode(OP_CHECKMULTISIG)
            .into_script();
        FundingScript { script, a_first }
    }

    pub fn script_pubkey(&self) -> ScriptBuf {
        ScriptBuf::new_p2wsh(&self.script.wscript_hash())
    }

    /// Witness spending the 2-of-2: the leading empty item feeds CHECKMULTISIG's off-by-one pop.
    pub fn witness(&self, sig_a: Vec<u8>, sig_b: Vec<u8>) -> Witness {
        let (s1, s2) = if self.a_first { (sig_a, sig_b) } else { (sig_b, sig_a) };
        Witness::from_slice(&[vec![], s1, s2, self.script.to_bytes()])
    }
}

/// BOLT 3 to_local:
/// `OP_IF <revocation_pk> OP_ELSE <csv_delay> OP_CSV OP_DROP <delayed_pk> OP_ENDIF OP_CHECKSIG`.
/// The owner can only spend it `csv_delay` blocks after the commitment confirms, which is what
/// gives the peer time to punish a revoked commitment through the revocation branch.
pub fn to_local_script(revocation: &PublicKey, delayed: &PublicKey, csv_delay: u16) -> ScriptBuf {
    Builder::new()
        .push_opcode(OP_IF)
        .push_key(&bitcoin_pk(revocation))
        .push_opcode(OP_ELSE)
        .push_int(csv_delay as i64)
        .push_opcode(OP_CSV)
        .push_opcode(OP_DROP)
        .push_key(&bitcoin_pk(delayed))
        .push_opcode(OP_ENDIF)
        .push_opcode(OP_CHECKSIG)
        .into_script()
}

/// Witness taking to_local's delayed (OP_ELSE) branch: the empty item selects it.
pub fn to_local_delayed_witness(sig: Vec<u8>, script: &ScriptBuf) -> Witness {
    Witness::from_slice(&[sig, vec![], script.to_bytes()])
}

/// Witness taking to_local's revocation (OP_IF) branch: the 0x01 item selects it. No CSV applies,
/// so whoever holds the revocation key can spend at once, before the owner's delay runs out.
pub fn to_local_revocation_witness(sig: Vec<u8>, script: &ScriptBuf) -> Witness {
    Witness::from_slice(&[sig, vec![1], script.to_bytes()])
}

/// SIGHASH_ALL ECDSA signature (DER + sighash byte) for P2WSH input `input` of `tx`.
pub fn p2wsh_sig(tx: &Transaction, input: usize, script: &ScriptBuf, value_sats: u64, sk: &SecretKey) -> Vec<u8> {
    let sighash = SighashCache::new(tx)
        .p2wsh_signature_hash(input, script, Amount::from_sat(value_sats), EcdsaSighashType::All)
        .expect("the input exists");
    let msg = Message::from_digest(sighash.to_byte_array());
    let signature = Secp256k1::new().sign_ecdsa(&msg, sk);
    EcdsaSig { signature, sighash_type: EcdsaSighashType::All }.to_vec()
}

/// An empty OP_RETURN output: rgb-lib's `color_psbt` puts the tapret/opret commitment here.
pub fn op_return() -> TxOut {
    TxOut { value: Amount::ZERO, script_pubkey: ScriptBuf::new_op_return([]) }
}
