//! rgb-interop-wallet: a command-line RGB wallet over rgb-lib, with its own mnemonic, data
//! directory and process. Tests use it as the node's counterparty: the two meet only through RGB
//! invoices, the RGB proxy protocol (which rgb-lib speaks) and, out of band, consignment files.
//!
//! Every command prints one JSON object on stdout; a failure prints `{"error", "code"}` there and
//! exits 1 (2 for a bad command line). rgb-lib logs into the wallet directory, never to stdout.
//!
//! Layout: context.rs (global options, key file, opening the wallet), error.rs, json.rs (rgb-lib
//! objects as JSON), and one module per command group: init, addresses, utxos, assets, receive,
//! send, transfers.

mod addresses;
mod assets;
mod context;
mod error;
mod init;
mod json;
mod receive;
mod send;
mod transfers;
mod utxos;

use std::process::ExitCode;

use clap::error::ErrorKind;
use clap::{Parser, Subcommand};
use serde_json::Value;

use context::{Context, GlobalArgs};
use error::{CliError, CliResult};

#[derive(Parser)]
#[command(name = "rgb-interop-wallet", about = "A command-line RGB wallet over rgb-lib (JSON on stdout)")]
struct Cli {
    #[command(flatten)]
    global: GlobalArgs,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Generate a mnemonic (kept in the data dir, 0600) and create the wallet
    Init(init::InitArgs),
    /// A colored address: BTC paid there becomes a UTXO for allocations (run `sync` after)
    Address,
    /// rgb-lib's vanilla address: BTC for fees and `create-utxos`
    VanillaAddress,
    /// Full scan of both keychains
    Sync,
    /// Colored UTXOs from vanilla funds
    CreateUtxos(utxos::CreateUtxosArgs),
    ListUnspents(utxos::ListUnspentsArgs),
    BtcBalance,
    IssueNia(assets::IssueNiaArgs),
    ListAssets,
    Balance(assets::BalanceArgs),
    /// An invoice to a blinded UTXO
    BlindReceive(receive::ReceiveArgs),
    /// An invoice to a script of this wallet (the sender pays sats to it too)
    WitnessReceive(receive::ReceiveArgs),
    /// Accept an out-of-band consignment for a pending receive
    AcceptConsignment(receive::AcceptConsignmentArgs),
    /// Pay an RGB invoice
    Send(send::SendArgs),
    /// Record an out-of-band recipient's ACK (broadcasts once every recipient has ACKed)
    Ack(send::AckArgs),
    /// Advance pending transfers (proxy exchange, broadcast, confirmations)
    Refresh(transfers::RefreshArgs),
    ListTransfers(transfers::ListTransfersArgs),
    /// Where a send's consignment file is
    ConsignmentPath(transfers::ConsignmentPathArgs),
}

fn run(cli: Cli) -> CliResult<Value> {
    let ctx = Context::new(cli.global)?;
    match cli.command {
        Command::Init(a) => init::init(&ctx, a),
        Command::Address => addresses::address(&ctx),
        Command::VanillaAddress => addresses::vanilla_address(&ctx),
        Command::Sync => utxos::sync(&ctx),
        Command::CreateUtxos(a) => utxos::create_utxos(&ctx, a),
        Command::ListUnspents(a) => utxos::list_unspents(&ctx, a),
        Command::BtcBalance => utxos::btc_balance(&ctx),
        Command::IssueNia(a) => assets::issue_nia(&ctx, a),
        Command::ListAssets => assets::list_assets(&ctx),
        Command::Balance(a) => assets::balance(&ctx, a),
        Command::BlindReceive(a) => receive::blind_receive(&ctx, a),
        Command::WitnessReceive(a) => receive::witness_receive(&ctx, a),
        Command::AcceptConsignment(a) => receive::accept_consignment(&ctx, a),
        Command::Send(a) => send::send(&ctx, a),
        Command::Ack(a) => send::ack(&ctx, a),
        Command::Refresh(a) => transfers::refresh(&ctx, a),
        Command::ListTransfers(a) => transfers::list_transfers(&ctx, a),
        Command::ConsignmentPath(a) => transfers::consignment_path(&ctx, a),
    }
}

fn main() -> ExitCode {
    // A panic inside rgb-lib still ends in one JSON line, so callers never parse a backtrace.
    std::panic::set_hook(Box::new(|info| {
        println!("{}", CliError::new("Panic", info.to_string()).to_json());
    }));
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) => {
            let _ = e.print();
            return ExitCode::SUCCESS;
        }
        Err(e) => {
            println!(
                "{}",
                CliError::new("Usage", e.render().to_string().trim().trim_start_matches("error: ")).to_json()
            );
            return ExitCode::from(2);
        }
    };
    match std::panic::catch_unwind(|| run(cli)) {
        Ok(Ok(value)) => {
            println!("{value}");
            ExitCode::SUCCESS
        }
        Ok(Err(e)) => {
            println!("{}", e.to_json());
            ExitCode::FAILURE
        }
        // The hook has printed it.
        Err(_) => ExitCode::from(101),
    }
}
