//! N-API surface. Every export is synchronous: callers run them on a worker thread that already
//! serialises all rgb-lib work, so an AsyncTask would only add a second queue.

mod error;
mod import;
mod stock;
mod validate;

use std::panic::{AssertUnwindSafe, catch_unwind};

use napi::bindgen_prelude::Buffer;
use napi::{Error, Status};
use napi_derive::napi;
use rgb_lib::ConsignmentExt;

use error::{AddonError, AddonResult, Code, panic_text};

/// A panic unwinding into Node's C frames would abort the whole process (and every other request
/// it serves); turn it, and every coded error, into a thrown JS Error instead.
fn guarded<T>(f: impl FnOnce() -> AddonResult<T>) -> napi::Result<T> {
    let outcome = catch_unwind(AssertUnwindSafe(f)).unwrap_or_else(|payload| {
        Err(AddonError::new(Code::Internal, format!("panic: {}", panic_text(&*payload))))
    });
    outcome.map_err(|e| Error::new(Status::GenericFailure, e.to_string()))
}

#[napi]
pub fn export_contract(data_dir: String, master_fingerprint: String, asset_id: String) -> napi::Result<Buffer> {
    guarded(|| stock::export_contract(&data_dir, &master_fingerprint, &asset_id)).map(Buffer::from)
}

#[napi(object)]
pub struct ValidationResult {
    pub contract_id: String,
    /// NIA, CFA, UDA or IFA.
    pub schema: String,
}

#[napi]
pub fn validate_consignment(bytes: Buffer, esplora_url: String, network: String) -> napi::Result<ValidationResult> {
    guarded(|| {
        let network = validate::parse_network(&network)?;
        let (valid, schema) = validate::validate(&bytes, &esplora_url, network)?;
        Ok(ValidationResult { contract_id: valid.contract_id().to_string(), schema: validate::schema_name(schema).into() })
    })
}

#[napi(object)]
pub struct ImportArgs {
    pub data_dir: String,
    pub network: String,
    pub max_allocations_per_utxo: u32,
    pub master_fingerprint: String,
    pub account_xpub_vanilla: String,
    pub account_xpub_colored: String,
    pub esplora_url: String,
    pub expected_asset_id: String,
    pub bytes: Buffer,
}

#[napi]
pub fn import_contract(args: ImportArgs) -> napi::Result<String> {
    guarded(|| {
        import::import_contract(import::ImportRequest {
            network: validate::parse_network(&args.network)?,
            data_dir: args.data_dir,
            max_allocations_per_utxo: args.max_allocations_per_utxo,
            master_fingerprint: args.master_fingerprint,
            account_xpub_vanilla: args.account_xpub_vanilla,
            account_xpub_colored: args.account_xpub_colored,
            esplora_url: &args.esplora_url,
            expected_asset_id: &args.expected_asset_id,
            bytes: &args.bytes,
        })
    })
}
