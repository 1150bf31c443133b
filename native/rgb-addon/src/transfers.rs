//! RGB on-chain transfers on `RgbWallet`: receive, invoice decoding, two-step send, refresh,
//! listing and failing transfers, out-of-band consignments. Same rules as src/wallet.rs:
//! synchronous, blocking, one call at a time from the RGB worker thread.

use napi::bindgen_prelude::Buffer;
use napi_derive::napi;
use rgb_lib::Error as RgbLibError;
use rgb_lib::wallet::{RgbWalletOpsOffline, RgbWalletOpsOnline};

use crate::invoice;
use crate::objects::{
    InvoiceInfo, ReceiveResult, SendBegun, SendEnded, TransferUpdate, TransferView, flatten_assets,
};
use crate::oob;
use crate::receive::{ReceiveArgs, receive};
use crate::send::{self, SendArgs};
use crate::wallet::RgbWallet;

#[napi]
impl RgbWallet {
    /// A blinded or witness receive: the invoice and rgb-lib's pending incoming transfer. Offline.
    #[napi]
    pub fn receive(&mut self, args: ReceiveArgs) -> napi::Result<ReceiveResult> {
        self.call(|this| receive(this.wallet()?, args))
    }

    /// Decodes an RGB invoice (no wallet state, no network); `InvalidRequest` when it is not one.
    #[napi]
    pub fn decode_invoice(&self, invoice: String) -> napi::Result<InvoiceInfo> {
        crate::guarded(|| invoice::decode(invoice))
    }

    /// Selects inputs, colours the transaction, records the send as Initiated (inputs reserved).
    #[napi]
    pub fn send_begin(&mut self, args: SendArgs) -> napi::Result<SendBegun> {
        self.call(|this| {
            let (wallet, online, _) = this.online()?;
            send::begin(wallet, online, args)
        })
    }

    /// Signs `sendBegin`'s PSBT with the wallet's keys, then posts the consignment or broadcasts.
    #[napi]
    pub fn send_end(&mut self, psbt: String) -> napi::Result<SendEnded> {
        self.call(|this| {
            let (wallet, online, _) = this.online()?;
            send::end(wallet, online, psbt)
        })
    }

    /// Advances every pending transfer (after a sync); per-transfer failures are in the result.
    #[napi]
    pub fn refresh(&mut self) -> napi::Result<Vec<TransferUpdate>> {
        self.call(|this| {
            let (wallet, online, _) = this.online()?;
            Ok(TransferUpdate::from_refresh(wallet.refresh(online, None, vec![], false)?))
        })
    }

    /// The transfers of one asset, or (no id) of every asset plus those not bound to one yet.
    #[napi]
    pub fn list_transfers(&mut self, asset_id: Option<String>) -> napi::Result<Vec<TransferView>> {
        self.call(|this| {
            let wallet = this.wallet()?;
            let asset_ids: Vec<Option<String>> = match asset_id {
                Some(id) => vec![Some(id)],
                None => {
                    let known = flatten_assets(wallet.list_assets(vec![])?).into_iter().map(|a| Some(a.asset_id));
                    std::iter::once(None).chain(known).collect()
                }
            };
            let mut views = Vec::new();
            for id in asset_ids {
                views.extend(wallet.list_transfers(id.clone())?.into_iter().map(|t| TransferView::new(t, id.clone())));
            }
            views.sort_by_key(|v| v.idx);
            Ok(views)
        })
    }

    /// Fails one batch transfer that has not left the node (or whose deadline passed); `false`
    /// when rgb-lib says it cannot be failed.
    #[napi]
    pub fn fail_transfer(&mut self, batch_transfer_idx: i32) -> napi::Result<bool> {
        self.call(|this| {
            let (wallet, online, _) = this.online()?;
            match wallet.fail_transfers(online, Some(batch_transfer_idx), false, false) {
                Err(RgbLibError::CannotFailBatchTransfer) => Ok(false),
                other => Ok(other?),
            }
        })
    }

    /// Fails every batch transfer whose expiry passed while it still waited (rgb-lib's refresh
    /// never does: an unpaid invoice would stay open and its blinded carrier held). Whether any changed.
    #[napi]
    pub fn fail_expired_transfers(&mut self) -> napi::Result<bool> {
        self.call(|this| {
            let (wallet, online, _) = this.online()?;
            Ok(wallet.fail_transfers(online, None, false, false)?)
        })
    }

    /// Bytes of a consignment file rgb-lib wrote (a transfer's `consignmentPath`).
    #[napi]
    pub fn read_consignment(&mut self, path: String) -> napi::Result<Buffer> {
        self.call(|this| oob::read_consignment(&this.wallet()?.get_wallet_dir(), &path)).map(Buffer::from)
    }

    /// Validates a transfer consignment received out of band and gives it to the matching pending
    /// receives; `InvalidConsignment` (nothing changed) or `NoMatchingTransfer`. A consignment
    /// whose witness transaction pays one of `refusedScripts` (hex; the asset channels' closing
    /// receives) is refused before anything else: only the closing may use those receives.
    #[napi]
    pub fn accept_consignment(&mut self, bytes: Buffer, refused_scripts: Option<Vec<String>>) -> napi::Result<Vec<TransferUpdate>> {
        self.call(|this| {
            let refused = refused_scripts
                .unwrap_or_default()
                .iter()
                .map(|s| crate::carrier_tx::parse_script(s, "refusedScripts"))
                .collect::<Result<Vec<_>, _>>()?;
            let (wallet, online, url) = this.online()?;
            oob::accept_consignment(wallet, online, &url, &bytes, &refused)
        })
    }
}
