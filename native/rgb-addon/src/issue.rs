use napi_derive::napi;
use rgb_lib::wallet::Wallet;

use crate::error::{AddonError, AddonResult, Code};
use crate::objects::AssetInfo;

/// One issuance: the whole supply as one allocation, on a UTXO rgb-lib picks.
#[napi(object)]
pub struct IssueArgs {
    /// NIA, CFA, UDA or IFA.
    pub schema: String,
    pub name: String,
    /// Required by NIA, UDA and IFA; CFA has none.
    pub ticker: Option<String>,
    pub details: Option<String>,
    pub precision: u32,
    /// Decimal u64 in asset units (precision not applied); UDA ignores it (one token).
    pub amount: String,
}

fn required(value: Option<String>, field: &str, schema: &str) -> AddonResult<String> {
    value.ok_or_else(|| AddonError::new(Code::InvalidRequest, format!("{schema} needs a {field}")))
}

pub fn issue(wallet: &Wallet, args: IssueArgs) -> AddonResult<AssetInfo> {
    let precision = u8::try_from(args.precision)
        .map_err(|_| AddonError::new(Code::InvalidRequest, format!("precision {} is out of range", args.precision)))?;
    let amount: u64 = args
        .amount
        .parse()
        .map_err(|_| AddonError::new(Code::InvalidRequest, format!("amount {:?} is not a u64", args.amount)))?;
    let schema = args.schema.to_ascii_uppercase();
    Ok(match schema.as_str() {
        "NIA" => wallet.issue_asset_nia(required(args.ticker, "ticker", "NIA")?, args.name, precision, vec![amount])?.into(),
        "CFA" => wallet.issue_asset_cfa(args.name, args.details, precision, vec![amount], None)?.into(),
        "UDA" => wallet
            .issue_asset_uda(required(args.ticker, "ticker", "UDA")?, args.name, args.details, precision, None, vec![])?
            .into(),
        // No inflation allowance and no reject list: the interface's IFA issuer takes neither.
        "IFA" => wallet
            .issue_asset_ifa(required(args.ticker, "ticker", "IFA")?, args.name, precision, vec![amount], vec![], None)?
            .into(),
        other => return Err(AddonError::new(Code::InvalidArgument, format!("unknown schema {other}"))),
    })
}
