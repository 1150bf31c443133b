//! N-API surface: the `RgbWallet` class (src/wallet.rs; transfers in src/transfers.rs; carrier
//! maintenance in src/carriers.rs), the only way this project reaches rgb-lib. Methods are
//! synchronous: the caller runs them on a worker thread that serialises all rgb-lib work, so an
//! AsyncTask would only add a second queue.

mod audit;
mod carrier_tx;
mod carriers;
mod channels;
mod error;
mod import;
mod invoice;
mod issue;
mod journal;
mod objects;
mod oob;
mod receive;
mod reconsume;
mod recovery;
mod send;
mod shadow;
mod shadow_memory;
mod snapshot;
mod stock;
mod stock_files;
mod transfers;
mod unrecorded_spends;
mod validate;
mod wallet;

use std::panic::{AssertUnwindSafe, catch_unwind};

use napi::{Error, Status};

use error::{AddonError, AddonResult, Code, panic_text};

/// A panic unwinding into Node's C frames would abort the whole process (and every other request
/// it serves); turn it, and every coded error, into a thrown JS Error instead.
pub(crate) fn guarded<T>(f: impl FnOnce() -> AddonResult<T>) -> napi::Result<T> {
    let outcome = catch_unwind(AssertUnwindSafe(f)).unwrap_or_else(|payload| {
        Err(AddonError::new(Code::Internal, format!("panic: {}", panic_text(&*payload))))
    });
    outcome.map_err(|e| Error::new(Status::GenericFailure, e.to_string()))
}
