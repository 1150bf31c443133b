use std::fmt;

/// Stable codes: JS callers branch on the `RgbAddon(<Code>)` prefix, never on the free text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Code {
    InvalidArgument,
    /// rgb-lib refused a caller-supplied value (name, ticker, precision, zero amount, details, id,
    /// address, invoice, recipient, transport endpoint, fee rate, expiry, PSBT).
    InvalidRequest,
    /// No free UTXO to put an allocation on, not enough of the asset, or not enough bitcoin for the fee.
    InsufficientAssets,
    InvalidConsignment,
    ContractIdMismatch,
    /// A valid transfer consignment that pays none of the wallet's pending out-of-band receives.
    NoMatchingTransfer,
    /// The state forbids it (e.g. the recipient id was already paid).
    Conflict,
    Network,
    NotFound,
    /// A call that needs the indexer before `goOnline`.
    NotOnline,
    /// A call after `close`.
    Closed,
    /// Another process (or rgb-lib itself) held the wallet's RGB runtime lock past the timeout.
    Busy,
    /// A carrier operation would destroy or cannot carry the UTXO's RGB state (or it is already spent).
    CarrierHasState,
    /// rgb-lib's database disagrees with the chain in a way `goOnline` cannot prove to be our own
    /// unrecorded spend (docs/design/rgb-lib-crash-recovery.md "D"); the wallet stays offline.
    Inconsistent,
    Internal,
}

#[derive(Debug)]
pub struct AddonError {
    pub code: Code,
    pub message: String,
}

impl AddonError {
    pub fn new(code: Code, message: impl Into<String>) -> Self {
        Self { code, message: message.into() }
    }
}

impl fmt::Display for AddonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "RgbAddon({:?}): {}", self.code, self.message)
    }
}

pub type AddonResult<T> = Result<T, AddonError>;

/// Shorthand for `map_err` on foreign errors whose text is all the caller needs.
pub fn err<E: fmt::Display>(code: Code, context: &'static str) -> impl FnOnce(E) -> AddonError {
    move |e| AddonError::new(code, format!("{context}: {e}"))
}

/// rgb-lib folds indexer, argument and storage failures into one enum; only the few a caller
/// can act on (retry later, fund the wallet, fix input, create the wallet) get their own code.
/// The message keeps rgb-lib's variant name in front of its text, for logs.
impl From<rgb_lib::Error> for AddonError {
    fn from(e: rgb_lib::Error) -> Self {
        use rgb_lib::Error as E;
        let code = match &e {
            E::Indexer { .. }
            | E::InvalidIndexer { .. }
            | E::InvalidElectrum { .. }
            | E::Network { .. }
            | E::Proxy { .. }
            | E::NoValidTransportEndpoint
            | E::RestClientBuild { .. } => Code::Network,
            E::InsufficientAllocationSlots | E::InsufficientAssignments { .. } | E::InsufficientBitcoins { .. } => {
                Code::InsufficientAssets
            }
            E::InvalidName { .. }
            | E::InvalidTicker { .. }
            | E::InvalidPrecision { .. }
            | E::InvalidAmountZero
            | E::InvalidDetails { .. }
            | E::InvalidAddress { .. }
            | E::InvalidInvoice { .. }
            | E::UnsupportedLayer1 { .. }
            | E::InvalidRecipientID
            | E::InvalidRecipientNetwork
            | E::InvalidRecipientData { .. }
            | E::InvalidRecipientMap
            | E::RecipientIDDuplicated
            | E::InvalidTransportEndpoint { .. }
            | E::InvalidTransportEndpoints { .. }
            | E::InvalidProxyProtocol { .. }
            | E::UnsupportedTransportType
            | E::InvalidFeeRate { .. }
            | E::OutputBelowDustLimit
            | E::InvalidAssignment
            | E::InvalidExpiration
            // The indexer's node refused the fee: the caller can send again with another rate.
            | E::MinFeeNotMet { .. }
            | E::MaxFeeExceeded { .. }
            | E::InvalidPsbt { .. } => Code::InvalidRequest,
            E::RecipientIDAlreadyUsed | E::CannotFailBatchTransfer | E::CannotDeleteBatchTransfer => Code::Conflict,
            E::CannotProvideOutOfBandConsignment { .. } => Code::NoMatchingTransfer,
            E::InvalidConsignment => Code::InvalidConsignment,
            E::InexistentDataDir
            | E::AssetNotFound { .. }
            | E::BatchTransferNotFound { .. }
            | E::UnknownTransfer { .. } => Code::NotFound,
            E::InvalidPubkey { .. }
            | E::InvalidFingerprint
            | E::InvalidBitcoinKeys
            | E::InvalidBitcoinNetwork { .. }
            | E::BitcoinNetworkMismatch
            | E::FingerprintMismatch
            | E::InvalidMnemonic { .. }
            | E::NoMaxAllocationsPerUtxo
            | E::CannotUseIfaOnMainnet => Code::InvalidArgument,
            _ => Code::Internal,
        };
        AddonError::new(code, format!("{}: {e}", variant_name(&e)))
    }
}

/// `InsufficientAllocationSlots` out of `InsufficientAllocationSlots` or `Indexer { details: .. }`.
fn variant_name(e: &rgb_lib::Error) -> String {
    format!("{e:?}").chars().take_while(|c| c.is_ascii_alphanumeric()).collect()
}

/// Panic payloads are `&str` or `String` in practice; anything else gets a fixed text.
pub fn panic_text(payload: &(dyn std::any::Any + Send)) -> String {
    payload
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "non-string panic payload".into())
}
