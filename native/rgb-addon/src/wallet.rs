//! `RgbWallet`: the node's one rgb-lib wallet, as a JS class. Every method is synchronous and may
//! block for seconds (indexer round trips, stock I/O): call it from a worker thread, one call at a
//! time. The worker owns the object, so calls are already serialised and `&mut self` needs no lock.

use napi::bindgen_prelude::Buffer;
use napi_derive::napi;
use rgb_lib::keys::{WitnessVersion, restore_keys};
use rgb_lib::wallet::{
    DatabaseType, Online, RgbWalletOpsOffline, RgbWalletOpsOnline, SinglesigKeys, SyncKeychain, SyncOptions,
    SyncStrategy, Wallet, WalletData,
};
use rgb_lib::{AssetSchema, ConsignmentExt};

use crate::error::{AddonError, AddonResult, Code};
use crate::guarded;
use crate::issue::{IssueArgs, issue};
use crate::objects::{AssetBalance, AssetInfo, ValidationResult, WalletKeys, WalletUnspent, flatten_assets};
use crate::recovery::{StockRestored, open_wallet};
use crate::shadow_memory::ShadowMemory;
use crate::snapshot::Snapshots;
use crate::unrecorded_spends::{self, OnlineResult};
use crate::{import, stock, validate};

#[napi(object)]
pub struct OpenArgs {
    /// rgb-lib's data directory; must exist. The wallet lives in `<dataDir>/<masterFingerprint>`.
    pub data_dir: String,
    /// What rgb-lib's `BitcoinNetwork::from_str` accepts (`Regtest`, `Testnet`, `Signet`, `Mainnet`, ...).
    pub network: String,
    pub mnemonic: String,
    pub max_allocations_per_utxo: u32,
}

struct Connection {
    online: Online,
    indexer_url: String,
}

#[napi]
pub struct RgbWallet {
    /// `None` once closed: the database and BDK files are released at `close`, not at GC.
    wallet: Option<Wallet>,
    keys: WalletKeys,
    connection: Option<Connection>,
    snapshots: Snapshots,
    stock_restored: Option<StockRestored>,
    /// What colouring shadow transactions remembers (src/shadow_memory.rs).
    shadow_memory: ShadowMemory,
}

impl RgbWallet {
    /// Every method that reaches rgb-lib starts here, so the stock snapshot is brought up to date
    /// before rgb-lib may rewrite the stock; if that fails, so does the method (src/snapshot.rs).
    pub(crate) fn wallet(&mut self) -> AddonResult<&mut Wallet> {
        Ok(self.wallet_and_snapshots()?.0)
    }

    /// The wallet and what shadow colourings remember, for src/channels.rs.
    pub(crate) fn wallet_and_shadow_memory(&mut self) -> AddonResult<(&mut Wallet, &mut ShadowMemory)> {
        self.wallet()?;
        let wallet = self.wallet.as_mut().ok_or_else(|| AddonError::new(Code::Closed, "the wallet is closed"))?;
        Ok((wallet, &mut self.shadow_memory))
    }

    /// For calls that write the stock and then remove the journal entry covering the write: they
    /// make the write durable and snapshotted first (`Snapshots::durable`).
    pub(crate) fn wallet_and_snapshots(&mut self) -> AddonResult<(&mut Wallet, &mut Snapshots)> {
        let wallet = self.wallet.as_mut().ok_or_else(|| AddonError::new(Code::Closed, "the wallet is closed"))?;
        self.snapshots.ensure()?;
        Ok((wallet, &mut self.snapshots))
    }

    /// Runs one napi method: `f` guarded, then the live stock fsynced if the call changed it
    /// (`Snapshots::sync_live`), also when `f` failed after writing it. A sync failure fails a call
    /// that had succeeded: its stock write would not survive a power loss.
    pub(crate) fn call<T>(&mut self, f: impl FnOnce(&mut Self) -> AddonResult<T>) -> napi::Result<T> {
        let result = guarded(|| f(self));
        let synced = guarded(|| if self.wallet.is_some() { self.snapshots.sync_live() } else { Ok(()) });
        let value = result?;
        synced.map(|()| value)
    }

    /// The wallet with its online handle and indexer URL, for calls that reach the chain.
    pub(crate) fn online(&mut self) -> AddonResult<(&mut Wallet, Online, String)> {
        let (online, url) = match &self.connection {
            Some(c) => (c.online, c.indexer_url.clone()),
            None => return Err(AddonError::new(Code::NotOnline, "call goOnline first")),
        };
        Ok((self.wallet()?, online, url))
    }

    /// `online` with the snapshots, as `wallet_and_snapshots`.
    pub(crate) fn online_and_snapshots(&mut self) -> AddonResult<(&mut Wallet, Online, &mut Snapshots)> {
        let online = self.connection.as_ref().map(|c| c.online).ok_or_else(|| AddonError::new(Code::NotOnline, "call goOnline first"))?;
        let (wallet, snapshots) = self.wallet_and_snapshots()?;
        Ok((wallet, online, snapshots))
    }
}

#[napi]
impl RgbWallet {
    /// Opens (creating on first use) the taproot singlesig wallet of the mnemonic, offline. A stock
    /// a kill left undecodable is restored from its snapshot first (`stockRestored` says so).
    #[napi(factory)]
    pub fn open(args: OpenArgs) -> napi::Result<Self> {
        guarded(|| {
            let network = validate::parse_network(&args.network)?;
            let keys = restore_keys(network, args.mnemonic, WitnessVersion::Taproot)?;
            // rgb-lib's own path for it (`setup_new_wallet`); None until the data directory exists.
            let wallet_dir = std::fs::canonicalize(&args.data_dir).ok().map(|d| d.join(&keys.master_fingerprint));
            let data = WalletData {
                data_dir: args.data_dir,
                bitcoin_network: network,
                database_type: DatabaseType::Sqlite,
                max_allocations_per_utxo: args.max_allocations_per_utxo,
                supported_schemas: vec![AssetSchema::Nia, AssetSchema::Cfa, AssetSchema::Uda, AssetSchema::Ifa],
            };
            let (wallet, stock_restored) = open_wallet(wallet_dir, || Wallet::new(data.clone(), SinglesigKeys::from_keys(&keys, None)))?;
            let snapshots = Snapshots::load(&wallet.get_wallet_dir())?;
            Ok(Self { wallet: Some(wallet), keys: WalletKeys::from(&keys), connection: None, snapshots, stock_restored, shadow_memory: ShadowMemory::default() })
        })
    }

    /// What `open` restored of a stock that did not load; absent when it loaded as it was.
    #[napi]
    pub fn stock_restored(&self) -> Option<StockRestored> {
        self.stock_restored.clone()
    }

    #[napi]
    pub fn keys(&self) -> WalletKeys {
        self.keys.clone()
    }

    /// Connects to the indexer (Esplora URL); checks the wallet's stock against its database.
    /// When the check fails only because a transaction of ours was broadcast but never recorded
    /// (a kill inside rgb-lib's writer), records it after proving it ours, checks again and
    /// reports it in `repaired`; anything unproven stays an `Inconsistent` error, offline
    /// (src/unrecorded_spends.rs).
    #[napi]
    pub fn go_online(&mut self, indexer_url: String) -> napi::Result<OnlineResult> {
        self.call(|this| {
            let (wallet, snapshots) = this.wallet_and_snapshots()?;
            let (online, repaired) = unrecorded_spends::go_online(wallet, snapshots, &indexer_url)?;
            this.connection = Some(Connection { online, indexer_url });
            Ok(OnlineResult { repaired })
        })
    }

    /// Full scan of the colored keychain.
    #[napi]
    pub fn sync(&mut self) -> napi::Result<()> {
        self.call(|this| {
            let (wallet, online, _) = this.online()?;
            let options = SyncOptions { keychain: SyncKeychain::Colored, strategy: SyncStrategy::FullScan };
            Ok(wallet.sync(online, options)?)
        })
    }

    /// Unspents as of the last sync (no indexer round trip), settled or not.
    #[napi]
    pub fn list_unspents(&mut self) -> napi::Result<Vec<WalletUnspent>> {
        self.call(|this| {
            let (wallet, online, _) = this.online()?;
            let unspents = wallet.list_unspents(Some(online), false, true)?;
            Ok(unspents.into_iter().map(WalletUnspent::from).collect())
        })
    }

    #[napi]
    pub fn list_assets(&mut self) -> napi::Result<Vec<AssetInfo>> {
        self.call(|this| Ok(flatten_assets(this.wallet()?.list_assets(vec![])?)))
    }

    #[napi]
    pub fn asset_balance(&mut self, asset_id: String) -> napi::Result<AssetBalance> {
        self.call(|this| Ok(this.wallet()?.get_asset_balance(asset_id)?.into()))
    }

    #[napi]
    pub fn issue(&mut self, args: IssueArgs) -> napi::Result<AssetInfo> {
        self.call(|this| issue(this.wallet()?, args))
    }

    /// Binary contract consignment (`RGB\0CON` + strict encoding) of an asset in the wallet's stock.
    #[napi]
    pub fn export_contract(&mut self, asset_id: String) -> napi::Result<Buffer> {
        self.call(|this| stock::export_contract(&this.wallet()?.get_wallet_dir(), &asset_id)).map(Buffer::from)
    }

    /// Full RGB validation of a contract or transfer consignment against the chain behind the indexer.
    #[napi]
    pub fn validate_consignment(&mut self, bytes: Buffer) -> napi::Result<ValidationResult> {
        self.call(|this| {
            let (wallet, _, url) = this.online()?;
            let (valid, schema) = validate::validate(&bytes, &url, wallet.get_wallet_data().bitcoin_network)?;
            Ok(ValidationResult::new(valid.contract_id().to_string(), schema))
        })
    }

    /// Validates, requires the contract id to be `expectedAssetId`, registers the asset; returns its id.
    #[napi]
    pub fn import_contract(&mut self, bytes: Buffer, expected_asset_id: String) -> napi::Result<String> {
        self.call(|this| {
            let (wallet, online, url) = this.online()?;
            import::import_contract(wallet, online, &url, &expected_asset_id, &bytes)
        })
    }

    /// Releases the wallet's files; every later call fails with `Closed`.
    #[napi]
    pub fn close(&mut self) {
        self.connection = None;
        self.wallet = None;
    }
}
