//! Blinded and witness receives.

use napi_derive::napi;
use rgb_lib::Assignment;
use rgb_lib::utils::script_buf_from_recipient_id;
use rgb_lib::wallet::{RgbWalletOpsOffline, Wallet};

use crate::error::{AddonError, AddonResult, Code};
use crate::objects::ReceiveResult;

#[napi(object)]
pub struct ReceiveArgs {
    /// `blinded` (rgb-lib blinds one of the wallet's UTXOs) or `witness` (a new address of the wallet).
    pub kind: String,
    /// Absent accepts any asset.
    pub asset_id: Option<String>,
    /// Decimal u64 in asset units; "0" asks for no particular amount.
    pub amount: String,
    pub expiry_unix_secs: i64,
    /// RGB proxy endpoints (`rpc://…`, `rpcs://…`), at most 3; empty means out of band.
    pub transport_endpoints: Vec<String>,
    pub min_confirmations: u32,
}

pub fn parse_u64(value: &str, field: &str) -> AddonResult<u64> {
    value
        .parse()
        .map_err(|_| AddonError::new(Code::InvalidRequest, format!("{field} {value:?} is not a u64")))
}

pub fn min_confirmations(value: u32) -> AddonResult<u8> {
    u8::try_from(value)
        .map_err(|_| AddonError::new(Code::InvalidRequest, format!("minConfirmations {value} is above 255")))
}

pub fn receive(wallet: &mut Wallet, args: ReceiveArgs) -> AddonResult<ReceiveResult> {
    let amount = parse_u64(&args.amount, "amount")?;
    // Any lets rgb-lib pick the schema's "no amount" form (Fungible(0) for NIA/CFA).
    let assignment = if amount == 0 { Assignment::Any } else { Assignment::Fungible(amount) };
    let expiry = u64::try_from(args.expiry_unix_secs).map_err(|_| {
        AddonError::new(Code::InvalidRequest, format!("expiry {} is before 1970", args.expiry_unix_secs))
    })?;
    let min_confirmations = min_confirmations(args.min_confirmations)?;
    let blinded = match args.kind.as_str() {
        "blinded" => true,
        "witness" => false,
        other => return Err(AddonError::new(Code::InvalidArgument, format!("unknown receive kind {other:?}"))),
    };
    let asset_id = args.asset_id;
    let data = if blinded {
        wallet.blind_receive(asset_id.clone(), assignment, expiry, args.transport_endpoints, min_confirmations)?
    } else {
        wallet.witness_receive(asset_id.clone(), assignment, expiry, args.transport_endpoints, min_confirmations)?
    };
    // ReceiveData does not say which UTXO was blinded; the new transfer row does.
    let blinding_utxo = if blinded {
        wallet
            .list_transfers(asset_id)?
            .into_iter()
            .find(|t| t.batch_transfer_idx == data.batch_transfer_idx)
            .and_then(|t| t.receive_utxo)
            .map(|o| o.to_string())
    } else {
        None
    };
    let script_pubkey = if blinded {
        None
    } else {
        script_buf_from_recipient_id(data.recipient_id.clone())?.map(|s| s.to_hex_string())
    };
    Ok(ReceiveResult {
        script_pubkey,
        invoice: data.invoice,
        recipient_id: data.recipient_id,
        expiry_unix_secs: i64::try_from(data.expiration_timestamp).unwrap_or(i64::MAX),
        batch_transfer_idx: data.batch_transfer_idx,
        blinding_utxo,
    })
}
