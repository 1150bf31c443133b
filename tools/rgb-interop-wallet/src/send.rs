//! Sending: `send` pays an RGB invoice (rgb-lib posts the consignment to the invoice's proxies, or
//! leaves it on disk for an out-of-band invoice), `ack` records an out-of-band recipient's ACK.

use std::collections::HashMap;

use clap::Args;
use rgb_lib::Assignment;
use rgb_lib::wallet::{Invoice, Recipient, RecipientInfo, RecipientType, WitnessData};
use serde_json::{Value, json};

use crate::context::Context;
use crate::error::{CliError, CliResult};
use crate::receive::now_secs;

/// Sats that go with the asset to a witness recipient when --witness-sats is not given.
const DEFAULT_WITNESS_SATS: u64 = 1000;

#[derive(Args)]
pub struct SendArgs {
    #[arg(long)]
    invoice: String,
    /// The asset, when the invoice names none
    #[arg(long)]
    asset_id: Option<String>,
    /// The amount, when the invoice names none (or to override it)
    #[arg(long)]
    amount: Option<u64>,
    /// Sats for the recipient's output (witness invoices only; default 1000)
    #[arg(long)]
    witness_sats: Option<u64>,
    /// sat/vB
    #[arg(long, default_value_t = 2)]
    fee_rate: u64,
    /// Broadcast at once instead of waiting for the recipient's ACK
    #[arg(long)]
    donation: bool,
    #[arg(long, default_value_t = 1)]
    min_confirmations: u8,
    /// Seconds from now the transfer may wait, when the invoice has no expiry
    #[arg(long, default_value_t = 86_400)]
    expiry_secs: u64,
}

#[derive(Args)]
pub struct AckArgs {
    #[arg(long)]
    recipient_id: String,
}

pub fn send(ctx: &Context, args: SendArgs) -> CliResult<Value> {
    let invoice = Invoice::new(args.invoice)?.invoice_data();
    let asset_id = args
        .asset_id
        .or(invoice.asset_id)
        .ok_or_else(|| CliError::invalid("the invoice names no asset: pass --asset-id"))?;
    let assignment = match (args.amount, invoice.assignment) {
        (Some(amount), _) => Assignment::Fungible(amount),
        (None, a @ Assignment::Fungible(n)) if n > 0 => a,
        (None, Assignment::NonFungible) => Assignment::NonFungible,
        (None, _) => return Err(CliError::invalid("the invoice names no amount: pass --amount")),
    };
    let witness_data = match RecipientInfo::new(invoice.recipient_id.clone())?.recipient_type {
        RecipientType::Witness => {
            Some(WitnessData { amount_sat: args.witness_sats.unwrap_or(DEFAULT_WITNESS_SATS), blinding: None })
        }
        RecipientType::Blind if args.witness_sats.is_some() => {
            return Err(CliError::invalid("--witness-sats is for witness invoices; this one is blinded"));
        }
        RecipientType::Blind => None,
    };
    let recipient = Recipient {
        recipient_id: invoice.recipient_id,
        witness_data,
        assignment,
        transport_endpoints: invoice.transport_endpoints,
    };
    // The sender keeps the recipient's deadline, so neither broadcasts what the other has failed.
    let expiration = invoice.expiration_timestamp.unwrap_or_else(|| now_secs() + args.expiry_secs);
    let (mut wallet, online) = ctx.open_online()?;
    let result = wallet.send(
        online,
        HashMap::from([(asset_id.clone(), vec![recipient])]),
        args.donation,
        args.fee_rate,
        args.min_confirmations,
        expiration,
    )?;
    Ok(json!({ "txid": result.txid, "batch_transfer_idx": result.batch_transfer_idx, "asset_id": asset_id }))
}

pub fn ack(ctx: &Context, args: AckArgs) -> CliResult<Value> {
    let (mut wallet, online) = ctx.open_online()?;
    Ok(match wallet.provide_out_of_band_ack(online, args.recipient_id)? {
        Some(r) => json!({ "broadcast": true, "txid": r.txid, "batch_transfer_idx": r.batch_transfer_idx }),
        None => json!({ "broadcast": false }),
    })
}
