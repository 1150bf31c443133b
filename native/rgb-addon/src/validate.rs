use std::str::FromStr;

use rgb_lib::{AssetSchema, BitcoinNetwork};
use rgbstd::ChainNet;
use rgbstd::containers::{UniversalFile, ValidContract};
use rgbstd::contract::IssuerWrapper;
use rgbstd::indexers::AnyResolver;
use rgbstd::validation::{ValidationConfig, ValidationError};
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
