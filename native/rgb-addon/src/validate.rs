use std::str::FromStr;

use rgb_lib::{AssetSchema, BitcoinNetwork, RgbTransfer, RgbTxid, WitnessOrd};
use rgbstd::containers::{UniversalFile, ValidContract};
use rgbstd::contract::IssuerWrapper;
use rgbstd::indexers::AnyResolver;
use rgbstd::validation::{
    ResolveWitness, ValidationConfig, ValidationError, WitnessResolverError, WitnessStatus,
};
use rgb_lib::bitcoin::Transaction as Tx;
use rgbstd::ChainNet;
use schemata::{CollectibleFungibleAsset, InflatableFungibleAsset, NonInflatableAsset, UniqueDigitalAsset};

use crate::error::{AddonError, AddonResult, Code, err};

/// Accepts exactly what rgb-lib's own `BitcoinNetwork::from_str` does (it lowercases first).
pub fn parse_network(network: &str) -> AddonResult<BitcoinNetwork> {
    BitcoinNetwork::from_str(network).map_err(AddonError::from)
}

/// Same retry and timeout settings as rgb-lib's resolver (utils.rs: INDEXER_RETRIES, INDEXER_TIMEOUT),
/// so a slow Esplora fails here exactly when it would fail inside rgb-lib.
pub fn esplora_resolver(esplora_url: &str) -> AddonResult<AnyResolver> {
    let builder = esplora_client::Builder::new(esplora_url).max_retries(3).timeout(10);
    AnyResolver::esplora_blocking(builder).map_err(err(Code::Network, "esplora client"))
}

/// Without the schema's own type system as trusted, validation would accept a consignment that
/// smuggles in redefined types.
fn trusted_types(schema: AssetSchema) -> rgbstd::TypeSystem {
    match schema {
        AssetSchema::Nia => NonInflatableAsset::types(),
        AssetSchema::Uda => UniqueDigitalAsset::types(),
        AssetSchema::Cfa => CollectibleFungibleAsset::types(),
        AssetSchema::Ifa => InflatableFungibleAsset::types(),
    }
}

/// The upper-case names the TS side uses (rgb-lib's Display prints `Nia`).
pub fn schema_name(schema: AssetSchema) -> &'static str {
    match schema {
        AssetSchema::Nia => "NIA",
        AssetSchema::Cfa => "CFA",
        AssetSchema::Uda => "UDA",
        AssetSchema::Ifa => "IFA",
    }
}

fn unsupported_schema(e: rgb_lib::Error) -> AddonError {
    AddonError::new(Code::InvalidConsignment, format!("unsupported schema: {e}"))
}

/// Full RGB validation of a binary `RGB\0CON` contract or `RGB\0TFR` transfer consignment.
/// Decoding comes first, so garbage is rejected without touching the network.
pub fn validate(bytes: &[u8], esplora_url: &str, network: BitcoinNetwork) -> AddonResult<(ValidContract, AssetSchema)> {
    let file = UniversalFile::load(bytes).map_err(err(Code::InvalidConsignment, "cannot decode consignment"))?;
    let config = |schema: AssetSchema| ValidationConfig {
        chain_net: ChainNet::from(network),
        trusted_typesystem: trusted_types(schema),
        ..Default::default()
    };
    let (schema, outcome): (_, Result<ValidContract, ValidationError>) = match file {
        UniversalFile::Contract(c) => {
            let schema = AssetSchema::from_schema_id(c.schema_id()).map_err(unsupported_schema)?;
            let resolver = esplora_resolver(esplora_url)?;
            (schema, c.validate(&resolver, &config(schema)))
        }
        UniversalFile::Transfer(t) => {
            let schema = AssetSchema::from_schema_id(t.schema_id()).map_err(unsupported_schema)?;
            let resolver = esplora_resolver(esplora_url)?;
            (schema, t.validate(&resolver, &config(schema)).map(|v| v.into_valid_contract()))
        }
        UniversalFile::Kit(_) => {
            return Err(AddonError::new(Code::InvalidConsignment, "a kit is not a consignment"));
        }
    };
    let valid = outcome.map_err(|e| match e {
        ValidationError::InvalidConsignment(f) => AddonError::new(Code::InvalidConsignment, f.to_string()),
        ValidationError::ResolverError(e) => AddonError::new(Code::Network, format!("resolver: {e}")),
    })?;
    Ok((valid, schema))
}

/// The chain first; for the transfer's own (last) witness only, the transaction the consignment
/// carries when the chain does not know it yet: a consignment whose payer broadcasts after the
/// payee's ack names a transaction nobody has seen. rgb-lib validates received consignments the
/// same way, so this accepts exactly what it would.
struct WithTerminalWitness {
    chain: AnyResolver,
    terminal: Option<(RgbTxid, Tx)>,
}

impl ResolveWitness for WithTerminalWitness {
    fn resolve_witness(&self, witness_id: RgbTxid) -> Result<WitnessStatus, WitnessResolverError> {
        match (self.chain.resolve_witness(witness_id)?, &self.terminal) {
            (WitnessStatus::Unresolved, Some((id, tx))) if *id == witness_id => {
                Ok(WitnessStatus::Resolved(tx.clone(), WitnessOrd::Tentative))
            }
            (status, _) => Ok(status),
        }
    }

    fn check_chain_net(&self, chain_net: ChainNet) -> Result<(), WitnessResolverError> {
        self.chain.check_chain_net(chain_net)
    }
}

/// Full RGB validation of a binary transfer consignment (`RGB\0TFR`), its last witness
/// transaction allowed to be unpublished. Anything else (garbage, a contract) is `InvalidConsignment`.
pub fn validate_transfer(bytes: &[u8], esplora_url: &str, network: BitcoinNetwork) -> AddonResult<AssetSchema> {
    let file = UniversalFile::load(bytes).map_err(err(Code::InvalidConsignment, "cannot decode consignment"))?;
    let transfer: RgbTransfer = match file {
        UniversalFile::Transfer(t) => t,
        _ => return Err(AddonError::new(Code::InvalidConsignment, "not a transfer consignment")),
    };
    let schema = AssetSchema::from_schema_id(transfer.schema_id()).map_err(unsupported_schema)?;
    let terminal = transfer
        .bundles
        .last()
        .and_then(|b| b.pub_witness.tx().map(|tx| (b.witness_id(), tx.clone())));
    let resolver = WithTerminalWitness { chain: esplora_resolver(esplora_url)?, terminal };
    let config = ValidationConfig {
        chain_net: ChainNet::from(network),
        trusted_typesystem: trusted_types(schema),
        ..Default::default()
    };
    transfer.validate(&resolver, &config).map_err(|e| match e {
        ValidationError::InvalidConsignment(f) => AddonError::new(Code::InvalidConsignment, f.to_string()),
        ValidationError::ResolverError(e) => AddonError::new(Code::Network, format!("resolver: {e}")),
    })?;
    Ok(schema)
}
