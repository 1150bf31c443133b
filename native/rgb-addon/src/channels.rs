//! The asset channel's calls on `RgbWallet` (src/shadow.rs holds the logic): colouring shadow
//! transactions, the funding consignment, and accepting the funding.

use std::str::FromStr;

use napi::bindgen_prelude::Buffer;
use napi_derive::napi;
use rgb_lib::ContractId;
use rgb_lib::bitcoin::Txid;
use rgb_lib::bitcoin::psbt::Psbt;
use rgb_lib::utils::recipient_id_from_script_buf;
use rgb_lib::wallet::RgbWalletOpsOffline;

use crate::carrier_tx::parse_script;
use crate::error::{Code, err};
use crate::receive::parse_u64;
use crate::shadow::{self, ShadowColouring};
use crate::wallet::RgbWallet;

#[napi(object)]
pub struct ShadowAllocation {
    pub vout: u32,
    /// Decimal u64 in asset units.
    pub amount: String,
}

#[napi(object)]
pub struct ColourShadowArgs {
    /// Hex unsigned transaction with one empty OP_RETURN (`6a`), no taproot output before it.
    pub tx: String,
    pub contract_id: String,
    /// Must move exactly what the inputs hold (src/shadow.rs `colour`).
    pub allocations: Vec<ShadowAllocation>,
    /// Decimal u64: the seal blinding and the commitment's entropy.
    pub blinding: String,
    /// Decimal u64: the transition's nonce.
    pub nonce: String,
    /// Take the transition into the stock: for a transaction that is broadcast. A spend of its
    /// outputs can be coloured without it while the addon remembers it (src/shadow_memory.rs).
    pub consume: bool,
}

#[napi(object)]
pub struct ShadowColoured {
    /// Hex unsigned transaction with the commitment in its OP_RETURN.
    pub tx: String,
    pub txid: String,
    /// Hex, 32 bytes: what the OP_RETURN commits to.
    pub commitment: String,
}

#[napi(object)]
pub struct ClosingConsignmentArgs {
    /// The closing as it was coloured and signed: `ColourShadowArgs` without `consume`.
    pub tx: String,
    pub contract_id: String,
    pub allocations: Vec<ShadowAllocation>,
    pub blinding: String,
    pub nonce: String,
    /// Hex, the broadcast transaction (both signatures): the consignment's witness.
    pub signed_tx: String,
    /// The output whose assets the consignment delivers (ours).
    pub vout: u32,
}

#[napi(object)]
pub struct AcceptShadowFundingArgs {
    pub consignment: Buffer,
    pub txid: String,
    pub vout: u32,
    /// Decimal u64: the blinding the opener sealed the funding output with.
    pub blinding: String,
    /// What was agreed at opening, checked before anything is imported: the contract...
    pub contract_id: String,
    /// ...the shadow output's script (hex)...
    pub script_pubkey: String,
    /// ...and its BTC (decimal u64).
    pub sats: String,
}

#[napi(object)]
pub struct ShadowFundingAccepted {
    pub contract_id: String,
    /// Decimal u64: what the funding output received.
    pub amount: String,
    /// Hex: the consignment's funding transaction, for the caller's checks of its output.
    pub witness_tx: String,
    /// Every input spends a witness output, so the txid cannot change.
    pub all_inputs_segwit: bool,
}

#[napi]
impl RgbWallet {
    /// Colours a shadow transaction (src/shadow.rs `colour`); offline.
    #[napi]
    pub fn colour_shadow_tx(&mut self, args: ColourShadowArgs) -> napi::Result<ShadowColoured> {
        self.call(|this| {
            let allocations: Vec<(u32, String)> = args.allocations.into_iter().map(|a| (a.vout, a.amount)).collect();
            let colouring = ShadowColouring::parse(&args.contract_id, &allocations, &args.blinding, &args.nonce)?;
            let (wallet, memory) = this.wallet_and_shadow_memory()?;
            let coloured = shadow::colour(wallet, memory, shadow::parse_tx(&args.tx)?, &colouring, args.consume)?;
            Ok(ShadowColoured {
                txid: coloured.tx.compute_txid().to_string(),
                tx: shadow::tx_hex(&coloured.tx),
                commitment: coloured.commitment.iter().map(|b| format!("{b:02x}")).collect(),
            })
        })
    }

    /// The consignment of a broadcast cooperative closing to our output (src/shadow.rs
    /// `closing_consignment`), for `acceptConsignment`; offline.
    #[napi]
    pub fn closing_consignment(&mut self, args: ClosingConsignmentArgs) -> napi::Result<Buffer> {
        self.call(|this| {
            let allocations: Vec<(u32, String)> = args.allocations.into_iter().map(|a| (a.vout, a.amount)).collect();
            let colouring = ShadowColouring::parse(&args.contract_id, &allocations, &args.blinding, &args.nonce)?;
            let signed = shadow::parse_tx(&args.signed_tx)?;
            let (wallet, memory) = this.wallet_and_shadow_memory()?;
            shadow::closing_consignment(wallet, memory, shadow::parse_tx(&args.tx)?, &colouring, &signed, args.vout).map(Buffer::from)
        })
    }

    /// The recipient id rgb-lib's send takes for a witness recipient paying `scriptPubkey` (hex):
    /// how the opener's send funds the shadow 2-of-2.
    #[napi]
    pub fn recipient_id_for_script(&mut self, script_pubkey: String) -> napi::Result<String> {
        self.call(|this| {
            let script = parse_script(&script_pubkey, "scriptPubkey")?;
            if !script.is_p2wsh() {
                return Err(crate::error::AddonError::new(Code::InvalidArgument, "a shadow funding output is P2WSH"));
            }
            Ok(recipient_id_from_script_buf(script, this.wallet()?.get_wallet_data().bitcoin_network))
        })
    }

    /// The consignment of a begun, not yet ended, send (`psbt` from `sendBegin`) to output `vout`.
    #[napi]
    pub fn send_consignment(&mut self, psbt: String, contract_id: String, vout: u32) -> napi::Result<Buffer> {
        self.call(|this| {
            let txid = Psbt::from_str(&psbt).map_err(err(Code::InvalidArgument, "psbt"))?.unsigned_tx.compute_txid();
            let contract_id = ContractId::from_str(&contract_id).map_err(err(Code::InvalidArgument, "contractId"))?;
            shadow::send_consignment(&this.wallet()?.get_wallet_dir(), txid, contract_id, vout).map(Buffer::from)
        })
    }

    /// Takes a begun send's transition into the stock before it is broadcast (src/shadow.rs `consume_send`).
    #[napi]
    pub fn consume_begun_send(&mut self, psbt: String) -> napi::Result<()> {
        self.call(|this| {
            let txid = Psbt::from_str(&psbt).map_err(err(Code::InvalidArgument, "psbt"))?.unsigned_tx.compute_txid();
            shadow::consume_send(this.wallet()?, txid)
        })
    }

    /// The acceptor takes the funding output's state into its stock (src/shadow.rs `accept_funding`).
    #[napi]
    pub fn accept_shadow_funding(&mut self, args: AcceptShadowFundingArgs) -> napi::Result<ShadowFundingAccepted> {
        self.call(|this| {
            let txid = Txid::from_str(&args.txid).map_err(err(Code::InvalidArgument, "txid"))?;
            let blinding = parse_u64(&args.blinding, "blinding")?;
            let expected = shadow::ExpectedFunding {
                contract_id: ContractId::from_str(&args.contract_id).map_err(err(Code::InvalidArgument, "contractId"))?,
                script_pubkey: parse_script(&args.script_pubkey, "scriptPubkey")?,
                sats: parse_u64(&args.sats, "sats")?,
            };
            let (wallet, online, url) = this.online()?;
            let accepted = shadow::accept_funding(wallet, online, &url, &args.consignment, txid, args.vout, blinding, &expected)?;
            Ok(ShadowFundingAccepted {
                contract_id: accepted.contract_id,
                amount: accepted.amount.to_string(),
                witness_tx: shadow::tx_hex(&accepted.witness_tx),
                all_inputs_segwit: accepted.all_inputs_segwit,
            })
        })
    }
}
