//! Two-step sends: `begin` colours and reserves, `end` signs with the wallet's own keys and
//! broadcasts (donation) or posts the consignment to the recipient's transport.

use std::collections::HashMap;
use std::str::FromStr;

use napi_derive::napi;
use rgb_lib::Assignment;
use rgb_lib::bitcoin::psbt::Psbt;
use rgb_lib::wallet::{Online, Recipient, Wallet, WitnessData};

use crate::error::{AddonError, AddonResult, Code, err};
use crate::objects::{SendBegun, SendEnded};
use crate::receive::{min_confirmations, parse_u64};

/// rgb-lib 0.3 takes a mandatory send deadline; absent in the args means none, which rgb-lib's
/// `expiration < now` checks read as "never" (it stores the value as i64).
const NO_EXPIRY: u64 = i64::MAX as u64;

#[napi(object)]
pub struct SendArgs {
    pub asset_id: String,
    pub recipient_id: String,
    /// Decimal u64 in asset units.
    pub amount: String,
    /// Decimal u64: BTC of the new output a witness recipient gets; absent for a blinded one.
    pub witness_amount_sats: Option<String>,
    /// Decimal u64: a fixed blinding for the witness recipient's seal, so the recipient can name
    /// the seal without a receive of its own (an asset channel's funding, src/shadow.rs); absent
    /// means rgb-lib draws one.
    pub witness_blinding: Option<String>,
    pub transport_endpoints: Vec<String>,
    /// sat/vB, at least 1.
    pub fee_rate_sat_per_vb: u32,
    pub min_confirmations: u32,
    /// Broadcast in `sendEnd` without waiting for the recipient's ack.
    pub donation: bool,
    /// Should be the invoice's expiry; absent means no deadline.
    pub expiry_unix_secs: Option<i64>,
}

pub fn begin(wallet: &mut Wallet, online: Online, args: SendArgs) -> AddonResult<SendBegun> {
    let amount = parse_u64(&args.amount, "amount")?;
    let witness_data = match &args.witness_amount_sats {
        Some(sats) => Some(WitnessData {
            amount_sat: parse_u64(sats, "witnessAmountSats")?,
            blinding: args.witness_blinding.as_deref().map(|b| parse_u64(b, "witnessBlinding")).transpose()?,
        }),
        None if args.witness_blinding.is_some() => {
            return Err(AddonError::new(Code::InvalidArgument, "witnessBlinding without witnessAmountSats"));
        }
        None => None,
    };
    let expiry = match args.expiry_unix_secs {
        None => NO_EXPIRY,
        Some(t) => u64::try_from(t)
            .map_err(|_| AddonError::new(Code::InvalidRequest, format!("expiry {t} is before 1970")))?,
    };
    let recipient = Recipient {
        recipient_id: args.recipient_id,
        witness_data,
        assignment: Assignment::Fungible(amount),
        transport_endpoints: args.transport_endpoints,
    };
    let recipients = HashMap::from([(args.asset_id, vec![recipient])]);
    let begun = wallet.send_begin(
        online,
        recipients,
        args.donation,
        u64::from(args.fee_rate_sat_per_vb),
        min_confirmations(args.min_confirmations)?,
        expiry,
        false,
    )?;
    let txid = Psbt::from_str(&begun.psbt)
        .map_err(err(Code::Internal, "rgb-lib's PSBT"))?
        .unsigned_tx
        .compute_txid()
        .to_string();
    let batch_transfer_idx = begun
        .batch_transfer_idx
        .ok_or_else(|| AddonError::new(Code::Internal, "send_begin recorded no batch transfer"))?;
    Ok(SendBegun { psbt: begun.psbt, txid, batch_transfer_idx })
}

pub fn end(wallet: &mut Wallet, online: Online, psbt: String) -> AddonResult<SendEnded> {
    let signed = wallet.sign_psbt(psbt, None)?;
    let ended = wallet.send_end(online, signed)?;
    Ok(SendEnded { txid: ended.txid, batch_transfer_idx: ended.batch_transfer_idx })
}
