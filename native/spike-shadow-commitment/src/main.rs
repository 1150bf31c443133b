//! Spike: can rgb-lib 0.3.0-beta.7 (RGB v0.11.1) carry an RGB asset through a Lightning channel's
//! on-chain life? Runs against real regtest components: btcd plus the project's Esplora indexer.
//!
//!   spike-shadow-commitment <esplora_url> <tools_bin_dir> <work_dir>
//!
//! `tools_bin_dir` holds `mine N` and `fund ADDRESS SATS` (the sandbox's .sandbox/bin wrappers).
//! Each run writes its wallets and consignments under `<work_dir>/<unix time>`.
//!
//!  1. Alice funds her wallet, creates UTXOs and issues an NIA of 1,000.
//!  2. "Shadow funding": she moves all 1,000 into a 2-of-2 P2WSH with `color_psbt_and_consume`,
//!     broadcasts through rgb-lib (`send_btc_end`); Bob accepts the consignment.
//!  3. Both colour the same commitment tx (to_remote 300 to Bob's witness_receive script, to_local
//!     700 to a CSV-delayed P2WSH) independently: byte-identical PSBTs with static blinding, different
//!     txids without it.
//!  4. They co-sign it; once mined, Bob's 300 settle.
//!  5. Alice's sweep of to_local is rejected until the CSV delay has passed, then accepted; her 700
//!     settle.
//!  6. Justice, on a second channel (a fresh 1,000 NIA, funded the same way): both colour and
//!     co-sign state 1 (Alice 700 / Bob 300) and state 2 (Alice 200 / Bob 800); Alice revokes state 1
//!     (Bob learns its revocation key) yet broadcasts it; Bob takes her to_local at once through the
//!     revocation branch into his own witness_receive script and ends with all 1,000 settled; her CSV
//!     sweep of that output, offered once the delay has passed, is rejected as a double spend.
//!  7. HTLC success, on a third channel: both consume a state 1 that is never broadcast; Bob's
//!     state 2 commitment carries an HTLC of 100 offered by Alice; Bob claims it with the preimage through the HTLC-success tx Alice pre-signed, then sweeps its
//!     CSV output; his 100 settle.
//!  8. HTLC timeout, on a fourth channel: Alice's commitment carries the 100 as her offered HTLC;
//!     her HTLC-timeout (pre-signed by Bob, nLockTime = expiry) is refused before the expiry and
//!     accepted at it, then swept; her 100 settle.
//!  9. Bob and Alice each send 40 of those 100 to Carol, a third wallet, out of band; Carol's
//!     rgb-lib validates histories that run through the HTLC paths, and her 40 + 40 settle.
//! 10. All three wallets reopen with rgb-lib's consistency check on.
//!
//! The last stdout line is `SPIKE_RESULT {json}`. Exit status: 0 when every claim holds, 1 when a
//! step failed (`SPIKE_FAILED: ...` on stderr, no result line) or a claim does not hold (result line
//! printed, the failed claims on stderr), 2 on a bad command line.
//!
//! Layout: main.rs runs the steps and decides the exit status; funding.rs (steps 1-2),
//! commitment.rs (3-4), sweep.rs (5, 10), justice.rs (6), htlc.rs with htlc_second_stage.rs (7-8)
//! and carol.rs (9) are the steps; scripts.rs and htlc_scripts.rs build and sign the Lightning
//! scripts; wallets.rs wraps rgb-lib; regtest.rs talks to the indexer and the
//! mine/fund tools; result.rs (with json.rs) is the SPIKE_RESULT line and the claims checked
//! against it.
//!
//! SPIKE_RAW_BROADCAST=1 broadcasts the funding tx straight to Esplora instead of through rgb-lib:
//! rgb-lib then never learns its asset UTXO was spent, and step 10 fails for Alice ("spent bitcoins
//! with another wallet"), which is why the normal path goes through `send_btc_end`.

mod carol;
mod commitment;
mod funding;
mod htlc;
mod htlc_prior_state;
mod htlc_scripts;
mod htlc_second_stage;
mod json;
mod justice;
mod regtest;
mod result;
mod result_htlc;
mod scripts;
mod sweep;
mod wallets;

use std::fs;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{SystemTime, UNIX_EPOCH};

use htlc::Resolution;
use regtest::Regtest;
use result::SpikeResult;
use rgb_lib::bitcoin::secp256k1::{PublicKey, SecretKey};
use scripts::channel_key;
use sweep::reopen;
use wallets::Peer;

pub type Res<T> = Result<T, Box<dyn std::error::Error>>;

const ISSUED: u64 = 1_000;
const TO_BOB: u64 = 300;
const TO_ALICE: u64 = ISSUED - TO_BOB;

const FUNDING_SATS: u64 = 100_000;
const FUNDING_FEE: u64 = 1_500;
const TO_REMOTE_SATS: u64 = 30_000;
const COMMIT_FEE: u64 = 1_500;
const TO_LOCAL_SATS: u64 = FUNDING_SATS - TO_REMOTE_SATS - COMMIT_FEE;
const SWEEP_FEE: u64 = 1_000;
const CSV_DELAY: u16 = 6;

/// One commitment state of a channel: the asset and sats split, and its commitment number (which
/// BOLT 3 obscures into the locktime and sequence, and which names its per-state keys).
pub struct State {
    pub number: u64,
    pub to_bob: u64,
    pub to_alice: u64,
    pub to_remote_sats: u64,
}

impl State {
    pub fn to_local_sats(&self) -> u64 {
        FUNDING_SATS - self.to_remote_sats - COMMIT_FEE
    }
}

/// The state steps 3-5 broadcast, and the revoked one of the justice channel.
const STATE_1: State = State { number: 1, to_bob: TO_BOB, to_alice: TO_ALICE, to_remote_sats: TO_REMOTE_SATS };
/// The justice channel's latest state: only coloured and co-signed, never broadcast.
const STATE_2: State = State { number: 2, to_bob: 800, to_alice: ISSUED - 800, to_remote_sats: 80_000 };

/// Which of the run's two channels a step works on. Its keys and files are named after it, so the
/// channels never share a script nor overwrite each other's PSBTs and consignments.
#[derive(Clone, Copy)]
pub struct Channel(&'static str);

/// Steps 2-5: the cooperative channel.
const MAIN: Channel = Channel("");
/// Step 6: the channel whose revoked state Alice broadcasts.
const JUSTICE: Channel = Channel("justice_");
/// Step 7: Bob's commitment with an HTLC he claims with the preimage.
const HTLC_SUCCESS: Channel = Channel("htlc_success_");
/// Step 8: Alice's commitment with an HTLC she takes back after its expiry.
const HTLC_TIMEOUT: Channel = Channel("htlc_timeout_");

impl Channel {
    pub fn key(self, label: &str, run: &str) -> (SecretKey, PublicKey) {
        channel_key(&format!("{}{label}", self.0), run)
    }

    pub fn file(self, name: &str) -> String {
        format!("{}{name}", self.0)
    }
}

// Per-channel values both peers agree on out of band. The funding blinding also lets Bob accept
// the funding consignment (accept_transfer_consignment wants the output's blinding factor).
const FUNDING_BLINDING: u64 = 0x5eed_0000_0000_0001;
const COMMIT_BLINDING: u64 = 0x5eed_0000_0000_0002;
const COMMIT_NONCE: u64 = 1;
const SWEEP_BLINDING: u64 = 0x5eed_0000_0000_0003;
const JUSTICE_BLINDING: u64 = 0x5eed_0000_0000_0004;

struct Args {
    esplora_url: String,
    tools_bin: PathBuf,
    work_dir: PathBuf,
    raw_broadcast: bool,
}

fn parse_args() -> Result<Args, String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [esplora_url, tools_bin, work_dir] = args.as_slice() else {
        return Err("usage: spike-shadow-commitment <esplora_url> <tools_bin_dir> <work_dir>".into());
    };
    for tool in ["mine", "fund"] {
        if !Path::new(tools_bin).join(tool).is_file() {
            return Err(format!("{tools_bin}/{tool} does not exist (tools_bin_dir needs `mine` and `fund`)"));
        }
    }
    Ok(Args {
        esplora_url: esplora_url.clone(),
        tools_bin: PathBuf::from(tools_bin),
        work_dir: PathBuf::from(work_dir),
        raw_broadcast: std::env::var_os("SPIKE_RAW_BROADCAST").is_some(),
    })
}

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(a) => a,
        Err(msg) => {
            eprintln!("{msg}");
            return ExitCode::from(2);
        }
    };
    match run(&args) {
        Ok(result) => {
            let failed = result.failed_claims();
            if !failed.is_empty() {
                eprintln!("SPIKE_FAILED: claims that do not hold: {}", failed.join("; "));
            }
            println!("SPIKE_RESULT {}", result.to_json());
            if failed.is_empty() { ExitCode::SUCCESS } else { ExitCode::FAILURE }
        }
        Err(e) => {
            eprintln!("SPIKE_FAILED: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Prefixes a step's error with the step, so a failure says where it happened.
fn step<T>(name: &str, r: Res<T>) -> Res<T> {
    r.map_err(|e| format!("step {name}: {e}").into())
}

fn run(args: &Args) -> Res<SpikeResult> {
    let run_id = SystemTime::now().duration_since(UNIX_EPOCH)?.as_secs().to_string();
    let base = args.work_dir.join(&run_id);
    fs::create_dir_all(&base)?;
    let env = Regtest::new(&args.esplora_url, args.tools_bin.clone());
    let tip = env.tip().map_err(|e| format!("cannot reach the Esplora indexer at {}: {e}", args.esplora_url))?;
    env.log(format!("run {run_id}, data under {}, esplora {}, tip {tip}", base.display(), args.esplora_url));

    let mut s = Spike {
        alice: step("0 (open wallets)", Peer::create(&base, "alice", &args.esplora_url))?,
        bob: step("0 (open wallets)", Peer::create(&base, "bob", &args.esplora_url))?,
        env,
        base,
        run_id,
    };
    s.env.log(format!(
        "alice fingerprint {}, bob fingerprint {}",
        s.alice.keys.master_fingerprint, s.bob.keys.master_fingerprint
    ));

    heading(&s, "STEP 1: Alice funds, creates UTXOs, issues NIA 1000");
    let (asset_id, cid) = step("1 (issue)", s.issue())?;
    heading(&s, "STEP 2: shadow funding into a 2-of-2 P2WSH");
    let funding = step("2 (shadow funding)", s.shadow_funding(MAIN, &asset_id, cid, args.raw_broadcast))?;
    heading(&s, "STEP 3: commitment tx coloured independently by both");
    let commitment = step("3 (colour commitment)", s.colour_commitment(MAIN, &STATE_1, &asset_id, cid, &funding))?;
    heading(&s, "STEP 4: both consume the commitment, co-sign, broadcast; Bob receives 300");
    let settled =
        step("4 (settle commitment)", s.settle_commitment(MAIN, &STATE_1, &asset_id, cid, &funding, &commitment))?;
    heading(&s, "STEP 5: Alice sweeps to_local through the CSV branch");
    let sweep = step("5 (CSV sweep)", s.sweep(&asset_id, cid, &commitment, settled.height))?;
    heading(&s, "STEP 6: justice on a second channel: Alice broadcasts revoked state 1, Bob takes to_local");
    let justice = step("6 (justice)", s.justice())?;
    heading(&s, "STEP 7: HTLC success: Bob's commitment, Bob claims the 100 with the preimage");
    let htlc_success = step("7 (HTLC success)", s.htlc_channel(HTLC_SUCCESS, Resolution::Success))?;
    heading(&s, "STEP 8: HTLC timeout: Alice's commitment, Alice takes the 100 back after the expiry");
    let htlc_timeout = step("8 (HTLC timeout)", s.htlc_channel(HTLC_TIMEOUT, Resolution::Timeout))?;
    heading(&s, "STEP 9: Bob and Alice each send 40 of their HTLC 100 to Carol");
    let mut carol = step("9 (Carol)", Peer::create(&s.base, "carol", &args.esplora_url))?;
    let carol_from_bob =
        step("9 (Carol, from Bob)", s.send_to_carol(&mut carol, HTLC_SUCCESS, Resolution::Success, &htlc_success))?;
    let carol_from_alice =
        step("9 (Carol, from Alice)", s.send_to_carol(&mut carol, HTLC_TIMEOUT, Resolution::Timeout, &htlc_timeout))?;
    heading(&s, "STEP 10: reopen all three wallets with the consistency check on");
    let Spike { env, base, alice, bob, .. } = s;
    // The consistency check covers every channel's UTXOs; the balances are checked for every asset.
    let alice_balances = vec![
        (asset_id.clone(), sweep.alice_settled),
        (justice.asset_id.clone(), justice.alice_settled),
        (htlc_success.asset_id.clone(), htlc_success.counterparty_settled_to_remote),
        (htlc_timeout.asset_id.clone(), carol_from_alice.sender_settled),
    ];
    let bob_balances = vec![
        (asset_id.clone(), settled.bob_settled),
        (justice.asset_id.clone(), justice.bob_settled),
        (htlc_success.asset_id.clone(), carol_from_bob.sender_settled),
        (htlc_timeout.asset_id.clone(), htlc_timeout.counterparty_settled_to_remote),
    ];
    let carol_balances = vec![
        (htlc_success.asset_id.clone(), carol_from_bob.carol_settled),
        (htlc_timeout.asset_id.clone(), carol_from_alice.carol_settled),
    ];
    let peers = vec![(alice, alice_balances), (bob, bob_balances), (carol, carol_balances)];
    let reopen = reopen(&env, &base, peers, &args.esplora_url);
    let result = SpikeResult {
        asset_id,
        raw_broadcast: args.raw_broadcast,
        funding_txid: funding.outpoint.txid,
        funding_height: funding.height,
        commitment_txid: commitment.txid,
        commitment_height: settled.height,
        sweep_txid: sweep.txid,
        sweep_height: sweep.height,
        deterministic_with_static_blinding: commitment.psbts_identical,
        txids_differ_without_static_blinding: commitment.random_txids_differ,
        consignments_identical: settled.consignments_identical,
        bob_settled: settled.bob_settled,
        alice_settled: sweep.alice_settled,
        sweep_rejected_at: sweep.rejected_at,
        sweep_rejection_messages: sweep.rejection_messages,
        sweep_accepted_at: sweep.accepted_at,
        justice,
        htlc_success,
        htlc_timeout,
        carol_from_bob,
        carol_from_alice,
        reopened_consistent: reopen.is_empty(),
        reopen_errors: reopen,
        elapsed_ms: env.elapsed_ms(),
    };
    env.log("DONE");
    Ok(result)
}

fn heading(s: &Spike, title: &str) {
    s.env.log(format!("== {title}"));
}

/// The run's shared state; each step is a method in its own module.
struct Spike {
    env: Regtest,
    base: PathBuf,
    run_id: String,
    alice: Peer,
    bob: Peer,
}

fn now() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).expect("clock after 1970").as_secs()
}
