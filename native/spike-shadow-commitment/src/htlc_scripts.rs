//! BOLT 3 HTLC output scripts and the witnesses of the second-stage transactions that spend them
//! (HTLC-success, HTLC-timeout). Like scripts.rs: rgb-lib only colours these outputs, spending them
//! is done by hand.

use rgb_lib::bitcoin::blockdata::script::Builder;
use rgb_lib::bitcoin::hashes::{Hash, hash160, ripemd160, sha256};
use rgb_lib::bitcoin::opcodes::all::*;
use rgb_lib::bitcoin::secp256k1::PublicKey;
use rgb_lib::bitcoin::{ScriptBuf, Witness};

/// The keys of one HTLC output, named from the commitment holder's view (BOLT 3: "local" is the
/// holder, who needs the second-stage transaction; "remote" is the counterparty).
pub struct HtlcKeys {
    pub revocation: PublicKey,
    pub local_htlc: PublicKey,
    pub remote_htlc: PublicKey,
}

fn push_key(b: Builder, pk: &PublicKey) -> Builder {
    b.push_key(&rgb_lib::bitcoin::PublicKey::new(*pk))
}

/// `OP_DUP OP_HASH160 <RIPEMD160(SHA256(revocationpubkey))> OP_EQUAL OP_IF OP_CHECKSIG OP_ELSE
/// <remote_htlcpubkey> OP_SWAP OP_SIZE 32 OP_EQUAL`: the prefix both HTLC scripts share.
fn htlc_prefix(keys: &HtlcKeys) -> Builder {
    let revocation_hash = hash160::Hash::hash(&keys.revocation.serialize()).to_byte_array();
    let b = Builder::new()
        .push_opcode(OP_DUP)
        .push_opcode(OP_HASH160)
        .push_slice(revocation_hash)
        .push_opcode(OP_EQUAL)
        .push_opcode(OP_IF)
        .push_opcode(OP_CHECKSIG)
        .push_opcode(OP_ELSE);
    push_key(b, &keys.remote_htlc).push_opcode(OP_SWAP).push_opcode(OP_SIZE).push_int(32).push_opcode(OP_EQUAL)
}

fn payment_hash160(payment_hash: &sha256::Hash) -> [u8; 20] {
    ripemd160::Hash::hash(payment_hash.as_byte_array()).to_byte_array()
}

/// BOLT 3 received-HTLC output (on the commitment of the node the HTLC is offered to): the holder
/// claims it with the preimage through a 2-of-2 HTLC-success transaction, the offerer takes it
/// back directly after `cltv_expiry`, the revocation key at any time.
pub fn received_htlc_script(keys: &HtlcKeys, payment_hash: &sha256::Hash, cltv_expiry: u32) -> ScriptBuf {
    let b = htlc_prefix(keys)
        .push_opcode(OP_IF)
        .push_opcode(OP_HASH160)
        .push_slice(payment_hash160(payment_hash))
        .push_opcode(OP_EQUALVERIFY)
        .push_opcode(OP_PUSHNUM_2)
        .push_opcode(OP_SWAP);
    push_key(b, &keys.local_htlc)
        .push_opcode(OP_PUSHNUM_2)
        .push_opcode(OP_CHECKMULTISIG)
        .push_opcode(OP_ELSE)
        .push_opcode(OP_DROP)
        .push_int(i64::from(cltv_expiry))
        .push_opcode(OP_CLTV)
        .push_opcode(OP_DROP)
        .push_opcode(OP_CHECKSIG)
        .push_opcode(OP_ENDIF)
        .push_opcode(OP_ENDIF)
        .into_script()
}

/// BOLT 3 offered-HTLC output (on the offerer's commitment): the holder takes it back through a
/// 2-of-2 HTLC-timeout transaction (whose nLockTime is the expiry), the counterparty claims it
/// directly with the preimage, the revocation key at any time.
pub fn offered_htlc_script(keys: &HtlcKeys, payment_hash: &sha256::Hash) -> ScriptBuf {
    let b = htlc_prefix(keys).push_opcode(OP_NOTIF).push_opcode(OP_DROP).push_opcode(OP_PUSHNUM_2).push_opcode(OP_SWAP);
    push_key(b, &keys.local_htlc)
        .push_opcode(OP_PUSHNUM_2)
        .push_opcode(OP_CHECKMULTISIG)
        .push_opcode(OP_ELSE)
        .push_opcode(OP_HASH160)
        .push_slice(payment_hash160(payment_hash))
        .push_opcode(OP_EQUALVERIFY)
        .push_opcode(OP_CHECKSIG)
        .push_opcode(OP_ENDIF)
        .push_opcode(OP_ENDIF)
        .into_script()
}

/// HTLC-success input witness: `0 <remote_sig> <local_sig> <preimage>` (the leading empty item
/// feeds CHECKMULTISIG's extra pop; the signatures come in the script's key order).
pub fn htlc_success_witness(
    remote_sig: Vec<u8>,
    local_sig: Vec<u8>,
    preimage: [u8; 32],
    script: &ScriptBuf,
) -> Witness {
    Witness::from_slice(&[vec![], remote_sig, local_sig, preimage.to_vec(), script.to_bytes()])
}

/// HTLC-timeout input witness: `0 <remote_sig> <local_sig> <>` (the empty item is not 32 bytes
/// long, which selects the OP_NOTIF timeout branch).
pub fn htlc_timeout_witness(remote_sig: Vec<u8>, local_sig: Vec<u8>, script: &ScriptBuf) -> Witness {
    Witness::from_slice(&[vec![], remote_sig, local_sig, vec![], script.to_bytes()])
}
