//! RGB invoices: decoding (no wallet, no network) and the recipient kind of a recipient id.

use rgb_lib::Assignment;
use rgb_lib::wallet::{Invoice, RecipientInfo, RecipientType};

use crate::error::AddonResult;
use crate::objects::InvoiceInfo;
use crate::validate::schema_name;

/// `blinded` or `witness`: the two spellings the TS port uses.
pub fn recipient_kind(recipient_id: &str) -> AddonResult<&'static str> {
    Ok(match RecipientInfo::new(recipient_id.to_string())?.recipient_type {
        RecipientType::Blind => "blinded",
        RecipientType::Witness => "witness",
    })
}

/// Any string rgb-lib cannot parse as an RGB invoice is `InvalidRequest` (its `InvalidInvoice`).
pub fn decode(invoice: String) -> AddonResult<InvoiceInfo> {
    let data = Invoice::new(invoice.clone())?.invoice_data();
    let kind = recipient_kind(&data.recipient_id)?;
    let (assignment_kind, amount) = match data.assignment {
        Assignment::Fungible(v) => ("Fungible", Some(v)),
        Assignment::InflationRight(v) => ("InflationRight", Some(v)),
        Assignment::NonFungible => ("NonFungible", None),
        Assignment::Any => ("Any", None),
    };
    Ok(InvoiceInfo {
        invoice,
        recipient_id: data.recipient_id,
        kind: kind.into(),
        asset_id: data.asset_id,
        schema: data.asset_schema.map(|s| schema_name(s).into()),
        assignment_kind: assignment_kind.into(),
        // rgb-lib decodes "no amount" of a fungible schema as Fungible(0): both mean "any amount".
        amount: amount.filter(|v| *v > 0).map(|v| v.to_string()),
        network: data.network.to_string(),
        expiry_unix_secs: data.expiration_timestamp.and_then(|t| i64::try_from(t).ok()),
        transport_endpoints: data.transport_endpoints,
    })
}
