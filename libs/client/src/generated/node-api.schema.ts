// Generated from openapi.json by openapi-typescript (npm run client:generate); do not edit.

export interface paths {
    "/api/v1/balances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * BTC balances in sats (on-chain, Lightning) and RGB balances per contract and asset channel
         * @description BTC amounts are `_sats`: the plain wallet’s total and spendable (confirmed, mature, not locked by an operation), and our side of the open channels (`lightning_total_sats`, rounded down to whole sats). RGB amounts are raw asset units: per contract as GET /rgb/contract/{contractId}/balance gives them, and our side of each live asset channel (the committed split; HTLCs in flight count on neither side).
         */
        get: operations["BalancesController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bolt11/claim_for_hash": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Claim the HTLC held for a hold invoice with its preimage
         * @description For invoices from receive_for_hash or /rgb/ln/invoice/create_for_hash, once the PaymentClaimable event came: 409 Conflict while no HTLC is held (an RGB payment: until its asset HTLC is committed and its carrier held). sha256(preimage) must equal payment_hash and claimable_amount_msat the held amount (400 otherwise). The payment turns Succeeded when the claim completes (GET /payment/{paymentId}).
         */
        post: operations["Bolt11Controller_claimForHash"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bolt11/decode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decode a BOLT11 invoice (amount_msat is absent when the invoice names no amount) */
        post: operations["Bolt11Controller_decode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bolt11/fail_for_hash": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refuse a hold invoice’s payment: fail back any held HTLC; the payment turns Failed
         * @description Only for a Pending inbound payment (409 Conflict otherwise). Without a held HTLC yet, the payment fails now and an HTLC arriving later for the hash is failed back. An RGB payment fails its carrier and its asset HTLC back together.
         */
        post: operations["Bolt11Controller_failForHash"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bolt11/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay and wait for the outcome (408 PaymentTimeout leaves the payment tracked) */
        post: operations["Bolt11Controller_pay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bolt11/receive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Fixed-amount invoice */
        post: operations["Bolt11Controller_receive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bolt11/receive_for_hash": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hold invoice: the HTLC is held until claim_for_hash or fail_for_hash */
        post: operations["Bolt11Controller_receiveForHash"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bolt11/receive_var": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Variable-amount invoice (the payer chooses the amount) */
        post: operations["Bolt11Controller_receiveVar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bolt11/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start paying a fixed-amount invoice; returns at once */
        post: operations["Bolt11Controller_send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bolt11/send_using_amount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start paying a variable-amount invoice with amount_msat */
        post: operations["Bolt11Controller_sendUsingAmount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bolt12/offer/decode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decode a BOLT12 offer: amount_msat, description, issuer, expiry and blinded paths */
        post: operations["Bolt12Controller_decodeOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bolt12/offer/receive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reusable fixed-amount offer (each payment gets its own invoice and record) */
        post: operations["Bolt12Controller_receive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bolt12/offer/receive_var": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reusable offer; the payer chooses the amount */
        post: operations["Bolt12Controller_receiveVar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bolt12/offer/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay an offer (invoice request over onion messages); returns at once */
        post: operations["Bolt12Controller_send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bolt12/refund/decode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decode a BOLT12 refund: amount_msat, payer_note, expiry and the payer’s signing key */
        post: operations["Bolt12Controller_decodeRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bolt12/refund/initiate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A refund this node pays when the payee sends an invoice for it */
        post: operations["Bolt12Controller_initiateRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bolt12/refund/request_payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send this node's invoice for a refund to its creator, who pays it */
        post: operations["Bolt12Controller_requestPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/channel/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cooperative close */
        post: operations["ChannelsController_close"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/channel/force_close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Broadcast the latest commitment; funds return after the CSV delay
         * @description Waits (at most 30 s) for pending channel-state writes first; when they do not finish it answers 409 ChannelCloseFailed and changes nothing: retry later (LDK 0.1.0 could crash force closing during them).
         */
        post: operations["ChannelsController_forceClose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/channel/open": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Connect to the peer and open a channel funded by the plain wallet */
        post: operations["ChannelsController_open"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/channels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lightning channels; one that carries an asset channel shows its committed split in `rgb` */
        get: operations["ChannelsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/handled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Acknowledge an event */
        post: operations["EventsController_handled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/wait_next": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Oldest unacknowledged event; 204 when none arrives in time
         * @description Events older than RLN_EVENT_RETENTION_HOURS (default 168) are deleted, acknowledged or not.
         */
        post: operations["EventsController_waitNext"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the HTTP server answers */
        get: operations["NodeController_healthz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Prometheus metrics (text exposition format): HTTP requests, payments, process, component readiness, engine lease */
        get: operations["NodeController_metrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/node_id": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This node’s Lightning public key (node_id, hex) */
        get: operations["NodeController_nodeId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payment/{paymentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One payment record: status Pending, Succeeded or Failed (404 PaymentNotFound) */
        get: operations["PaymentsController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payment/{paymentId}/abandon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stop retrying a Pending outbound payment; it becomes Failed once no HTLC is in flight */
        post: operations["PaymentsController_abandon"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payment/{paymentId}/wait": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Block until the payment is terminal (408 PaymentTimeout otherwise; state unchanged) */
        post: operations["PaymentsController_wait"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All payment records, oldest first; Link rel="next" when more remain */
        get: operations["PaymentsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/peers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Connected peers and peers whose address is stored for reconnection */
        get: operations["ChannelsController_peers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/peers/connect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Connect to a peer at host:port and wait for the handshake
         * @description Answers once the handshake completed (within 8 s), or 409 PeerConnectionFailed, storing nothing. With `persist` (default true) the address is stored and the peer is reconnected after drops and restarts. A peer already connected is not dialled again.
         */
        post: operations["ChannelsController_connect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/peers/disconnect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Disconnect from a peer and forget its stored address (no reconnection) */
        post: operations["ChannelsController_disconnect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: database, chain source, wallet, Lightning engine, P2P, RGB engine and indexer checks; `events` reports engine events set aside as unstorable (never fails) */
        get: operations["NodeController_readyz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rgb/address/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The last RGB address POST /rgb/address/new gave; does not advance the index */
        get: operations["RgbWalletController_currentAddress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rgb/address/new": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new RGB address (rgb-lib colored keychain); advances the index */
        post: operations["RgbWalletController_newAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rgb/channels/recovery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Per asset channel: where it stands, and after a close on chain what is back in our wallets, what is pending and what the peer took */
        get: operations["RgbChannelsController_recovery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rgb/consignments/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a consignment as raw bytes, gzip or ZIP (`format`); public, no token
         * @description The Content-Type follows `format`: `raw` (default) application/octet-stream, `gzip` application/gzip, `zip` application/zip. The random key is the capability. An asset channel’s funding consignment (key = funding txid, the `color_context_data` URL) is served only to the channel’s peer proving itself with the x-rgb-channel-* headers; anyone else gets the 404 of an unknown key.
         */
        get: operations["RgbConsignmentsController_download"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rgb/contract/{contractId}/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A contract’s balance in raw asset units: mined, tentative, offchain, archived, total
         * @description `mined`: settled allocations on confirmed carriers; `tentative`: settled ones on unconfirmed carriers and those of transfers not settled yet; `offchain`: our units in asset channels; `total` = mined + tentative + offchain. 404 ContractNotFound when the contract is not imported locally.
         */
        get: operations["RgbContractsController_balance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rgb/contract/{contractId}/known": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether this node knows the contract (issued here or imported); never 404 */
        get: operations["RgbContractsController_known"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rgb/contracts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Contracts this node knows: issued here or imported */
        get: operations["RgbContractsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rgb/contracts/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export a contract consignment to download from GET /rgb/consignments/{consignment_key}
         * @description Each call stores the consignment under a new random key. 404 ContractNotFound when rgb-lib does not hold the contract.
         */
        post: operations["RgbContractsController_export"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rgb/contracts/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a contract consignment (raw or ZIP body), validated against the chain first
         * @description Without `format` a body starting with PK 03 04 is read as a ZIP archive, anything else as raw; `format=zip` requires a ZIP. An invalid consignment, or one of another contract than `contract_id`, is 422 ConsignmentInvalid and imports nothing.
         */
        post: operations["RgbContractsController_import"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rgb/contracts/issue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue a new contract of an issuer (schema) on a free RGB UTXO
         * @description `issued_supply` is in raw asset units. NIA, IFA and UDA contracts need a ticker, CFA ones take none; a UDA issues exactly "1". 409 InsufficientAssetBalance when no free RGB UTXO can carry the issuance: fund one with POST /rgb/utxos/fund, then POST /rgb/sync.
         */
        post: operations["RgbContractsController_issue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rgb/descriptor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Descriptor of the RGB wallet’s colored keychain, with fingerprint, path and xpub */
        get: operations["RgbWalletController_descriptor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rgb/issuers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Issuer names available to POST /rgb/contracts/issue, and issuer files that failed to load */
        get: operations["RgbContractsController_issuers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rgb/issuers/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import an issuer definition file under `name` (binary body)
         * @description An invalid file is 400 and is listed with its error in `invalid_issuers` of GET /rgb/issuers; built-in issuer names cannot be replaced.
         */
        post: operations["RgbContractsController_importIssuer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rgb/ln/invoice/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** RGB invoice: a BOLT11 hold invoice for the BTC carrier, with the contract and asset amount (tags 30/31) */
        post: operations["RgbLnController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rgb/ln/invoice/create_for_hash": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** RGB hold invoice for a hash the caller holds the preimage of (claim_for_hash or fail_for_hash) */
        post: operations["RgbLnController_createForHash"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rgb/ln/invoice/decode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decode an RGB Lightning invoice: carrier_amount_msat, contract_id, asset_amount, expiry */
        post: operations["RgbLnController_decode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rgb/ln/invoice/estimate_carrier": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A non-binding snapshot of the carrier an RGB invoice needs, per channel; changes nothing */
        post: operations["RgbLnController_estimateCarrier"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rgb/ln/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay an RGB invoice over an asset channel with the payee: the asset HTLC is committed first, then the BTC carrier is sent; read the outcome with GET /payment/{id} */
        post: operations["RgbLnController_pay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rgb/onchain/invoice/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an RGB on-chain invoice and its inbound record (id = the invoice’s recipient id)
         * @description `amount` is in raw asset units and `expiry_secs` a decimal string here (default 86400). A blinded invoice (default) pays to a carrier of this node; `use_witness_utxo` lets the payer create the output. Repeating a `nonce` returns the same invoice (409 when the rest of the request differs).
         */
        post: operations["RgbOnchainController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rgb/onchain/invoice/decode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decode an RGB on-chain invoice: contract_id, amount, beneficiary, expiry_unix_secs */
        post: operations["RgbOnchainController_decode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rgb/onchain/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** RGB on-chain payment records: inbound invoices and outbound sends, with their status */
        get: operations["RgbOnchainController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rgb/onchain/receive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an incoming RGB consignment, by consignment_key (JSON) or uploaded (binary)
         * @description By key: a consignment that reached this node for the invoice (through its RGB proxy, or an earlier upload). Upload: the consignment itself, raw or ZIP, with `payment_id` the inbound record’s id. Both validate with rgb-lib before anything changes and are idempotent; 422 ConsignmentInvalid changes nothing, 409 when the invoice was paid with another consignment or is no longer pending.
         */
        post: operations["RgbOnchainController_receive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rgb/onchain/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay an RGB on-chain invoice; answers txid and consignment_key once the consignment left
         * @description With a transport endpoint in the invoice the consignment is posted there and the transaction broadcast after the payee’s ack; without one (out of band) the transaction is broadcast at once and the payer’s client hands the consignment (GET /rgb/consignments/{key}) to the payee. Follow the outbound record in GET /rgb/onchain/payments. A failed send may already have committed RGB state: re-read balances and UTXOs rather than retry blindly, or retry with the same Idempotency-Key.
         */
        post: operations["RgbOnchainController_send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rgb/proxy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * RGB proxy protocol 0.2 (JSON-RPC 2.0), the transport rgb-lib wallets post consignments and acks to
         * @description Public (no token). Files are accepted only for recipient ids of this node’s own open invoices and kept in the node’s database. Method errors are JSON-RPC errors with status 200; a body that is not a JSON-RPC request is 400, too large 413, of another type 415.
         */
        post: operations["RgbProxyController_serve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rgb/sign_message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign a message with the key of the first RGB address (bitcoin_signed_message or ecdsa)
         * @description Defaults: algorithm `bitcoin_signed_message`, encoding `base64` for it and `hex` for `ecdsa`, compact `true`. The answer names the key: pubkey and derivation_path.
         */
        post: operations["RgbWalletController_signMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rgb/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sync the RGB wallet (rgb-lib) with the indexer now
         * @description Answers once the sync finished. It does not re-read carrier confirmation heights: GET /rgb/utxos?refresh=true does.
         */
        post: operations["RgbWalletController_sync"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rgb/utxos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Carrier UTXOs; refresh=true syncs and re-reads confirmations from the indexer first */
        get: operations["RgbUtxosController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rgb/utxos/{outpoint}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One carrier UTXO by outpoint (<txid>:<vout>), as GET /rgb/utxos lists it; refresh=true syncs first */
        get: operations["RgbUtxosController_one"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rgb/utxos/fund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create RGB UTXOs from explicit plain-wallet inputs (no coin selection) */
        post: operations["RgbUtxosController_fund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rgb/utxos/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Release a reservation by reservation_id or by outpoint; released is false when there was none */
        post: operations["RgbUtxosController_release"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rgb/utxos/reserve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reserve a carrier UTXO (the outpoint given, or a free one) for ttl_secs (default 300)
         * @description The UTXO shows `lock.kind` `manual_reservation` until POST /rgb/utxos/release or the reservation expires (it releases itself). 404 when the outpoint is not a carrier of this wallet; 409 Conflict when no free carrier is left.
         */
        post: operations["RgbUtxosController_reserve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rgb/utxos/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Carrier UTXO summaries (value_sats, assets, reservation); refresh=true reconciles first */
        get: operations["RgbUtxosController_summary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rgb/utxos/sweep": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Spend an RGB UTXO without allocations back to the plain wallet (409 when it carries any) */
        post: operations["RgbUtxosController_sweep"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rgb/utxos/top_up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move an RGB UTXO’s allocations to a bigger new one, funded by explicit plain-wallet inputs, in one transaction */
        post: operations["RgbUtxosController_topUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/spontaneous/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Keysend amount_msat to a node id without an invoice; returns at once
         * @description Read the outcome with GET /payment/{paymentId} or POST /payment/{paymentId}/wait. custom_tlvs types are at least 65536, each at most once, and not the keysend preimage type 5482373484 (400 otherwise).
         */
        post: operations["SpontaneousController_send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Engine running, P2P listening, network, chain tip, and whether the node is synced to it */
        get: operations["NodeController_status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/version": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Interface version (api_version, v1) and node software version */
        get: operations["NodeController_version"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/address/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The last address POST /wallet/address/new gave; does not advance the index */
        get: operations["WalletController_currentAddress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/address/new": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new receive address of the plain BTC wallet (advances the index) */
        post: operations["WalletController_newAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Catch the plain BTC wallet up with the chain now (blocks, then mempool)
         * @description Answers once the sync finished. It does not re-read RGB carrier confirmations: GET /rgb/utxos?refresh=true does.
         */
        post: operations["WalletController_sync"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/utxos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** UTXOs of the plain BTC wallet (value_sats, confirmation, lock); refresh=true syncs first */
        get: operations["WalletController_utxos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AddressResponseDto: {
            /** @example bcrt1q4x8q77anzyze4tk87yvrv7q7nx89n482q9v90a */
            address: string;
        };
        AllocationDto: {
            /** @example 1000 */
            amount: string;
            /** @example contract:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8 */
            contract_id: string;
            /** @enum {string} */
            layer: "base" | "active" | "pending";
        };
        BalanceDto: {
            /** @example 0 */
            archived: string;
            /** @example 999800 */
            mined: string;
            /** @example 200 */
            offchain: string;
            /** @example 0 */
            tentative: string;
            /** @example 1000000 */
            total: string;
        };
        BalancesResponseDto: {
            btc: components["schemas"]["BtcBalancesDto"];
            rgb: components["schemas"]["RgbBalancesDto"];
        };
        Bolt11DecodeResponseDto: {
            /**
             * @description Absent when the invoice has no amount
             * @example 1000000
             */
            amount_msat?: string;
            /** @example 02c2c2553402b1187693356b9c70ae486439bc013392aefd02f91abaf4966b6593 */
            destination: string;
            /** @example 3600 */
            expiry_secs: string;
            /** @example 53bfb4d81de4015f66b36cc49fdf88a2a95338a69b8a4874ce54c1a8379d2fff */
            payment_hash: string;
        };
        Bolt11PayRequestDto: {
            /**
             * @description Only for variable-amount invoices (msat)
             * @example 1000000
             */
            amount_msat?: string | null;
            /**
             * @description Preferred first-hop channel (channel_id, 64 hex)
             * @example 69e36568cd8b4659389b9fcfbe1167547f6421e78168bfb439dada2ffddb0146
             */
            channel_id?: string | null;
            /** @example lnbcrt1p5jjccqpp52wlmfkqausq47e4ndnzflhug5254xw9xnw9ysaxw2nq6sdua9llssp5hqa33e790p5tdvj92xtvraaky77rmrddj2cq2uxfw7uvxge5rh4sdq2vdhkven9v5xqrrsscqpc9qyysgq7l2j3dpsj3d5ey5p0svzuu08kqwtzcu64uatthvhvjfmc9ly7sp3svs7ppqcmw9rjcs4x0pppuade88xdk0y8kg3g9p7sxrquanqnpspg89vzr */
            invoice: string;
        };
        Bolt11PayResponseDto: {
            /**
             * @description Amount delivered to the payee, sats (decimal string)
             * @example 1000
             */
            amount_sats: string;
            /**
             * @description Payee node id
             * @example 02c2c2553402b1187693356b9c70ae486439bc013392aefd02f91abaf4966b6593
             */
            destination: string;
            /** @example 1000 */
            fee_paid_msat: string;
            /** @example 53bfb4d81de4015f66b36cc49fdf88a2a95338a69b8a4874ce54c1a8379d2fff */
            payment_id: string;
            /**
             * @description 32-byte hex preimage proving payment
             * @example 0c9e537d31ac63a4f3c09543688b333e7e3ebd85a34bb8229d77e94c63d5ced1
             */
            preimage: string;
        };
        Bolt11ReceiveForHashRequestDto: {
            /**
             * @description msat, decimal string
             * @example 1000000
             */
            amount_msat: string;
            /** @example coffee */
            description: string;
            /** @example 3600 */
            expiry_secs: number;
            /**
             * @description SHA-256 of a preimage only the caller knows (hold invoice)
             * @example 6c60f404f8167a38fc70eaf8aa17ac351023bef86bcb9d1086a19afe95bd5333
             */
            payment_hash: string;
        };
        Bolt11ReceiveRequestDto: {
            /**
             * @description msat, decimal string
             * @example 1000000
             */
            amount_msat: string;
            /** @example coffee */
            description: string;
            /** @example 3600 */
            expiry_secs: number;
        };
        Bolt11ReceiveVarRequestDto: {
            /** @example donation */
            description: string;
            /** @example 3600 */
            expiry_secs: number;
        };
        Bolt11SendUsingAmountRequestDto: {
            /** @example 50000 */
            amount_msat: string;
            /**
             * @description A variable-amount invoice
             * @example lnbcrt1p5jjccqpp52wlmfkqausq47e4ndnzflhug5254xw9xnw9ysaxw2nq6sdua9llssp5hqa33e790p5tdvj92xtvraaky77rmrddj2cq2uxfw7uvxge5rh4sdq2vdhkven9v5xqrrsscqpc9qyysgq7l2j3dpsj3d5ey5p0svzuu08kqwtzcu64uatthvhvjfmc9ly7sp3svs7ppqcmw9rjcs4x0pppuade88xdk0y8kg3g9p7sxrquanqnpspg89vzr
             */
            invoice: string;
        };
        BtcBalancesDto: {
            /**
             * @description Sum of our balances in open channels
             * @example 90660
             */
            lightning_total_sats: string;
            /**
             * @description Confirmed, mature and not locked by an operation
             * @example 219718
             */
            onchain_spendable_sats: string;
            /** @example 249718 */
            onchain_total_sats: string;
        };
        CarrierConfirmationDto: {
            /** @example 119 */
            height?: number;
            /** @enum {string} */
            status: "confirmed" | "mempool";
        };
        CarrierLockDto: {
            /**
             * @example operation
             * @enum {string}
             */
            kind: "none" | "manual_reservation" | "operation";
            /** @example true */
            locked: boolean;
            /** @example rgb-top-up:3fb5d490acea5d70 */
            operation_id: string | null;
        };
        CarrierRgbDto: {
            allocations: components["schemas"]["AllocationDto"][];
            /** @example false */
            has_mixed_asset_allocations: boolean;
            /**
             * @example [
             *       "rgb-state",
             *       "fee-support"
             *     ]
             */
            spend_roles: string[];
        };
        CarrierSummaryDto: {
            assets: components["schemas"]["SummaryAssetDto"][];
            /**
             * @description 0 while unconfirmed (as of the last refresh)
             * @example 119
             */
            confirmed_height: number;
            /** @example 5ed14fdfe7c4e47600051a4ee2838b1cbd50a41d4095162ed156c607dc700c9d:0 */
            outpoint: string;
            /** @example true */
            reserved: boolean;
            /** @example 1764323600 */
            reserved_until_unix_secs?: string;
            /** @example 30000 */
            value_sats: string;
        };
        CarrierSummaryResponseDto: {
            utxos: components["schemas"]["CarrierSummaryDto"][];
        };
        CarrierUtxoDto: {
            confirmation: components["schemas"]["CarrierConfirmationDto"];
            lock: components["schemas"]["CarrierLockDto"];
            /** @example 5ed14fdfe7c4e47600051a4ee2838b1cbd50a41d4095162ed156c607dc700c9d:0 */
            outpoint: string;
            rgb: components["schemas"]["CarrierRgbDto"];
            /** @example 30000 */
            value_sats: string;
        };
        CarrierUtxosResponseDto: {
            utxos: components["schemas"]["CarrierUtxoDto"][];
        };
        ChannelDto: {
            /** @example 69e36568cd8b4659389b9fcfbe1167547f6421e78168bfb439dada2ffddb0146 */
            channel_id: string;
            /** @example 46dfb9315bbebdadf33eae5864650f8b7d40d4f817073242890d019afcaba646:0 */
            channel_point?: string;
            /** @example 100000 */
            channel_value_sats: string;
            /** @example 02c2c2553402b1187693356b9c70ae486439bc013392aefd02f91abaf4966b6593 */
            counterparty_node_id: string;
            /** @example 4000000 */
            inbound_capacity_msat: string;
            /** @example false */
            is_announced: boolean;
            /** @example true */
            is_channel_ready: boolean;
            /** @example true */
            is_usable: boolean;
            /** @example 90660000 */
            local_balance_msat: string;
            /** @example 89660000 */
            outbound_capacity_msat: string;
            rgb?: components["schemas"]["ChannelRgbDto"];
            /** @example 131941395398656 */
            short_channel_id?: string;
            /** @example 149117180601118507292799559808671527431 */
            user_channel_id: string;
        };
        ChannelRecoveryDto: {
            /** @example 69e36568cd8b4659389b9fcfbe1167547f6421e78168bfb439dada2ffddb0146 */
            channel_id: string;
            close_on_chain: components["schemas"]["CloseOnChainDto"] | null;
            /** @example contract:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8 */
            contract_id: string;
            /**
             * @description closed cooperatively: whether our RGB wallet took the closing in (null: not closed cooperatively)
             * @example null
             */
            cooperative_close_received: boolean | null;
            /**
             * @description our asset units in the newest state this node knows
             * @example 190
             */
            local_amount: string;
            /** @example 02c2c2553402b1187693356b9c70ae486439bc013392aefd02f91abaf4966b6593 */
            peer_node_id: string;
            /**
             * @description the asset channel: state-lost means this node runs on an old backup and the peer proved it; it never broadcasts its own commitment then
             * @example closed
             * @enum {string}
             */
            status: "awaiting-funding" | "open" | "closing" | "closed" | "failed" | "state-lost";
        };
        ChannelRecoveryResponseDto: {
            channels: components["schemas"]["ChannelRecoveryDto"][];
        };
        ChannelRgbDto: {
            /** @example contract:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8 */
            contract_id: string;
            /** @example 190 */
            local_amount: string;
            /** @example 10 */
            remote_amount: string;
        };
        ClaimForHashRequestDto: {
            /**
             * @description The amount the caller expects to claim (msat); must match the held HTLCs
             * @example 1000000
             */
            claimable_amount_msat: string;
            /** @example 6c60f404f8167a38fc70eaf8aa17ac351023bef86bcb9d1086a19afe95bd5333 */
            payment_hash: string;
            /**
             * @description 32-byte preimage whose SHA-256 is payment_hash
             * @example 107661134f21fc7c02223d50ab9eb3600bc3ffc3712423a1e47bb1f9a9dbf55f
             */
            preimage: string;
        };
        CloseChannelRequestDto: {
            /** @example 02c2c2553402b1187693356b9c70ae486439bc013392aefd02f91abaf4966b6593 */
            counterparty_node_id: string;
            /**
             * @description u128 as a decimal string
             * @example 149117180601118507292799559808671527431
             */
            user_channel_id: string;
        };
        CloseOnChainDto: {
            /**
             * @description whose commitment: theirs-revoked is the peer cheating (justice takes all); ours-revoked is one we revoked (an old backup of ours broadcast it)
             * @example ours
             * @enum {string|null}
             */
            commitment_kind: "ours" | "theirs" | "theirs-revoked" | "ours-revoked" | null;
            /** @example 12 */
            commitment_number: string | null;
            /**
             * @description the commitment on chain; null before it is broadcast or recognised
             * @example 07b7853e87d95d9c823294231f89b880f99be2fe04b3b7e531f9bc6e4dcaea22
             */
            commitment_txid: string | null;
            /**
             * @description every output of ours is settled or lost: nothing more will happen
             * @example true
             */
            done: boolean;
            /**
             * @description asset units the peer took
             * @example 0
             */
            lost_amount: string;
            outputs: components["schemas"]["RecoveryOutputDto"][];
            /**
             * @description asset units on their way to it (counted as offchain in the balance)
             * @example 0
             */
            pending_amount: string;
            /**
             * @description asset units back in our RGB wallet
             * @example 190
             */
            recovered_amount: string;
            /**
             * @description why this node closed on chain; null when the peer did
             * @example force close requested over HTTP
             */
            requested: string | null;
            /**
             * @description a spend of the shadow output this node cannot recognise yet: it waits for the peer to describe its commitment (restored from an old backup)
             * @example null
             */
            unrecognised_spender: string | null;
        };
        ConnectPeerRequestDto: {
            /** @example 203.0.113.7:9735 */
            address: string;
            /** @example 02c2c2553402b1187693356b9c70ae486439bc013392aefd02f91abaf4966b6593 */
            node_id: string;
            /**
             * @description Reconnect to this peer after restarts (default true)
             * @example true
             */
            persist?: boolean | null;
        };
        ConsignmentKeyResponseDto: {
            /** @example 580f3cccb40b9f641e6e2e2640e7276db8cbb55c5993a974bb1ee95ae19a3309 */
            consignment_key: string;
            /** @example contract:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8 */
            contract_id: string;
            /** @example true */
            ok: boolean;
        };
        ContractBalanceResponseDto: {
            balance: components["schemas"]["BalanceDto"];
            /** @example contract:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8 */
            contract_id: string;
        };
        ContractDto: {
            /** @example contract:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8 */
            contract_id: string;
            /** @example Issued on regtest for the API reference */
            details?: string;
            /** @example 1000000 */
            issued_supply?: string;
            /** @example Example Token */
            name?: string;
            /** @example 2 */
            precision?: number;
            /** @example EXT */
            ticker?: string;
        };
        ContractKnownResponseDto: {
            /** @example contract:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8 */
            contract_id: string;
            /** @example true */
            known: boolean;
        };
        ContractsResponseDto: {
            contracts: components["schemas"]["ContractDto"][];
        };
        CreateRgbInvoiceRequestDto: {
            /**
             * @description raw asset units, at most 2^53 − 1 (rgb-lib binding limit)
             * @example 100
             */
            amount: string;
            /**
             * @description pins the blinded carrier; rgb-lib 0.3 picks the oldest free one, so only that one can be pinned
             * @example 5ed14fdfe7c4e47600051a4ee2838b1cbd50a41d4095162ed156c607dc700c9d:0
             */
            blinding_utxo?: string | null;
            /** @example contract:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8 */
            contract_id: string;
            /**
             * @description a decimal string here (default 86400)
             * @example 86400
             */
            expiry_secs?: string | null;
            /**
             * @description makes creation idempotent: the same nonce returns the same invoice (1-64 visible ASCII)
             * @example order-7731
             */
            nonce?: string | null;
            /**
             * @description extension: an invoice with no transport endpoint; the payer’s client brings the consignment to POST /rgb/onchain/receive
             * @example false
             */
            out_of_band?: boolean | null;
            /**
             * @description a witness invoice: the payer creates the payee output (default false: a blinded carrier of this node)
             * @example false
             */
            use_witness_utxo?: boolean | null;
        };
        CreateRgbInvoiceResponseDto: {
            /**
             * @description the carrier blinded for a blinded invoice
             * @example 5ed14fdfe7c4e47600051a4ee2838b1cbd50a41d4095162ed156c607dc700c9d:0
             */
            blinding_utxo_used?: string;
            /** @example rgb:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8/RWhwUfTMpuP2Zfx1~j4nswCANGeJrYOqDcKelaMV4zU/BF/bcrt:utxob:8b7_72l7-l9AsjA8-_g4yrXF-GbGzErt-8N5XSCF-bnQGwDZ-BIiKz?assignment_name=assetOwner&expiry=1764406400&endpoints=rpc://127.0.0.1:3001/api/v1/rgb/proxy */
            invoice: string;
        };
        CreateRgbLnInvoiceForHashRequestDto: {
            /**
             * @description raw asset units, decimal string
             * @example 10
             */
            asset_amount: string;
            /** @example contract:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8 */
            contract_id: string;
            /** @example ten tokens */
            description: string;
            /**
             * @description default 3600
             * @example 3600
             */
            expiry_secs?: number | null;
            /**
             * @description SHA-256 of a preimage only the caller knows; claimed with /bolt11/claim_for_hash once the asset HTLC is committed
             * @example 6c60f404f8167a38fc70eaf8aa17ac351023bef86bcb9d1086a19afe95bd5333
             */
            payment_hash: string;
        };
        CreateRgbLnInvoiceRequestDto: {
            /**
             * @description raw asset units, decimal string
             * @example 10
             */
            asset_amount: string;
            /**
             * @description msat; when omitted the node computes it, and a carrier below the minimum viable one is raised to it
             * @example 3000000
             */
            btc_carrier_amount_msat?: string | null;
            /** @example contract:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8 */
            contract_id: string;
            /** @example ten tokens */
            description: string;
            /**
             * @description default 3600
             * @example 3600
             */
            expiry_secs?: number | null;
        };
        DecodedRgbInvoiceDto: {
            /** @example 100 */
            amount?: string;
            /**
             * @description the recipient id: a blinded seal or a witness beneficiary
             * @example bcrt:utxob:8b7_72l7-l9AsjA8-_g4yrXF-GbGzErt-8N5XSCF-bnQGwDZ-BIiKz
             */
            beneficiary: string;
            /** @example contract:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8 */
            contract_id?: string;
            /** @example 1764406400 */
            expiry_unix_secs?: string;
            /** @example false */
            use_witness_utxo: boolean;
        };
        DerivedDescriptorDto: {
            /** @example m/86'/827167'/0' */
            derivation_path: string;
            /** @example tr([3f832ffb/86'/827167'/0']tpubDCEAqFbHXCDmSFcVJab8TkBzp8FF4UDkCZvecFSuqPn1WF78M4gtKfkyNYC8BQtY1uK3UiBEYAsFrqjs94FRjZHv35iXGxiPvB3WMM3WC4h/0/*) */
            descriptor: string;
            /** @example 3f832ffb */
            fingerprint: string;
            /** @example tpubDCEAqFbHXCDmSFcVJab8TkBzp8FF4UDkCZvecFSuqPn1WF78M4gtKfkyNYC8BQtY1uK3UiBEYAsFrqjs94FRjZHv35iXGxiPvB3WMM3WC4h */
            xpub: string;
        };
        DescriptorResponseDto: {
            derived_descriptors?: components["schemas"]["DerivedDescriptorDto"][];
            /** @example tr([3f832ffb/86'/827167'/0']tpubDCEAqFbHXCDmSFcVJab8TkBzp8FF4UDkCZvecFSuqPn1WF78M4gtKfkyNYC8BQtY1uK3UiBEYAsFrqjs94FRjZHv35iXGxiPvB3WMM3WC4h/0/*) */
            descriptor: string;
        };
        DisconnectPeerRequestDto: {
            /** @example 02c2c2553402b1187693356b9c70ae486439bc013392aefd02f91abaf4966b6593 */
            node_id: string;
        };
        /**
         * @example {
         *       "error": "InvalidRequest",
         *       "message": "Invalid field 'amount_msat': amount_msat must be a positive integer as a decimal string, at most 1844674407370955161, e.g. \"1000\"",
         *       "details": {
         *         "field": "amount_msat"
         *       }
         *     }
         */
        ErrorBody: {
            details?: {
                [key: string]: unknown;
            };
            /** @example InvalidRequest */
            error: string;
            hint?: string;
            message: string;
        };
        EstimateCarrierChannelDto: {
            /** @example null */
            blocking_reason: string | null;
            /** @example true */
            can_receive_rgb_invoice: boolean;
            /** @example 69e36568cd8b4659389b9fcfbe1167547f6421e78168bfb439dada2ffddb0146 */
            channel_id: string;
            /** @example 1000 */
            default_create_carrier_amount_msat: string;
            /** @example true */
            has_holder_reserve: boolean;
            /** @example 4000000 */
            inbound_capacity_msat: string;
            /** @example 4000000 */
            inbound_htlc_maximum_msat: string;
            /** @example 1 */
            inbound_htlc_minimum_msat: string;
            /** @example true */
            is_usable: boolean;
            /** @example 90660 */
            local_balance_output_sats: string;
            /** @example 1000 */
            minimum_viable_carrier_amount_msat: string;
            /** @example true */
            receive_available: boolean;
            /** @example null */
            required_carrier_msat: string | null;
            /** @example null */
            suggested_action: string | null;
            /** @example 149117180601118507292799559808671527431 */
            user_channel_id: string;
        };
        EstimateCarrierRequestDto: {
            /**
             * @description raw asset units, decimal string
             * @example 10
             */
            asset_amount: string;
            /** @example contract:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8 */
            contract_id: string;
            /** @example ten tokens */
            description: string;
            /** @example 3600 */
            expiry_secs: number;
        };
        EstimateCarrierResponseDto: {
            /** @example null */
            blocking_reason: string | null;
            /** @example true */
            can_create_rgb_invoice: boolean;
            /** @example 354000 */
            carrier_admission_threshold_msat: string;
            channels: components["schemas"]["EstimateCarrierChannelDto"][];
            /** @example 1000 */
            default_create_carrier_amount_msat: string;
            /** @example the minimum viable carrier of channel 69e36568cd8b4659389b9fcfbe1167547f6421e78168bfb439dada2ffddb0146: a small carrier keeps BTC from draining toward the payee */
            default_create_reason: string;
            /**
             * @description always true: a snapshot, not a reservation
             * @example true
             */
            estimate_only: boolean;
            /** @example 354000 */
            holder_reserve_threshold_msat: string;
            /** @example 1000 */
            minimum_allowed_carrier_amount_msat: string;
            /** @example 1000 */
            minimum_viable_carrier_amount_msat: string;
            /** @example to_local (90660 sat) already holds the 354 sat reserve, so the 1000 msat floor applies */
            minimum_viable_reason: string;
            /** @example true */
            receive_available: boolean;
            /** @example null */
            required_carrier_msat: string | null;
            /** @example null */
            suggested_action: string | null;
            /** @example A non-binding snapshot: channel balances, inbound capacity and RGB HTLC slots can change before an invoice is created or paid; invoice/create checks again. */
            warning: string;
        };
        EventHandledRequestDto: {
            /**
             * @description Event id (decimal string)
             * @example 42
             */
            id: string;
        };
        ExportContractRequestDto: {
            /** @example contract:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8 */
            contract_id: string;
        };
        FailForHashRequestDto: {
            /** @example 6c60f404f8167a38fc70eaf8aa17ac351023bef86bcb9d1086a19afe95bd5333 */
            payment_hash: string;
        };
        FundInputDto: {
            /** @example 46dfb9315bbebdadf33eae5864650f8b7d40d4f817073242890d019afcaba646:1 */
            outpoint: string;
        };
        FundOutputDto: {
            /** @example bcrt1pwtazasthzrdrvx9m9n3cjeg8pcytv4nn9ketl2qmwplw559tm8xs676703 */
            address: string;
            /** @example 30000 */
            value_sats: string;
        };
        FundOutputResultDto: {
            /** @example bcrt1pwtazasthzrdrvx9m9n3cjeg8pcytv4nn9ketl2qmwplw559tm8xs676703 */
            address: string;
            /** @example 30000 */
            value_sats: string;
            /** @example 0 */
            vout: number;
        };
        FundRequestDto: {
            /** @example bcrt1q5pwwfgr283phstzmj7p2xrxxrahjqv0y4d2drh */
            change_address: string;
            /**
             * @description positive, fractional allowed
             * @example 2
             */
            fee_rate_sats_per_vb: number;
            inputs: components["schemas"]["FundInputDto"][];
            outputs: components["schemas"]["FundOutputDto"][];
        };
        FundResponseDto: {
            /**
             * @example {
             *       "address": "bcrt1q5pwwfgr283phstzmj7p2xrxxrahjqv0y4d2drh",
             *       "value_sats": "69418",
             *       "vout": 1
             *     }
             */
            change?: components["schemas"]["FundOutputResultDto"];
            /** @example 282 */
            fee_sats: string;
            outputs: components["schemas"]["FundOutputResultDto"][];
            /** @example broadcast */
            status: string;
            /** @example 5ed14fdfe7c4e47600051a4ee2838b1cbd50a41d4095162ed156c607dc700c9d */
            txid: string;
        };
        HealthResponseDto: {
            /** @example true */
            ok: boolean;
        };
        ImportIssuerResponseDto: {
            /** @example company-shares */
            issuer_name: string;
            /** @example true */
            ok: boolean;
        };
        InvalidIssuerDto: {
            /** @example format must be "rln-issuer/1" */
            error: string;
            /** @example loyalty-points */
            name: string;
        };
        InvoiceRequestDto: {
            /** @example lnbcrt10u1p5jjccqpp52wlmfkqausq47e4ndnzflhug5254xw9xnw9ysaxw2nq6sdua9llssp5hqa33e790p5tdvj92xtvraaky77rmrddj2cq2uxfw7uvxge5rh4sdq2vdhkven9v5xqrrsscqpc9qyysgqeqrky05tmd53hnn9l8dt80k4yg4e7fm6m5au7tlsy7m6wsyscrt5npv4j34t2mr6yzlshfna6vryvhfpsnh5heu3dft90mlxads44ssqldtava */
            invoice: string;
        };
        InvoiceResponseDto: {
            /** @example lnbcrt10u1p5jjccqpp5d3s0gp8czear3lrsatu259avx5gz80hcd09e6yyx5xd0a9da2vessp5hrhs0k0wpfdpafms2npg9cn5f8mef0ne5x6xhvj4l45qq2vkyn8sdq2vdhkven9v5xqrrsscqpc9qyysgq3j0x42525782r0lh6332retfzpx2xg3a6mvvpfxd6mnkg7f5nxmsdkspvce4u6e6fk6e2ndslyr67rxwlypqavg4f57trfyqrqzcgvsqs4pfd2 */
            invoice: string;
        };
        IssueContractRequestDto: {
            /** @example Example Token */
            contract_name: string;
            /**
             * @description raw units, at most 2^53 − 1 (rgb-lib binding limit)
             * @example 1000000
             */
            issued_supply: string;
            /** @example NIA */
            issuer_name: string;
            /** @example 2 */
            precision?: number | null;
            /**
             * @description NIA, IFA and UDA need one; CFA takes none
             * @example EXT
             */
            ticker?: string | null;
            /** @example 5ed14fdfe7c4e47600051a4ee2838b1cbd50a41d4095162ed156c607dc700c9d:0 */
            utxo?: string | null;
        };
        IssueContractResponseDto: {
            /** @example contract:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8 */
            contract_id: string;
            /** @example 1000000 */
            issued_supply: string;
            /** @example true */
            ok: boolean;
        };
        IssuersResponseDto: {
            invalid_issuers?: components["schemas"]["InvalidIssuerDto"][];
            /**
             * @example [
             *       "CFA",
             *       "IFA",
             *       "NIA",
             *       "UDA",
             *       "company-shares"
             *     ]
             */
            issuers: string[];
        };
        NodeEventDto: {
            /** @example 1764320000 */
            created_at_unix_secs: string;
            /**
             * @description Depends on `type`
             * @example {
             *       "payment_id": "6c60f404f8167a38fc70eaf8aa17ac351023bef86bcb9d1086a19afe95bd5333",
             *       "payment_hash": "6c60f404f8167a38fc70eaf8aa17ac351023bef86bcb9d1086a19afe95bd5333",
             *       "amount_msat": "1000000",
             *       "custom_tlvs": []
             *     }
             */
            data: {
                [key: string]: unknown;
            };
            /** @example 42 */
            id: string;
            /**
             * @example PaymentReceived
             * @enum {string}
             */
            type: "PaymentSuccessful" | "PaymentFailed" | "PaymentReceived" | "PaymentClaimable" | "ChannelPending" | "ChannelReady" | "ChannelClosed" | "RgbTransferReceived" | "RgbTransferConfirmed";
        };
        NodeIdResponseDto: {
            /**
             * @description Compressed secp256k1 public key, hex.
             * @example 0330fd47ec54382455ef3c58ff9b8dcd70203857c3fb15a20b74152e3b85abdfae
             */
            node_id: string;
        };
        OfferDecodeResponseDto: {
            /** @example 1764323600 */
            absolute_expiry_unix_secs: string | null;
            /**
             * @description msat per item; null when the payer chooses
             * @example 1000000
             */
            amount_msat: string | null;
            /**
             * @description Genesis block hashes, hex as LDK prints them
             * @example [
             *       "06226e46111a0b59caaf126043eb5bbf28c34f3a5e332a1fc7b2b73cf188910f"
             *     ]
             */
            chain_hashes: string[];
            /** @example coffee */
            description: string | null;
            /** @example false */
            expects_quantity: boolean;
            /** @example null */
            issuer: string | null;
            /**
             * @description 32-byte hex
             * @example 1febd2534fd935a7fb4638f6d36b6ea8522680a90a6710becf6d2de0750a49f2
             */
            offer_id: string;
            /** @example 1 */
            paths_count: number;
            /**
             * @description Key the offer's invoices are signed with
             * @example 029f6a577b6cfc4bb5f2d4cd1c86f3d01a9407b62aea3394f07e7c13ee9b3d744a
             */
            signing_pubkey: string | null;
        };
        OfferReceiveRequestDto: {
            /**
             * @description msat per item, decimal string
             * @example 1000000
             */
            amount_msat: string;
            /** @example coffee */
            description: string;
            /**
             * @description Absent: the offer never expires
             * @example 3600
             */
            expiry_secs?: number | null;
            /**
             * @description Most items one payment may buy, decimal string ("0": any number). Absent: a single item
             * @example 10
             */
            quantity?: string | null;
        };
        OfferReceiveVarRequestDto: {
            /** @example tips */
            description: string;
            /** @example 3600 */
            expiry_secs: number;
        };
        OfferRequestDto: {
            /** @example lno1qgsqvgnwgcg35z6ee2h3yczraddm72xrfua9uve2rlrm9deu7xyfzrcgqv85ysq2qe3k7enxv4jsuprf99c3qyxlqtpvy4f5q2c3sa5nx44ecu9wfpjrn0qpxwf2algzlydt4aykddjexq4hp4xcvdhm7k5jacj7kc0nqu26s80cfj277pum38wg468dkznw65pqyx6z2hrzn52atvddmsgseeurwxnd8m55j2p6rtj59kjk242256t5qqec3gwpx88c8ypxv99e7radl2tvrauhaxj0nu2e335r8x0sx67kcmeqyuedn79dhk9mqah3lvf44j5xvc3agq5fn6ftnxgh9v0uzn3f44y8fvg274w0grpcg0s5l3dl2tqkmnwlw5qz88nfzkfp6jhn2lz7fsde9lm4xe4yrdun2u409jqkmjavmzc7s0lrgkpms93pq20k54mmdn7yhd0j6nx3ephn6qdfgpak9t4r898s0e7p8m5m846y5 */
            offer: string;
        };
        OfferResponseDto: {
            /** @example lno1qgsqvgnwgcg35z6ee2h3yczraddm72xrfua9uve2rlrm9deu7xyfzrcgqv85ysq2qe3k7enxv4jsuprf99c3qyxlqtpvy4f5q2c3sa5nx44ecu9wfpjrn0qpxwf2algzlydt4aykddjexq4hp4xcvdhm7k5jacj7kc0nqu26s80cfj277pum38wg468dkznw65pqyx6z2hrzn52atvddmsgseeurwxnd8m55j2p6rtj59kjk242256t5qqec3gwpx88c8ypxv99e7radl2tvrauhaxj0nu2e335r8x0sx67kcmeqyuedn79dhk9mqah3lvf44j5xvc3agq5fn6ftnxgh9v0uzn3f44y8fvg274w0grpcg0s5l3dl2tqkmnwlw5qz88nfzkfp6jhn2lz7fsde9lm4xe4yrdun2u409jqkmjavmzc7s0lrgkpms93pq20k54mmdn7yhd0j6nx3ephn6qdfgpak9t4r898s0e7p8m5m846y5 */
            offer: string;
        };
        OfferSendRequestDto: {
            /**
             * @description Required when the offer has no amount; may overpay one that has (msat)
             * @example 1000000
             */
            amount_msat?: string | null;
            /** @example lno1qgsqvgnwgcg35z6ee2h3yczraddm72xrfua9uve2rlrm9deu7xyfzrcgqv85ysq2qe3k7enxv4jsuprf99c3qyxlqtpvy4f5q2c3sa5nx44ecu9wfpjrn0qpxwf2algzlydt4aykddjexq4hp4xcvdhm7k5jacj7kc0nqu26s80cfj277pum38wg468dkznw65pqyx6z2hrzn52atvddmsgseeurwxnd8m55j2p6rtj59kjk242256t5qqec3gwpx88c8ypxv99e7radl2tvrauhaxj0nu2e335r8x0sx67kcmeqyuedn79dhk9mqah3lvf44j5xvc3agq5fn6ftnxgh9v0uzn3f44y8fvg274w0grpcg0s5l3dl2tqkmnwlw5qz88nfzkfp6jhn2lz7fsde9lm4xe4yrdun2u409jqkmjavmzc7s0lrgkpms93pq20k54mmdn7yhd0j6nx3ephn6qdfgpak9t4r898s0e7p8m5m846y5 */
            offer: string;
            /**
             * @description Shown to the payee with the payment
             * @example order 42
             */
            payer_note?: string | null;
            /**
             * @description Items to buy, decimal string; for offers that take a quantity (1 is accepted for any offer)
             * @example 1
             */
            quantity?: string | null;
        };
        OkResponseDto: {
            /** @example true */
            ok: boolean;
        };
        OnchainPaymentDto: {
            /** @example 100 */
            amount: string;
            /** @example /api/v1/rgb/consignments/580f3cccb40b9f641e6e2e2640e7276db8cbb55c5993a974bb1ee95ae19a3309 */
            consignment_download_path?: string;
            /** @example 580f3cccb40b9f641e6e2e2640e7276db8cbb55c5993a974bb1ee95ae19a3309 */
            consignment_key?: string;
            /** @example contract:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8 */
            contract_id?: string;
            /** @example 1764320000 */
            created_at_unix_secs: string;
            /** @enum {string} */
            direction: "Inbound" | "Outbound";
            /** @example 1764406400 */
            expires_at_unix_secs?: string;
            /**
             * @description why it failed or expired
             * @example the invoice expired before a transfer arrived
             */
            failure_reason?: string;
            /**
             * @description inbound: the invoice recipient id; outbound: the send id
             * @example bcrt:utxob:8b7_72l7-l9AsjA8-_g4yrXF-GbGzErt-8N5XSCF-bnQGwDZ-BIiKz
             */
            id: string;
            /** @example rgb:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8/RWhwUfTMpuP2Zfx1~j4nswCANGeJrYOqDcKelaMV4zU/BF/bcrt:utxob:8b7_72l7-l9AsjA8-_g4yrXF-GbGzErt-8N5XSCF-bnQGwDZ-BIiKz?assignment_name=assetOwner&expiry=1764406400&endpoints=rpc://127.0.0.1:3001/api/v1/rgb/proxy */
            invoice: string;
            /** @example onchain */
            kind: string;
            /** @example 1764320754 */
            latest_update_timestamp: string;
            /**
             * @example null
             * @enum {string|null}
             */
            purpose: "utxo_merge" | "utxo_top_up" | null;
            /**
             * @example succeeded
             * @enum {string}
             */
            status: "pending" | "succeeded" | "failed" | "expired";
            /** @example 8a5832142cd9ac9aa050172d46ba4efdc2fa1009e919f083b3b0d8aa9933ff3a */
            txid?: string;
        };
        OnchainPaymentsResponseDto: {
            payments: components["schemas"]["OnchainPaymentDto"][];
        };
        OpenChannelRequestDto: {
            /** @example 203.0.113.7:9735 */
            address: string;
            /**
             * @description Announce the channel to the network (default false)
             * @example false
             */
            announce?: boolean | null;
            /** @example 100000 */
            channel_amount_sats: string;
            /** @example 02c2c2553402b1187693356b9c70ae486439bc013392aefd02f91abaf4966b6593 */
            node_id: string;
            /** @example 0 */
            push_to_counterparty_msat?: string | null;
            /** @description Opens an asset channel of this contract beside the BTC channel (docs/design/rgb-channel-protocol.md §5a) */
            rgb?: components["schemas"]["OpenChannelRgbDto"] | null;
        };
        OpenChannelResponseDto: {
            /** @example 69e36568cd8b4659389b9fcfbe1167547f6421e78168bfb439dada2ffddb0146 */
            channel_id?: string;
            /** @example 149117180601118507292799559808671527431 */
            user_channel_id: string;
        };
        OpenChannelRgbDto: {
            /** @example 200 */
            asset_amount: string;
            /**
             * @description URL template of this node's consignment endpoint; the peer fetches the funding consignment there
             * @example http://198.51.100.4:3001/api/v1/rgb/consignments/{txid}?format=zip
             */
            color_context_data: string;
            /** @example contract:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8 */
            contract_id: string;
        };
        PaymentCustomTlvDto: {
            /**
             * @description TLV type, a u64 as a decimal string
             * @example 65537
             */
            type: string;
            /**
             * @description value bytes as lowercase hex
             * @example cafe
             */
            value_hex: string;
        };
        PaymentDto: {
            /**
             * @description Absent while unknown (an unpaid variable-amount invoice)
             * @example 1000000
             */
            amount_msat?: string;
            /** @description Keysend custom TLV records (sent or received); absent when none */
            custom_tlvs?: components["schemas"]["PaymentCustomTlvDto"][];
            /**
             * @example Outbound
             * @enum {string}
             */
            direction: "Inbound" | "Outbound";
            /**
             * @description Outbound: routing fees paid, once known
             * @example 1000
             */
            fee_paid_msat?: string;
            /**
             * @description An inbound HTLC is held awaiting claim_for_hash or fail_for_hash
             * @example false
             */
            htlc_locked: boolean;
            /**
             * @description 32-byte hex payment id
             * @example 53bfb4d81de4015f66b36cc49fdf88a2a95338a69b8a4874ce54c1a8379d2fff
             */
            id: string;
            /**
             * @example Bolt11
             * @enum {string}
             */
            kind: "Bolt11" | "Bolt12Offer" | "Bolt12Refund" | "Spontaneous" | "RgbLightning";
            /**
             * @description BOLT12: the payer's note (offer payments and refunds, both sides); absent when none
             * @example order 42
             */
            payer_note?: string;
            /** @example 53bfb4d81de4015f66b36cc49fdf88a2a95338a69b8a4874ce54c1a8379d2fff */
            payment_hash: string | null;
            /**
             * @example Succeeded
             * @enum {string}
             */
            status: "Pending" | "Succeeded" | "Failed";
        };
        PaymentIdResponseDto: {
            /** @example 53bfb4d81de4015f66b36cc49fdf88a2a95338a69b8a4874ce54c1a8379d2fff */
            payment_id: string;
        };
        PeerDto: {
            /** @example 203.0.113.7:9735 */
            address: string | null;
            /** @example true */
            is_connected: boolean;
            /** @example true */
            is_persisted: boolean;
            /** @example 02c2c2553402b1187693356b9c70ae486439bc013392aefd02f91abaf4966b6593 */
            node_id: string;
        };
        ReadinessCheckDto: {
            /** @example listening on 0.0.0.0:9735 */
            detail?: string;
            /** @example Check RLN_P2P_PORT is free. */
            hint?: string;
            /** @example p2p */
            name: string;
            /** @example true */
            ok: boolean;
        };
        ReadinessResponseDto: {
            checks: components["schemas"]["ReadinessCheckDto"][];
            /** @example true */
            ok: boolean;
            /**
             * @description This process (a new id at every start).
             * @example 5f0c2a9d3e1b4c77
             */
            replica_id: string;
            /**
             * @description `single`: the node runs as one process. Replicas: `holder` runs the engine (it holds the engine lease), a `follower` forwards commands to it.
             * @enum {string}
             */
            role: "single" | "holder" | "follower";
        };
        RecoveryOutputDto: {
            /**
             * @description asset units, decimal string
             * @example 190
             */
            asset_amount: string;
            /**
             * @description txid:vout of an output of ours (of the commitment, or of our HTLC second stage)
             * @example 07b7853e87d95d9c823294231f89b880f99be2fe04b3b7e531f9bc6e4dcaea22:2
             */
            outpoint: string;
            /**
             * @description waiting: its lock has not passed; broadcast: our sweep is out; received: our RGB wallet took it in (it counts there); settled: confirmed and final; lost: the peer spent it first (justice, or an HTLC it claimed or timed out)
             * @example settled
             * @enum {string}
             */
            state: "waiting" | "broadcast" | "received" | "settled" | "lost";
            /** @example d00a1f8b7d1240ac19d7a086ded18259c0f1c5e4d21e2e4d70b1915599264092 */
            sweep_txid: string | null;
        };
        RefundDecodeResponseDto: {
            /** @example 1764323600 */
            absolute_expiry_unix_secs: string | null;
            /** @example 1000000 */
            amount_msat: string;
            /** @example 06226e46111a0b59caaf126043eb5bbf28c34f3a5e332a1fc7b2b73cf188910f */
            chain_hash: string;
            /** @example  */
            description: string;
            /** @example null */
            issuer: string | null;
            /** @example 1 */
            paths_count: number;
            /** @example returned item */
            payer_note: string | null;
            /** @example 0355bca2a3140eb50ce37c78b5cc0395f1e54c732a30d4a5929b987d07b5addb1a */
            payer_signing_pubkey: string;
            /** @example 1 */
            quantity: string | null;
        };
        RefundInitiateRequestDto: {
            /**
             * @description msat this node will pay, decimal string
             * @example 1000000
             */
            amount_msat: string;
            /**
             * @description The refund expires after this; unpaid, the payment ends Failed
             * @example 3600
             */
            expiry_secs: number;
            /**
             * @description Carried in the refund, shown to the payee
             * @example returned item
             */
            payer_note?: string | null;
            /**
             * @description Items refunded, decimal string
             * @example 1
             */
            quantity?: string | null;
        };
        RefundInitiateResponseDto: {
            /**
             * @description The outbound payment this node makes when the payee sends an invoice
             * @example a69be78f916dd3a7bcfc43cd899b7058cc300dffe627759aa4af460259546904
             */
            payment_id: string;
            /** @example lnr1qqs02qqhtgqur6lyj6mpmqdwhf9050aad3xjv4hdjca2s9umlcqchhc2qq8qg6ffwyg9qgqxyfhyvyg6pdvu4tcjvpp7kkal9rp57wj7xv4pl3ajku70rzy3pafqxr6zgptqzq2cyyp4t09z5v2qadgvud783dwvqw2lre2vwv4rp499j2deslg8kkkakxjep4ex2ar4wfhx2epqd96x2m26mupv9sj4xsptzxrkjv6kh8rs4eyxgwduqyee9thaqtu34wh5je4ktycztld4r6u4p3ac70fx7kgqusrs359yfn0dvy69tzwjqj3kj3gkr82syq65cnq6vpuwsry7xq2vmgnz7h4309hzj7xrymg7m70ezm836l5r85qrxqdky0r882euu6x6cqpcpwexqmdq9er46e84d0v8fl7zkjv4ffkdx2y9cfudj5xxdcttqzhhklq8c7el96srvlun3xkxu3pe3e8zdw7rd5eps63wrqpuer9yy8x4n2z6x6m24unqqgcj39z07muxj3cls6faj2a36q47xnlwqzmg4rwpgrd8a3etkawpwyq2kqg */
            refund: string;
        };
        RefundRequestDto: {
            /** @example lnr1qqs02qqhtgqur6lyj6mpmqdwhf9050aad3xjv4hdjca2s9umlcqchhc2qq8qg6ffwyg9qgqxyfhyvyg6pdvu4tcjvpp7kkal9rp57wj7xv4pl3ajku70rzy3pafqxr6zgptqzq2cyyp4t09z5v2qadgvud783dwvqw2lre2vwv4rp499j2deslg8kkkakxjep4ex2ar4wfhx2epqd96x2m26mupv9sj4xsptzxrkjv6kh8rs4eyxgwduqyee9thaqtu34wh5je4ktycztld4r6u4p3ac70fx7kgqusrs359yfn0dvy69tzwjqj3kj3gkr82syq65cnq6vpuwsry7xq2vmgnz7h4309hzj7xrymg7m70ezm836l5r85qrxqdky0r882euu6x6cqpcpwexqmdq9er46e84d0v8fl7zkjv4ffkdx2y9cfudj5xxdcttqzhhklq8c7el96srvlun3xkxu3pe3e8zdw7rd5eps63wrqpuer9yy8x4n2z6x6m24unqqgcj39z07muxj3cls6faj2a36q47xnlwqzmg4rwpgrd8a3etkawpwyq2kqg */
            refund: string;
        };
        RefundRequestPaymentResponseDto: {
            /**
             * @description The invoice sent to the refund's creator (BOLT12 bech32 style, lni prefix)
             * @example lni1qqs02qqhtgqur6lyj6mpmqdwhf9050aad3xjv4hdjca2s9umlcqchhc2qq8qg6ffwyg9qgqxyfhyvyg6pdvu4tcjvpp7kkal9rp57wj7xv4pl3ajku70rzy3pafqxr6zgptqzq2cyyp4t09z5v2qadgvud783dwvqw2lre2vwv4rp499j2deslg8kkkakxjep4ex2ar4wfhx2epqd96x2m26mupv9sj4xsptzxrkjv6kh8rs4eyxgwduqyee9thaqtu34wh5je4ktycztld4r6u4p3ac70fx7kgqusrs359yfn0dvy69tzwjqj3kj3gkr82syq65cnq6vpuwsry7xq2vmgnz7h4309hzj7xrymg7m70ezm836l5r85qrxqdky0r882euu6x6cqpcpwexqmdq9er46e84d0v8fl7zkjv4ffkdx2y9cfudj5xxdcttqzhhklq8c7el96srvlun3xkxu3pe3e8zdw7rd5eps63wrqpuer9yy8x4n2z6x6m24unqqgcj39z07muxj3cls6faj2a36q47xnlwqzmg4rwpgrd8a3etkawpwyq2kqdqa5pv9sj4xsptzxrkjv6kh8rs4eyxgwduqyee9thaqtu34wh5je4ktyczksqtcl4pc93wt0w6p7927249wv0lzeueqf3jt2y4gduje6pjlmwqyq6aesmkgk2tk70el3m5u5ufjayuvsxy99lthcqmtc0x0vr2kqjttgqrxr9s0v22lrqv83pn02ypegrelrd5fxaw6axek3j8qld3j4ejg6vfazmj5674henflffgtws8paenvgrlqggzkd7e25xxtzd3ktk9pqvhkc7skhp4w2ytszjxgeywejpnks0l345sqvfklg3dp3ypshswm00frc5vvsan46e5emum99458ysdwuuzp7vpqmskg6jey84wvcc80katvpwdekt5ngsuqqqq86qqqqqxgqp2qqqqqqqqqqqqzqqqqqqqte57cqqqpfqydy5kx09xqgwzp2pqd3s0gp8czear3lrsatu259avx5gz80hcd09e6yyx5xd0a9da2ve65qc0gfqtqggrxfax8um4n7wek5dthnqe6zgrellua2xcu8rqu7zdmcgdn0l4r4ulqs8j2de6cj0xzred3aa36all58k2nx70vpjtrs97tlfyzdng2zxx3gvs8vuc702kshplt56d02qeddgrd08j95aqpnsyzw33fet3ez5mu
             */
            invoice: string;
            /**
             * @description The same invoice, serialized TLV stream in hex
             * @example 0020f500175a01c1ebe496b61d81aeba4afa3fbd6c4d2656ed963aa8179bfe018bdf0a000e0469297110502006226e46111a0b59caaf126043eb5bbf28c34f3a5e332a1fc7b2b73cf188910f52030f424056010158210355bca2a3140eb50ce37c78b5cc0395f1e54c732a30d4a5929b987d07b5addb1a590d72657475726e6564206974656d5adf02c2c2553402b1187693356b9c70ae486439bc013392aefd02f91abaf4966b6593025fdb51eb950c7b8f3d26f5900e40708d0a44cded61345589d204a369451619d5020354c4c1a6078e80c9e3014cda262f5eb1796e2978c326d1edf9f916cf1d7e833d003301b623c673ab3ce68dac00380bb2606da02e475d64f56bd874ffc2b49954a6cd32885c278d950c66e16b00af7b7c07c7b3f2ea0367f9389ac6e44398e4e26bbc36d32186a2e1803cc8ca421cd59a85a36b6aaf260023128944ff6f869471f8693d92bb1d02be34fee00b68a8dc140da7ec72bb75c17100ab01a0ed02c2c2553402b1187693356b9c70ae486439bc013392aefd02f91abaf4966b659302b400bc7ea1c162e5bdda0f8aaf2aa5731ff16799026325a89543792ce832fedc02035dcc3764594bb79f9fc774e53899749c640c4297ebbe01b5e1e67b06ab024b5a00330cb07b14af8c0c3c4337a881ca079f8db449baed74d9b464707db19573246989e8b72a6bd5be669fa5285ba070f7336207f02102b37d9550c6589b1b2ec508197b63d0b5c357288b80a464648ecc833b41ff8d69003136fa22d0c48185e0edbde91e28c643b3aeb34cef9b296b43920d773820f98106e1646a5921eae663077dbab605cdcd9749a21c000003e800000064002a00000000000000010000000005e69ec00000a4046929633ca6021c20a8206c60f404f8167a38fc70eaf8aa17ac351023bef86bcb9d1086a19afe95bd5333aa030f4240b02103327a63f3759f9d9b51abbcc19d0903cfffcea8d8e1c60e784dde10d9bff51d79f040f25373ac49e610f2d8f7b1d77ffa1eca99bcf6064b1c0be5fd2413668508c68a1903b398f3d5685c3f5d34d7a8196b5036bcf22d3a00ce0413a314e571c8a9be
             */
            invoice_hex: string;
            /**
             * @description This node's inbound payment (the payment hash)
             * @example 6c60f404f8167a38fc70eaf8aa17ac351023bef86bcb9d1086a19afe95bd5333
             */
            payment_id: string;
        };
        ReleaseRequestDto: {
            /** @example 5ed14fdfe7c4e47600051a4ee2838b1cbd50a41d4095162ed156c607dc700c9d:0 */
            outpoint?: string | null;
            /**
             * @description the reservation, or its outpoint: one of the two
             * @example rsv_df1b293fb6522fd49dbfd0526878d322
             */
            reservation_id?: string | null;
        };
        ReleaseResponseDto: {
            /** @example true */
            released: boolean;
        };
        ReserveRequestDto: {
            /** @example 5ed14fdfe7c4e47600051a4ee2838b1cbd50a41d4095162ed156c607dc700c9d:0 */
            outpoint?: string | null;
            /**
             * @default 300
             * @example 3600
             */
            ttl_secs: number | null;
        };
        ReserveResponseDto: {
            /** @example 5ed14fdfe7c4e47600051a4ee2838b1cbd50a41d4095162ed156c607dc700c9d:0 */
            outpoint: string;
            /** @example rsv_df1b293fb6522fd49dbfd0526878d322 */
            reservation_id: string;
            /** @example 1764323600 */
            reserved_until_unix_secs: string;
        };
        RgbAddressResponseDto: {
            /** @example bcrt1pwtazasthzrdrvx9m9n3cjeg8pcytv4nn9ketl2qmwplw559tm8xs676703 */
            address: string;
        };
        RgbBalancesDto: {
            /** @description Our side of each live asset channel: the committed split, HTLCs in flight in neither side */
            channels: components["schemas"]["RgbChannelBalanceDto"][];
            onchain: components["schemas"]["RgbOnchainBalanceDto"][];
        };
        RgbChannelBalanceDto: {
            /** @example 69e36568cd8b4659389b9fcfbe1167547f6421e78168bfb439dada2ffddb0146 */
            channel_id: string;
            /** @example contract:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8 */
            contract_id: string;
            /** @example 190 */
            local_amount: string;
            /** @example 10 */
            remote_amount: string;
        };
        RgbInvoiceRequestDto: {
            /** @example rgb:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8/RWhwUfTMpuP2Zfx1~j4nswCANGeJrYOqDcKelaMV4zU/BF/bcrt:utxob:8b7_72l7-l9AsjA8-_g4yrXF-GbGzErt-8N5XSCF-bnQGwDZ-BIiKz?assignment_name=assetOwner&expiry=1764406400&endpoints=rpc://127.0.0.1:3001/api/v1/rgb/proxy */
            invoice: string;
        };
        RgbLnDecodeResponseDto: {
            /** @example 10 */
            asset_amount?: string;
            /** @example 3000000 */
            carrier_amount_msat?: string;
            /** @example contract:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8 */
            contract_id?: string;
            /**
             * @description the payee node id
             * @example 02c2c2553402b1187693356b9c70ae486439bc013392aefd02f91abaf4966b6593
             */
            destination: string;
            /**
             * @description a decimal string here
             * @example 3600
             */
            expiry_secs: string;
            /** @example 53bfb4d81de4015f66b36cc49fdf88a2a95338a69b8a4874ce54c1a8379d2fff */
            payment_hash: string;
        };
        RgbLnInvoiceRequestDto: {
            /** @example lnbcrt30u1p5jjccqpp52wlmfkqausq47e4ndnzflhug5254xw9xnw9ysaxw2nq6sdua9llssp5hqa33e790p5tdvj92xtvraaky77rmrddj2cq2uxfw7uvxge5rh4sdqsw3jkugr5da4k2mnnxqrrsscqpc9qyysgq7qp2lz5wfnkywn6f9xksvt2v33j6564xpz4qwfs94p4j5zfvfm57ttc2ge8x7txvykhyar7dd985cedxpm4zcn9fsuqw9e5f5lnft2tp3r6jas3k6c2gfcwv5s5z32y4vl4fh2978p7kkvxfvvtfl26s7t0fup73lq3xhp3h2pxspu0qeykfufe2ej4yeferxcpnxuu0w */
            invoice: string;
        };
        RgbLnInvoiceResponseDto: {
            /**
             * @description msat actually embedded in the invoice; may be higher than requested
             * @example 3000000
             */
            btc_carrier_amount_msat: string;
            /** @example lnbcrt30u1p5jjccqpp5d3s0gp8czear3lrsatu259avx5gz80hcd09e6yyx5xd0a9da2vessp5hrhs0k0wpfdpafms2npg9cn5f8mef0ne5x6xhvj4l45qq2vkyn8sdqsw3jkugr5da4k2mnnxqrrsscqpc9qyysgq7qp2lz5wfnkywn6f9xksvt2v33j6564xpz4qwfs94p4j5zfvfm57ttc2ge8x7txvykhyar7dd985cedxpm4zcn9fsuqc7uhryz22wmuead6sq5ucfxn08np9c3pv2se42fr8kfu2twxn8zrnrqruvwlq3n65ph7t37whltelt9s977x9895jf0c2l5muz8ns3qpm38pnw */
            invoice: string;
        };
        RgbLnPayRequestDto: {
            /**
             * @description must equal the invoice's
             * @example 10
             */
            asset_amount?: string | null;
            /**
             * @description must equal the invoice's
             * @example contract:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8
             */
            contract_id?: string | null;
            /** @example lnbcrt30u1p5jjccqpp52wlmfkqausq47e4ndnzflhug5254xw9xnw9ysaxw2nq6sdua9llssp5hqa33e790p5tdvj92xtvraaky77rmrddj2cq2uxfw7uvxge5rh4sdqsw3jkugr5da4k2mnnxqrrsscqpc9qyysgq7qp2lz5wfnkywn6f9xksvt2v33j6564xpz4qwfs94p4j5zfvfm57ttc2ge8x7txvykhyar7dd985cedxpm4zcn9fsuqw9e5f5lnft2tp3r6jas3k6c2gfcwv5s5z32y4vl4fh2978p7kkvxfvvtfl26s7t0fup73lq3xhp3h2pxspu0qeykfufe2ej4yeferxcpnxuu0w */
            invoice: string;
        };
        RgbOnchainBalanceDto: {
            /** @example 0 */
            archived: string;
            /** @example contract:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8 */
            contract_id: string;
            /** @example 999800 */
            mined: string;
            /** @example 200 */
            offchain: string;
            /** @example 0 */
            tentative: string;
            /** @example 1000000 */
            total: string;
        };
        RgbReceiveRequestDto: {
            /** @example 580f3cccb40b9f641e6e2e2640e7276db8cbb55c5993a974bb1ee95ae19a3309 */
            consignment_key: string;
            /** @example rgb:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8/RWhwUfTMpuP2Zfx1~j4nswCANGeJrYOqDcKelaMV4zU/BF/bcrt:utxob:8b7_72l7-l9AsjA8-_g4yrXF-GbGzErt-8N5XSCF-bnQGwDZ-BIiKz?assignment_name=assetOwner&expiry=1764406400&endpoints=rpc://127.0.0.1:3001/api/v1/rgb/proxy */
            invoice: string;
            /**
             * @description the inbound record id (the invoice recipient id)
             * @example bcrt:utxob:8b7_72l7-l9AsjA8-_g4yrXF-GbGzErt-8N5XSCF-bnQGwDZ-BIiKz
             */
            payment_id?: string | null;
        };
        RgbReceiveResponseDto: {
            /** @example 100 */
            amount: string;
            /** @example contract:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8 */
            contract_id: string;
        };
        RgbSendRequestDto: {
            /**
             * @description extension: raw asset units when the invoice names no amount; must equal the invoice’s otherwise
             * @example 100
             */
            amount?: string | null;
            /**
             * @description extension: the contract to pay when the invoice names none (an rgb-lib wallet’s invoice for an asset it has not received yet); must equal the invoice’s otherwise
             * @example contract:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8
             */
            contract_id?: string | null;
            /**
             * @description sat/vB, rounded up to a whole number (default 2)
             * @example 2
             */
            fee_rate_sats_per_vb?: number | null;
            /** @example rgb:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8/RWhwUfTMpuP2Zfx1~j4nswCANGeJrYOqDcKelaMV4zU/BF/bcrt:utxob:8b7_72l7-l9AsjA8-_g4yrXF-GbGzErt-8N5XSCF-bnQGwDZ-BIiKz?assignment_name=assetOwner&expiry=1764406400&endpoints=rpc://127.0.0.1:3001/api/v1/rgb/proxy */
            invoice: string;
            /**
             * @description witness invoices: the BTC (sats) of the payee output (default 1000)
             * @example 1000
             */
            sats_for_fee_and_outputs?: string | null;
        };
        RgbSendResponseDto: {
            /**
             * @description lowercase hex SHA-256 of the consignment
             * @example 580f3cccb40b9f641e6e2e2640e7276db8cbb55c5993a974bb1ee95ae19a3309
             */
            consignment_key: string;
            /**
             * @description the outbound record (GET /rgb/onchain/payments)
             * @example 77d9348fe9bc182b67957cd63385dd4a
             */
            payment_id: string;
            /** @example 8a5832142cd9ac9aa050172d46ba4efdc2fa1009e919f083b3b0d8aa9933ff3a */
            txid: string;
        };
        SignatureResponseDto: {
            /** @enum {string} */
            algorithm: "bitcoin_signed_message" | "ecdsa";
            /** @example true */
            compact: boolean;
            /** @example m/86'/827167'/0'/0/0 */
            derivation_path: string;
            /** @example 77e8f76ab803c8ce0bf51e49658e7a48a3b0531add9cbc71741efeb0c4aeb942 */
            digest_hex: string;
            /**
             * @example base64
             * @enum {string}
             */
            encoding: "hex" | "base64";
            /** @example I control this RGB wallet */
            message: string;
            /**
             * @description compressed secp256k1 public key, hex
             * @example 02523c10fc031e5379086ea1db6063a1904645bc89495edddbea8069107acdf4a4
             */
            pubkey: string;
            /** @example IO2vZVFoyBnQOIsFo7mFNEtMma2088giC7+Z7HuD4b/XBp+S7BXNs6KInOXb4KuigU5yN74FPwpAsxw1dDIkMxU= */
            signature: string;
        };
        SignMessageRequestDto: {
            /**
             * @default bitcoin_signed_message
             * @enum {string|null}
             */
            algorithm: "bitcoin_signed_message" | "ecdsa" | null;
            /**
             * @description compact (BIP137 65 bytes / r‖s 64 bytes) or DER
             * @default true
             */
            compact: boolean | null;
            /**
             * @description Default base64 for bitcoin_signed_message, hex for ecdsa
             * @example base64
             * @enum {string|null}
             */
            encoding?: "hex" | "base64" | null;
            /** @example I control this RGB wallet */
            message: string;
        };
        SpontaneousSendRequestDto: {
            /** @example 10000 */
            amount_msat: string;
            /** @example 02c2c2553402b1187693356b9c70ae486439bc013392aefd02f91abaf4966b6593 */
            counterparty_node_id: string;
            custom_tlvs?: components["schemas"]["SpontaneousTlvDto"][] | null;
        };
        SpontaneousTlvDto: {
            /**
             * @description TLV type, u64 as a decimal string (>= 65536, custom range)
             * @example 65537
             */
            type: string;
            /** @example cafe */
            value_hex: string;
        };
        StatusResponseDto: {
            /**
             * @description Height of the chain tip the node follows.
             * @example 120
             */
            best_block_height: number | null;
            /** @example 9044d1bc27f5b93882e9059fef0f9db0dad80ee4eb7ab03c43d7146c430ccd68 */
            chain_tip_hash: string | null;
            /**
             * @description The P2P listener accepts Lightning connections.
             * @example true
             */
            is_listening: boolean;
            /**
             * @description The Lightning engine is running.
             * @example true
             */
            is_running: boolean;
            /** @enum {string} */
            network: "regtest" | "testnet" | "signet" | "bitcoin";
            /**
             * @description The node has caught up with the chain source tip.
             * @example true
             */
            synced_to_chain: boolean;
        };
        SummaryAssetDto: {
            /** @example 1000 */
            amount: string;
            /** @example contract:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8 */
            contract_id: string;
        };
        SweepInputDto: {
            /** @example 5ed14fdfe7c4e47600051a4ee2838b1cbd50a41d4095162ed156c607dc700c9d:0 */
            outpoint: string;
        };
        SweepRequestDto: {
            /**
             * @description a plain wallet address (POST /wallet/address/new)
             * @example bcrt1q4x8q77anzyze4tk87yvrv7q7nx89n482q9v90a
             */
            destination_address: string;
            /**
             * @description positive, fractional allowed
             * @example 2
             */
            fee_rate_sats_per_vb: number;
            input: components["schemas"]["SweepInputDto"];
        };
        SweepResponseDto: {
            /**
             * @example {
             *       "address": "bcrt1q4x8q77anzyze4tk87yvrv7q7nx89n482q9v90a",
             *       "value_sats": "29846",
             *       "vout": 0
             *     }
             */
            destination: components["schemas"]["FundOutputResultDto"];
            /** @example 154 */
            fee_sats: string;
            input: components["schemas"]["SweepInputDto"];
            /** @example broadcast */
            status: string;
            /** @example d00a1f8b7d1240ac19d7a086ded18259c0f1c5e4d21e2e4d70b1915599264092 */
            txid: string;
        };
        TopUpRequestDto: {
            /**
             * @description a plain wallet address (POST /wallet/address/new); not an RGB output script
             * @example bcrt1q5pwwfgr283phstzmj7p2xrxxrahjqv0y4d2drh
             */
            change_address: string;
            /**
             * @description positive, fractional allowed
             * @example 2
             */
            fee_rate_sats_per_vb: number;
            /** @description plain-wallet inputs that fund the new carrier and the fee */
            l1_inputs: components["schemas"]["FundInputDto"][];
            /**
             * @example {
             *       "outpoint": "5ed14fdfe7c4e47600051a4ee2838b1cbd50a41d4095162ed156c607dc700c9d:0"
             *     }
             */
            rgb_input: components["schemas"]["FundInputDto"];
            rgb_output: components["schemas"]["TopUpRgbOutputDto"];
        };
        TopUpResponseDto: {
            /**
             * @example {
             *       "address": "bcrt1q5pwwfgr283phstzmj7p2xrxxrahjqv0y4d2drh",
             *       "value_sats": "49690",
             *       "vout": 1
             *     }
             */
            change?: components["schemas"]["FundOutputResultDto"];
            /**
             * @description the transfer consignment of the move (GET /rgb/consignments/{key}); absent when the old UTXO held no RGB allocation
             * @example 580f3cccb40b9f641e6e2e2640e7276db8cbb55c5993a974bb1ee95ae19a3309
             */
            consignment_key?: string;
            /** @example 310 */
            fee_sats: string;
            /**
             * @example {
             *       "address": "bcrt1pancrxwe9u7jvhmpxgxy0hf8f6d0sdx3jhn0akjytsskm7927pqqq22js26",
             *       "value_sats": "50000",
             *       "vout": 0
             *     }
             */
            new_rgb_output: components["schemas"]["FundOutputResultDto"];
            /** @example 5ed14fdfe7c4e47600051a4ee2838b1cbd50a41d4095162ed156c607dc700c9d:0 */
            old_outpoint: string;
            /** @example broadcast */
            status: string;
            /** @example 8a5832142cd9ac9aa050172d46ba4efdc2fa1009e919f083b3b0d8aa9933ff3a */
            txid: string;
        };
        TopUpRgbOutputDto: {
            /**
             * @description An RGB address of this node (POST /rgb/address/new)
             * @example bcrt1pancrxwe9u7jvhmpxgxy0hf8f6d0sdx3jhn0akjytsskm7927pqqq22js26
             */
            address: string;
            /**
             * @description must exceed the old RGB UTXO’s value
             * @example 50000
             */
            target_value_sats: string;
        };
        UtxoConfirmationDto: {
            /** @example 118 */
            height?: number;
            /** @enum {string} */
            status: "confirmed" | "mempool";
        };
        UtxoLockDto: {
            /** @example 1764323600 */
            expires_at_unix_secs?: string;
            /**
             * @example operation
             * @enum {string}
             */
            kind: "none" | "manual_reservation" | "operation";
            /** @example true */
            locked: boolean;
            /** @example channel-funding:0020e373d3246617e3d4e7c6bcb03def386040dda465505d4dd7263ac8bcddd9062c */
            operation_id?: string;
        };
        VersionResponseDto: {
            /** @example v1 */
            api_version: string;
            /** @example 0.1.0 */
            node_version: string;
        };
        WaitNextEventRequestDto: {
            /**
             * @default 60
             * @example 30
             */
            timeout_secs: number | null;
        };
        WaitPaymentRequestDto: {
            /**
             * @default 60
             * @example 30
             */
            timeout_secs: number | null;
        };
        WaitPaymentResponseDto: {
            /** @example true */
            ok: boolean;
            payment: components["schemas"]["PaymentDto"];
        };
        WalletUtxoDto: {
            confirmation: components["schemas"]["UtxoConfirmationDto"];
            lock: components["schemas"]["UtxoLockDto"];
            /** @example 46dfb9315bbebdadf33eae5864650f8b7d40d4f817073242890d019afcaba646:1 */
            outpoint: string;
            /** @example 100000 */
            value_sats: string;
        };
        WalletUtxosResponseDto: {
            utxos: components["schemas"]["WalletUtxoDto"][];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    BalancesController_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "btc": {
                     *         "onchain_total_sats": "249718",
                     *         "onchain_spendable_sats": "219718",
                     *         "lightning_total_sats": "90660"
                     *       },
                     *       "rgb": {
                     *         "onchain": [
                     *           {
                     *             "contract_id": "contract:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8",
                     *             "mined": "999800",
                     *             "tentative": "0",
                     *             "offchain": "200",
                     *             "archived": "0",
                     *             "total": "1000000"
                     *           }
                     *         ],
                     *         "channels": [
                     *           {
                     *             "channel_id": "69e36568cd8b4659389b9fcfbe1167547f6421e78168bfb439dada2ffddb0146",
                     *             "contract_id": "contract:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8",
                     *             "local_amount": "190",
                     *             "remote_amount": "10"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["BalancesResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    Bolt11Controller_claimForHash: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "payment_hash": "6c60f404f8167a38fc70eaf8aa17ac351023bef86bcb9d1086a19afe95bd5333",
                 *       "preimage": "107661134f21fc7c02223d50ab9eb3600bc3ffc3712423a1e47bb1f9a9dbf55f",
                 *       "claimable_amount_msat": "1000000"
                 *     }
                 */
                "application/json": components["schemas"]["ClaimForHashRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ok": true
                     *     }
                     */
                    "application/json": components["schemas"]["OkResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    Bolt11Controller_decode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "invoice": "lnbcrt10u1p5jjccqpp52wlmfkqausq47e4ndnzflhug5254xw9xnw9ysaxw2nq6sdua9llssp5hqa33e790p5tdvj92xtvraaky77rmrddj2cq2uxfw7uvxge5rh4sdq2vdhkven9v5xqrrsscqpc9qyysgqeqrky05tmd53hnn9l8dt80k4yg4e7fm6m5au7tlsy7m6wsyscrt5npv4j34t2mr6yzlshfna6vryvhfpsnh5heu3dft90mlxads44ssqldtava"
                 *     }
                 */
                "application/json": components["schemas"]["InvoiceRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "payment_hash": "53bfb4d81de4015f66b36cc49fdf88a2a95338a69b8a4874ce54c1a8379d2fff",
                     *       "destination": "02c2c2553402b1187693356b9c70ae486439bc013392aefd02f91abaf4966b6593",
                     *       "amount_msat": "1000000",
                     *       "expiry_secs": "3600"
                     *     }
                     */
                    "application/json": components["schemas"]["Bolt11DecodeResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    Bolt11Controller_failForHash: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "payment_hash": "6c60f404f8167a38fc70eaf8aa17ac351023bef86bcb9d1086a19afe95bd5333"
                 *     }
                 */
                "application/json": components["schemas"]["FailForHashRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ok": true
                     *     }
                     */
                    "application/json": components["schemas"]["OkResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    Bolt11Controller_pay: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional, 1–255 visible ASCII characters. A repeat with the same key and body returns the first response (header `Idempotent-Replayed: true`) and does nothing else; the same key with another body is 409. Keys are kept durably for at least 24 hours. Responses that changed nothing (4xx other than 408, and 503) are not kept. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "invoice": "lnbcrt1p5jjccqpp52wlmfkqausq47e4ndnzflhug5254xw9xnw9ysaxw2nq6sdua9llssp5hqa33e790p5tdvj92xtvraaky77rmrddj2cq2uxfw7uvxge5rh4sdq2vdhkven9v5xqrrsscqpc9qyysgq7l2j3dpsj3d5ey5p0svzuu08kqwtzcu64uatthvhvjfmc9ly7sp3svs7ppqcmw9rjcs4x0pppuade88xdk0y8kg3g9p7sxrquanqnpspg89vzr",
                 *       "amount_msat": "1000000",
                 *       "channel_id": "69e36568cd8b4659389b9fcfbe1167547f6421e78168bfb439dada2ffddb0146"
                 *     }
                 */
                "application/json": components["schemas"]["Bolt11PayRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "payment_id": "53bfb4d81de4015f66b36cc49fdf88a2a95338a69b8a4874ce54c1a8379d2fff",
                     *       "preimage": "0c9e537d31ac63a4f3c09543688b333e7e3ebd85a34bb8229d77e94c63d5ced1",
                     *       "amount_sats": "1000",
                     *       "destination": "02c2c2553402b1187693356b9c70ae486439bc013392aefd02f91abaf4966b6593",
                     *       "fee_paid_msat": "1000"
                     *     }
                     */
                    "application/json": components["schemas"]["Bolt11PayResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    Bolt11Controller_receive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount_msat": "1000000",
                 *       "description": "coffee",
                 *       "expiry_secs": 3600
                 *     }
                 */
                "application/json": components["schemas"]["Bolt11ReceiveRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "invoice": "lnbcrt10u1p5jjccqpp5d3s0gp8czear3lrsatu259avx5gz80hcd09e6yyx5xd0a9da2vessp5hrhs0k0wpfdpafms2npg9cn5f8mef0ne5x6xhvj4l45qq2vkyn8sdq2vdhkven9v5xqrrsscqpc9qyysgq3j0x42525782r0lh6332retfzpx2xg3a6mvvpfxd6mnkg7f5nxmsdkspvce4u6e6fk6e2ndslyr67rxwlypqavg4f57trfyqrqzcgvsqs4pfd2"
                     *     }
                     */
                    "application/json": components["schemas"]["InvoiceResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    Bolt11Controller_receiveForHash: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount_msat": "1000000",
                 *       "description": "coffee",
                 *       "expiry_secs": 3600,
                 *       "payment_hash": "6c60f404f8167a38fc70eaf8aa17ac351023bef86bcb9d1086a19afe95bd5333"
                 *     }
                 */
                "application/json": components["schemas"]["Bolt11ReceiveForHashRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "invoice": "lnbcrt10u1p5jjccqpp5d3s0gp8czear3lrsatu259avx5gz80hcd09e6yyx5xd0a9da2vessp5hrhs0k0wpfdpafms2npg9cn5f8mef0ne5x6xhvj4l45qq2vkyn8sdq2vdhkven9v5xqrrsscqpc9qyysgq3j0x42525782r0lh6332retfzpx2xg3a6mvvpfxd6mnkg7f5nxmsdkspvce4u6e6fk6e2ndslyr67rxwlypqavg4f57trfyqrqzcgvsqs4pfd2"
                     *     }
                     */
                    "application/json": components["schemas"]["InvoiceResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    Bolt11Controller_receiveVar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "description": "donation",
                 *       "expiry_secs": 3600
                 *     }
                 */
                "application/json": components["schemas"]["Bolt11ReceiveVarRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "invoice": "lnbcrt10u1p5jjccqpp5d3s0gp8czear3lrsatu259avx5gz80hcd09e6yyx5xd0a9da2vessp5hrhs0k0wpfdpafms2npg9cn5f8mef0ne5x6xhvj4l45qq2vkyn8sdq2vdhkven9v5xqrrsscqpc9qyysgq3j0x42525782r0lh6332retfzpx2xg3a6mvvpfxd6mnkg7f5nxmsdkspvce4u6e6fk6e2ndslyr67rxwlypqavg4f57trfyqrqzcgvsqs4pfd2"
                     *     }
                     */
                    "application/json": components["schemas"]["InvoiceResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    Bolt11Controller_send: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional, 1–255 visible ASCII characters. A repeat with the same key and body returns the first response (header `Idempotent-Replayed: true`) and does nothing else; the same key with another body is 409. Keys are kept durably for at least 24 hours. Responses that changed nothing (4xx other than 408, and 503) are not kept. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "invoice": "lnbcrt10u1p5jjccqpp52wlmfkqausq47e4ndnzflhug5254xw9xnw9ysaxw2nq6sdua9llssp5hqa33e790p5tdvj92xtvraaky77rmrddj2cq2uxfw7uvxge5rh4sdq2vdhkven9v5xqrrsscqpc9qyysgqeqrky05tmd53hnn9l8dt80k4yg4e7fm6m5au7tlsy7m6wsyscrt5npv4j34t2mr6yzlshfna6vryvhfpsnh5heu3dft90mlxads44ssqldtava"
                 *     }
                 */
                "application/json": components["schemas"]["InvoiceRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "payment_id": "53bfb4d81de4015f66b36cc49fdf88a2a95338a69b8a4874ce54c1a8379d2fff"
                     *     }
                     */
                    "application/json": components["schemas"]["PaymentIdResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    Bolt11Controller_sendUsingAmount: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional, 1–255 visible ASCII characters. A repeat with the same key and body returns the first response (header `Idempotent-Replayed: true`) and does nothing else; the same key with another body is 409. Keys are kept durably for at least 24 hours. Responses that changed nothing (4xx other than 408, and 503) are not kept. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "invoice": "lnbcrt1p5jjccqpp52wlmfkqausq47e4ndnzflhug5254xw9xnw9ysaxw2nq6sdua9llssp5hqa33e790p5tdvj92xtvraaky77rmrddj2cq2uxfw7uvxge5rh4sdq2vdhkven9v5xqrrsscqpc9qyysgq7l2j3dpsj3d5ey5p0svzuu08kqwtzcu64uatthvhvjfmc9ly7sp3svs7ppqcmw9rjcs4x0pppuade88xdk0y8kg3g9p7sxrquanqnpspg89vzr",
                 *       "amount_msat": "50000"
                 *     }
                 */
                "application/json": components["schemas"]["Bolt11SendUsingAmountRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "payment_id": "53bfb4d81de4015f66b36cc49fdf88a2a95338a69b8a4874ce54c1a8379d2fff"
                     *     }
                     */
                    "application/json": components["schemas"]["PaymentIdResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    Bolt12Controller_decodeOffer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "offer": "lno1qgsqvgnwgcg35z6ee2h3yczraddm72xrfua9uve2rlrm9deu7xyfzrcgqv85ysq2qe3k7enxv4jsuprf99c3qyxlqtpvy4f5q2c3sa5nx44ecu9wfpjrn0qpxwf2algzlydt4aykddjexq4hp4xcvdhm7k5jacj7kc0nqu26s80cfj277pum38wg468dkznw65pqyx6z2hrzn52atvddmsgseeurwxnd8m55j2p6rtj59kjk242256t5qqec3gwpx88c8ypxv99e7radl2tvrauhaxj0nu2e335r8x0sx67kcmeqyuedn79dhk9mqah3lvf44j5xvc3agq5fn6ftnxgh9v0uzn3f44y8fvg274w0grpcg0s5l3dl2tqkmnwlw5qz88nfzkfp6jhn2lz7fsde9lm4xe4yrdun2u409jqkmjavmzc7s0lrgkpms93pq20k54mmdn7yhd0j6nx3ephn6qdfgpak9t4r898s0e7p8m5m846y5"
                 *     }
                 */
                "application/json": components["schemas"]["OfferRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "offer_id": "1febd2534fd935a7fb4638f6d36b6ea8522680a90a6710becf6d2de0750a49f2",
                     *       "signing_pubkey": "029f6a577b6cfc4bb5f2d4cd1c86f3d01a9407b62aea3394f07e7c13ee9b3d744a",
                     *       "description": "coffee",
                     *       "issuer": null,
                     *       "amount_msat": "1000000",
                     *       "absolute_expiry_unix_secs": "1764323600",
                     *       "chain_hashes": [
                     *         "06226e46111a0b59caaf126043eb5bbf28c34f3a5e332a1fc7b2b73cf188910f"
                     *       ],
                     *       "paths_count": 1,
                     *       "expects_quantity": false
                     *     }
                     */
                    "application/json": components["schemas"]["OfferDecodeResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    Bolt12Controller_receive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount_msat": "1000000",
                 *       "description": "coffee",
                 *       "expiry_secs": 3600,
                 *       "quantity": "10"
                 *     }
                 */
                "application/json": components["schemas"]["OfferReceiveRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "offer": "lno1qgsqvgnwgcg35z6ee2h3yczraddm72xrfua9uve2rlrm9deu7xyfzrcgqv85ysq2qe3k7enxv4jsuprf99c3qyxlqtpvy4f5q2c3sa5nx44ecu9wfpjrn0qpxwf2algzlydt4aykddjexq4hp4xcvdhm7k5jacj7kc0nqu26s80cfj277pum38wg468dkznw65pqyx6z2hrzn52atvddmsgseeurwxnd8m55j2p6rtj59kjk242256t5qqec3gwpx88c8ypxv99e7radl2tvrauhaxj0nu2e335r8x0sx67kcmeqyuedn79dhk9mqah3lvf44j5xvc3agq5fn6ftnxgh9v0uzn3f44y8fvg274w0grpcg0s5l3dl2tqkmnwlw5qz88nfzkfp6jhn2lz7fsde9lm4xe4yrdun2u409jqkmjavmzc7s0lrgkpms93pq20k54mmdn7yhd0j6nx3ephn6qdfgpak9t4r898s0e7p8m5m846y5"
                     *     }
                     */
                    "application/json": components["schemas"]["OfferResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    Bolt12Controller_receiveVar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "description": "tips",
                 *       "expiry_secs": 3600
                 *     }
                 */
                "application/json": components["schemas"]["OfferReceiveVarRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "offer": "lno1qgsqvgnwgcg35z6ee2h3yczraddm72xrfua9uve2rlrm9deu7xyfzrcgqv85ysq2qe3k7enxv4jsuprf99c3qyxlqtpvy4f5q2c3sa5nx44ecu9wfpjrn0qpxwf2algzlydt4aykddjexq4hp4xcvdhm7k5jacj7kc0nqu26s80cfj277pum38wg468dkznw65pqyx6z2hrzn52atvddmsgseeurwxnd8m55j2p6rtj59kjk242256t5qqec3gwpx88c8ypxv99e7radl2tvrauhaxj0nu2e335r8x0sx67kcmeqyuedn79dhk9mqah3lvf44j5xvc3agq5fn6ftnxgh9v0uzn3f44y8fvg274w0grpcg0s5l3dl2tqkmnwlw5qz88nfzkfp6jhn2lz7fsde9lm4xe4yrdun2u409jqkmjavmzc7s0lrgkpms93pq20k54mmdn7yhd0j6nx3ephn6qdfgpak9t4r898s0e7p8m5m846y5"
                     *     }
                     */
                    "application/json": components["schemas"]["OfferResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    Bolt12Controller_send: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional, 1–255 visible ASCII characters. A repeat with the same key and body returns the first response (header `Idempotent-Replayed: true`) and does nothing else; the same key with another body is 409. Keys are kept durably for at least 24 hours. Responses that changed nothing (4xx other than 408, and 503) are not kept. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "offer": "lno1qgsqvgnwgcg35z6ee2h3yczraddm72xrfua9uve2rlrm9deu7xyfzrcgqv85ysq2qe3k7enxv4jsuprf99c3qyxlqtpvy4f5q2c3sa5nx44ecu9wfpjrn0qpxwf2algzlydt4aykddjexq4hp4xcvdhm7k5jacj7kc0nqu26s80cfj277pum38wg468dkznw65pqyx6z2hrzn52atvddmsgseeurwxnd8m55j2p6rtj59kjk242256t5qqec3gwpx88c8ypxv99e7radl2tvrauhaxj0nu2e335r8x0sx67kcmeqyuedn79dhk9mqah3lvf44j5xvc3agq5fn6ftnxgh9v0uzn3f44y8fvg274w0grpcg0s5l3dl2tqkmnwlw5qz88nfzkfp6jhn2lz7fsde9lm4xe4yrdun2u409jqkmjavmzc7s0lrgkpms93pq20k54mmdn7yhd0j6nx3ephn6qdfgpak9t4r898s0e7p8m5m846y5",
                 *       "amount_msat": "1000000",
                 *       "quantity": "1",
                 *       "payer_note": "order 42"
                 *     }
                 */
                "application/json": components["schemas"]["OfferSendRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "payment_id": "53bfb4d81de4015f66b36cc49fdf88a2a95338a69b8a4874ce54c1a8379d2fff"
                     *     }
                     */
                    "application/json": components["schemas"]["PaymentIdResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    Bolt12Controller_decodeRefund: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "refund": "lnr1qqs02qqhtgqur6lyj6mpmqdwhf9050aad3xjv4hdjca2s9umlcqchhc2qq8qg6ffwyg9qgqxyfhyvyg6pdvu4tcjvpp7kkal9rp57wj7xv4pl3ajku70rzy3pafqxr6zgptqzq2cyyp4t09z5v2qadgvud783dwvqw2lre2vwv4rp499j2deslg8kkkakxjep4ex2ar4wfhx2epqd96x2m26mupv9sj4xsptzxrkjv6kh8rs4eyxgwduqyee9thaqtu34wh5je4ktycztld4r6u4p3ac70fx7kgqusrs359yfn0dvy69tzwjqj3kj3gkr82syq65cnq6vpuwsry7xq2vmgnz7h4309hzj7xrymg7m70ezm836l5r85qrxqdky0r882euu6x6cqpcpwexqmdq9er46e84d0v8fl7zkjv4ffkdx2y9cfudj5xxdcttqzhhklq8c7el96srvlun3xkxu3pe3e8zdw7rd5eps63wrqpuer9yy8x4n2z6x6m24unqqgcj39z07muxj3cls6faj2a36q47xnlwqzmg4rwpgrd8a3etkawpwyq2kqg"
                 *     }
                 */
                "application/json": components["schemas"]["RefundRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "description": "",
                     *       "issuer": null,
                     *       "amount_msat": "1000000",
                     *       "absolute_expiry_unix_secs": "1764323600",
                     *       "chain_hash": "06226e46111a0b59caaf126043eb5bbf28c34f3a5e332a1fc7b2b73cf188910f",
                     *       "payer_signing_pubkey": "0355bca2a3140eb50ce37c78b5cc0395f1e54c732a30d4a5929b987d07b5addb1a",
                     *       "payer_note": "returned item",
                     *       "quantity": "1",
                     *       "paths_count": 1
                     *     }
                     */
                    "application/json": components["schemas"]["RefundDecodeResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    Bolt12Controller_initiateRefund: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional, 1–255 visible ASCII characters. A repeat with the same key and body returns the first response (header `Idempotent-Replayed: true`) and does nothing else; the same key with another body is 409. Keys are kept durably for at least 24 hours. Responses that changed nothing (4xx other than 408, and 503) are not kept. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount_msat": "1000000",
                 *       "expiry_secs": 3600,
                 *       "quantity": "1",
                 *       "payer_note": "returned item"
                 *     }
                 */
                "application/json": components["schemas"]["RefundInitiateRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "refund": "lnr1qqs02qqhtgqur6lyj6mpmqdwhf9050aad3xjv4hdjca2s9umlcqchhc2qq8qg6ffwyg9qgqxyfhyvyg6pdvu4tcjvpp7kkal9rp57wj7xv4pl3ajku70rzy3pafqxr6zgptqzq2cyyp4t09z5v2qadgvud783dwvqw2lre2vwv4rp499j2deslg8kkkakxjep4ex2ar4wfhx2epqd96x2m26mupv9sj4xsptzxrkjv6kh8rs4eyxgwduqyee9thaqtu34wh5je4ktycztld4r6u4p3ac70fx7kgqusrs359yfn0dvy69tzwjqj3kj3gkr82syq65cnq6vpuwsry7xq2vmgnz7h4309hzj7xrymg7m70ezm836l5r85qrxqdky0r882euu6x6cqpcpwexqmdq9er46e84d0v8fl7zkjv4ffkdx2y9cfudj5xxdcttqzhhklq8c7el96srvlun3xkxu3pe3e8zdw7rd5eps63wrqpuer9yy8x4n2z6x6m24unqqgcj39z07muxj3cls6faj2a36q47xnlwqzmg4rwpgrd8a3etkawpwyq2kqg",
                     *       "payment_id": "a69be78f916dd3a7bcfc43cd899b7058cc300dffe627759aa4af460259546904"
                     *     }
                     */
                    "application/json": components["schemas"]["RefundInitiateResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    Bolt12Controller_requestPayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "refund": "lnr1qqs02qqhtgqur6lyj6mpmqdwhf9050aad3xjv4hdjca2s9umlcqchhc2qq8qg6ffwyg9qgqxyfhyvyg6pdvu4tcjvpp7kkal9rp57wj7xv4pl3ajku70rzy3pafqxr6zgptqzq2cyyp4t09z5v2qadgvud783dwvqw2lre2vwv4rp499j2deslg8kkkakxjep4ex2ar4wfhx2epqd96x2m26mupv9sj4xsptzxrkjv6kh8rs4eyxgwduqyee9thaqtu34wh5je4ktycztld4r6u4p3ac70fx7kgqusrs359yfn0dvy69tzwjqj3kj3gkr82syq65cnq6vpuwsry7xq2vmgnz7h4309hzj7xrymg7m70ezm836l5r85qrxqdky0r882euu6x6cqpcpwexqmdq9er46e84d0v8fl7zkjv4ffkdx2y9cfudj5xxdcttqzhhklq8c7el96srvlun3xkxu3pe3e8zdw7rd5eps63wrqpuer9yy8x4n2z6x6m24unqqgcj39z07muxj3cls6faj2a36q47xnlwqzmg4rwpgrd8a3etkawpwyq2kqg"
                 *     }
                 */
                "application/json": components["schemas"]["RefundRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "invoice": "lni1qqs02qqhtgqur6lyj6mpmqdwhf9050aad3xjv4hdjca2s9umlcqchhc2qq8qg6ffwyg9qgqxyfhyvyg6pdvu4tcjvpp7kkal9rp57wj7xv4pl3ajku70rzy3pafqxr6zgptqzq2cyyp4t09z5v2qadgvud783dwvqw2lre2vwv4rp499j2deslg8kkkakxjep4ex2ar4wfhx2epqd96x2m26mupv9sj4xsptzxrkjv6kh8rs4eyxgwduqyee9thaqtu34wh5je4ktycztld4r6u4p3ac70fx7kgqusrs359yfn0dvy69tzwjqj3kj3gkr82syq65cnq6vpuwsry7xq2vmgnz7h4309hzj7xrymg7m70ezm836l5r85qrxqdky0r882euu6x6cqpcpwexqmdq9er46e84d0v8fl7zkjv4ffkdx2y9cfudj5xxdcttqzhhklq8c7el96srvlun3xkxu3pe3e8zdw7rd5eps63wrqpuer9yy8x4n2z6x6m24unqqgcj39z07muxj3cls6faj2a36q47xnlwqzmg4rwpgrd8a3etkawpwyq2kqdqa5pv9sj4xsptzxrkjv6kh8rs4eyxgwduqyee9thaqtu34wh5je4ktyczksqtcl4pc93wt0w6p7927249wv0lzeueqf3jt2y4gduje6pjlmwqyq6aesmkgk2tk70el3m5u5ufjayuvsxy99lthcqmtc0x0vr2kqjttgqrxr9s0v22lrqv83pn02ypegrelrd5fxaw6axek3j8qld3j4ejg6vfazmj5674henflffgtws8paenvgrlqggzkd7e25xxtzd3ktk9pqvhkc7skhp4w2ytszjxgeywejpnks0l345sqvfklg3dp3ypshswm00frc5vvsan46e5emum99458ysdwuuzp7vpqmskg6jey84wvcc80katvpwdekt5ngsuqqqq86qqqqqxgqp2qqqqqqqqqqqqzqqqqqqqte57cqqqpfqydy5kx09xqgwzp2pqd3s0gp8czear3lrsatu259avx5gz80hcd09e6yyx5xd0a9da2ve65qc0gfqtqggrxfax8um4n7wek5dthnqe6zgrellua2xcu8rqu7zdmcgdn0l4r4ulqs8j2de6cj0xzred3aa36all58k2nx70vpjtrs97tlfyzdng2zxx3gvs8vuc702kshplt56d02qeddgrd08j95aqpnsyzw33fet3ez5mu",
                     *       "invoice_hex": "0020f500175a01c1ebe496b61d81aeba4afa3fbd6c4d2656ed963aa8179bfe018bdf0a000e0469297110502006226e46111a0b59caaf126043eb5bbf28c34f3a5e332a1fc7b2b73cf188910f52030f424056010158210355bca2a3140eb50ce37c78b5cc0395f1e54c732a30d4a5929b987d07b5addb1a590d72657475726e6564206974656d5adf02c2c2553402b1187693356b9c70ae486439bc013392aefd02f91abaf4966b6593025fdb51eb950c7b8f3d26f5900e40708d0a44cded61345589d204a369451619d5020354c4c1a6078e80c9e3014cda262f5eb1796e2978c326d1edf9f916cf1d7e833d003301b623c673ab3ce68dac00380bb2606da02e475d64f56bd874ffc2b49954a6cd32885c278d950c66e16b00af7b7c07c7b3f2ea0367f9389ac6e44398e4e26bbc36d32186a2e1803cc8ca421cd59a85a36b6aaf260023128944ff6f869471f8693d92bb1d02be34fee00b68a8dc140da7ec72bb75c17100ab01a0ed02c2c2553402b1187693356b9c70ae486439bc013392aefd02f91abaf4966b659302b400bc7ea1c162e5bdda0f8aaf2aa5731ff16799026325a89543792ce832fedc02035dcc3764594bb79f9fc774e53899749c640c4297ebbe01b5e1e67b06ab024b5a00330cb07b14af8c0c3c4337a881ca079f8db449baed74d9b464707db19573246989e8b72a6bd5be669fa5285ba070f7336207f02102b37d9550c6589b1b2ec508197b63d0b5c357288b80a464648ecc833b41ff8d69003136fa22d0c48185e0edbde91e28c643b3aeb34cef9b296b43920d773820f98106e1646a5921eae663077dbab605cdcd9749a21c000003e800000064002a00000000000000010000000005e69ec00000a4046929633ca6021c20a8206c60f404f8167a38fc70eaf8aa17ac351023bef86bcb9d1086a19afe95bd5333aa030f4240b02103327a63f3759f9d9b51abbcc19d0903cfffcea8d8e1c60e784dde10d9bff51d79f040f25373ac49e610f2d8f7b1d77ffa1eca99bcf6064b1c0be5fd2413668508c68a1903b398f3d5685c3f5d34d7a8196b5036bcf22d3a00ce0413a314e571c8a9be",
                     *       "payment_id": "6c60f404f8167a38fc70eaf8aa17ac351023bef86bcb9d1086a19afe95bd5333"
                     *     }
                     */
                    "application/json": components["schemas"]["RefundRequestPaymentResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ChannelsController_close: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "user_channel_id": "149117180601118507292799559808671527431",
                 *       "counterparty_node_id": "02c2c2553402b1187693356b9c70ae486439bc013392aefd02f91abaf4966b6593"
                 *     }
                 */
                "application/json": components["schemas"]["CloseChannelRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ok": true
                     *     }
                     */
                    "application/json": components["schemas"]["OkResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ChannelsController_forceClose: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "user_channel_id": "149117180601118507292799559808671527431",
                 *       "counterparty_node_id": "02c2c2553402b1187693356b9c70ae486439bc013392aefd02f91abaf4966b6593"
                 *     }
                 */
                "application/json": components["schemas"]["CloseChannelRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ok": true
                     *     }
                     */
                    "application/json": components["schemas"]["OkResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ChannelsController_open: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional, 1–255 visible ASCII characters. A repeat with the same key and body returns the first response (header `Idempotent-Replayed: true`) and does nothing else; the same key with another body is 409. Keys are kept durably for at least 24 hours. Responses that changed nothing (4xx other than 408, and 503) are not kept. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "node_id": "02c2c2553402b1187693356b9c70ae486439bc013392aefd02f91abaf4966b6593",
                 *       "address": "203.0.113.7:9735",
                 *       "channel_amount_sats": "100000",
                 *       "push_to_counterparty_msat": "0",
                 *       "announce": false,
                 *       "rgb": {
                 *         "contract_id": "contract:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8",
                 *         "asset_amount": "200",
                 *         "color_context_data": "http://198.51.100.4:3001/api/v1/rgb/consignments/{txid}?format=zip"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["OpenChannelRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "user_channel_id": "149117180601118507292799559808671527431",
                     *       "channel_id": "69e36568cd8b4659389b9fcfbe1167547f6421e78168bfb439dada2ffddb0146"
                     *     }
                     */
                    "application/json": components["schemas"]["OpenChannelResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ChannelsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "channel_id": "69e36568cd8b4659389b9fcfbe1167547f6421e78168bfb439dada2ffddb0146",
                     *         "user_channel_id": "149117180601118507292799559808671527431",
                     *         "counterparty_node_id": "02c2c2553402b1187693356b9c70ae486439bc013392aefd02f91abaf4966b6593",
                     *         "channel_point": "46dfb9315bbebdadf33eae5864650f8b7d40d4f817073242890d019afcaba646:0",
                     *         "short_channel_id": "131941395398656",
                     *         "channel_value_sats": "100000",
                     *         "outbound_capacity_msat": "89660000",
                     *         "inbound_capacity_msat": "4000000",
                     *         "local_balance_msat": "90660000",
                     *         "is_channel_ready": true,
                     *         "is_usable": true,
                     *         "is_announced": false,
                     *         "rgb": {
                     *           "contract_id": "contract:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8",
                     *           "local_amount": "190",
                     *           "remote_amount": "10"
                     *         }
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ChannelDto"][];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    EventsController_handled: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "42"
                 *     }
                 */
                "application/json": components["schemas"]["EventHandledRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ok": true
                     *     }
                     */
                    "application/json": components["schemas"]["OkResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    EventsController_waitNext: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "timeout_secs": 30
                 *     }
                 */
                "application/json": components["schemas"]["WaitNextEventRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "42",
                     *       "type": "PaymentReceived",
                     *       "created_at_unix_secs": "1764320000",
                     *       "data": {
                     *         "payment_id": "6c60f404f8167a38fc70eaf8aa17ac351023bef86bcb9d1086a19afe95bd5333",
                     *         "payment_hash": "6c60f404f8167a38fc70eaf8aa17ac351023bef86bcb9d1086a19afe95bd5333",
                     *         "amount_msat": "1000000",
                     *         "custom_tlvs": []
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["NodeEventDto"];
                };
            };
            /** @description No event within timeout_secs */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    NodeController_healthz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ok": true
                     *     }
                     */
                    "application/json": components["schemas"]["HealthResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    NodeController_metrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Prometheus text exposition format 0.0.4 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example # HELP rln_http_requests_total HTTP requests answered, by route template ("unmatched" when no route matched) and status ("aborted" when the client left first)
                     *     # TYPE rln_http_requests_total counter
                     *     rln_http_requests_total{method="GET",route="/api/v1/status",status="200"} 42
                     *     rln_http_requests_total{method="POST",route="/api/v1/bolt11/pay",status="200"} 7
                     *     # HELP rln_payments_total Lightning payments the engine reported finished (PaymentSent, PaymentFailed, PaymentClaimed)
                     *     # TYPE rln_payments_total counter
                     *     rln_payments_total{direction="outbound",status="succeeded"} 7
                     *     rln_payments_total{direction="outbound",status="failed"} 0
                     *     rln_payments_total{direction="inbound",status="succeeded"} 3
                     *     # HELP rln_component_ready Whether a component is ready (1) or not (0), as /readyz reports it; a component off by configuration counts as ready
                     *     # TYPE rln_component_ready gauge
                     *     rln_component_ready{component="wallet"} 1
                     *     rln_component_ready{component="engine"} 1
                     *     rln_component_ready{component="rgb"} 1
                     */
                    "text/plain": string;
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    NodeController_nodeId: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "node_id": "0330fd47ec54382455ef3c58ff9b8dcd70203857c3fb15a20b74152e3b85abdfae"
                     *     }
                     */
                    "application/json": components["schemas"]["NodeIdResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    PaymentsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 32-byte hex payment id */
                paymentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "53bfb4d81de4015f66b36cc49fdf88a2a95338a69b8a4874ce54c1a8379d2fff",
                     *       "direction": "Outbound",
                     *       "status": "Succeeded",
                     *       "amount_msat": "1000000",
                     *       "kind": "Bolt11",
                     *       "fee_paid_msat": "1000",
                     *       "htlc_locked": false,
                     *       "payment_hash": "53bfb4d81de4015f66b36cc49fdf88a2a95338a69b8a4874ce54c1a8379d2fff",
                     *       "custom_tlvs": [
                     *         {
                     *           "type": "65537",
                     *           "value_hex": "cafe"
                     *         }
                     *       ],
                     *       "payer_note": "order 42"
                     *     }
                     */
                    "application/json": components["schemas"]["PaymentDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    PaymentsController_abandon: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 32-byte hex payment id */
                paymentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ok": true
                     *     }
                     */
                    "application/json": components["schemas"]["OkResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    PaymentsController_wait: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 32-byte hex payment id */
                paymentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "timeout_secs": 30
                 *     }
                 */
                "application/json": components["schemas"]["WaitPaymentRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ok": true,
                     *       "payment": {
                     *         "id": "53bfb4d81de4015f66b36cc49fdf88a2a95338a69b8a4874ce54c1a8379d2fff",
                     *         "direction": "Outbound",
                     *         "status": "Succeeded",
                     *         "amount_msat": "1000000",
                     *         "kind": "Bolt11",
                     *         "fee_paid_msat": "1000",
                     *         "htlc_locked": false,
                     *         "payment_hash": "53bfb4d81de4015f66b36cc49fdf88a2a95338a69b8a4874ce54c1a8379d2fff",
                     *         "custom_tlvs": [
                     *           {
                     *             "type": "65537",
                     *             "value_hex": "cafe"
                     *           }
                     *         ],
                     *         "payer_note": "order 42"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["WaitPaymentResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description PaymentTimeout */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    PaymentsController_list: {
        parameters: {
            query?: {
                /** @description Opaque cursor from a previous Link rel="next" header */
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "53bfb4d81de4015f66b36cc49fdf88a2a95338a69b8a4874ce54c1a8379d2fff",
                     *         "direction": "Outbound",
                     *         "status": "Succeeded",
                     *         "amount_msat": "1000000",
                     *         "kind": "Bolt11",
                     *         "fee_paid_msat": "1000",
                     *         "htlc_locked": false,
                     *         "payment_hash": "53bfb4d81de4015f66b36cc49fdf88a2a95338a69b8a4874ce54c1a8379d2fff",
                     *         "custom_tlvs": [
                     *           {
                     *             "type": "65537",
                     *             "value_hex": "cafe"
                     *           }
                     *         ],
                     *         "payer_note": "order 42"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["PaymentDto"][];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ChannelsController_peers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "node_id": "02c2c2553402b1187693356b9c70ae486439bc013392aefd02f91abaf4966b6593",
                     *         "address": "203.0.113.7:9735",
                     *         "is_persisted": true,
                     *         "is_connected": true
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["PeerDto"][];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ChannelsController_connect: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "node_id": "02c2c2553402b1187693356b9c70ae486439bc013392aefd02f91abaf4966b6593",
                 *       "address": "203.0.113.7:9735",
                 *       "persist": true
                 *     }
                 */
                "application/json": components["schemas"]["ConnectPeerRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ok": true
                     *     }
                     */
                    "application/json": components["schemas"]["OkResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ChannelsController_disconnect: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "node_id": "02c2c2553402b1187693356b9c70ae486439bc013392aefd02f91abaf4966b6593"
                 *     }
                 */
                "application/json": components["schemas"]["DisconnectPeerRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ok": true
                     *     }
                     */
                    "application/json": components["schemas"]["OkResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    NodeController_readyz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ok": true,
                     *       "role": "single",
                     *       "replica_id": "5f0c2a9d3e1b4c77",
                     *       "checks": [
                     *         {
                     *           "name": "p2p",
                     *           "ok": true,
                     *           "detail": "listening on 0.0.0.0:9735",
                     *           "hint": "Check RLN_P2P_PORT is free."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ReadinessResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A check failed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadinessResponseDto"];
                };
            };
        };
    };
    RgbWalletController_currentAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "address": "bcrt1pwtazasthzrdrvx9m9n3cjeg8pcytv4nn9ketl2qmwplw559tm8xs676703"
                     *     }
                     */
                    "application/json": components["schemas"]["RgbAddressResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description AddressNotInitialized */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    RgbWalletController_newAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "address": "bcrt1pwtazasthzrdrvx9m9n3cjeg8pcytv4nn9ketl2qmwplw559tm8xs676703"
                     *     }
                     */
                    "application/json": components["schemas"]["RgbAddressResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    RgbChannelsController_recovery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "channels": [
                     *         {
                     *           "channel_id": "69e36568cd8b4659389b9fcfbe1167547f6421e78168bfb439dada2ffddb0146",
                     *           "peer_node_id": "02c2c2553402b1187693356b9c70ae486439bc013392aefd02f91abaf4966b6593",
                     *           "contract_id": "contract:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8",
                     *           "status": "closed",
                     *           "local_amount": "190",
                     *           "cooperative_close_received": null,
                     *           "close_on_chain": {
                     *             "requested": "force close requested over HTTP",
                     *             "commitment_txid": "07b7853e87d95d9c823294231f89b880f99be2fe04b3b7e531f9bc6e4dcaea22",
                     *             "commitment_kind": "ours",
                     *             "commitment_number": "12",
                     *             "unrecognised_spender": null,
                     *             "outputs": [
                     *               {
                     *                 "outpoint": "07b7853e87d95d9c823294231f89b880f99be2fe04b3b7e531f9bc6e4dcaea22:2",
                     *                 "asset_amount": "190",
                     *                 "state": "settled",
                     *                 "sweep_txid": "d00a1f8b7d1240ac19d7a086ded18259c0f1c5e4d21e2e4d70b1915599264092"
                     *               }
                     *             ],
                     *             "recovered_amount": "190",
                     *             "pending_amount": "0",
                     *             "lost_amount": "0",
                     *             "done": true
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ChannelRecoveryResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    RgbConsignmentsController_download: {
        parameters: {
            query?: {
                format?: "raw" | "gzip" | "zip";
            };
            header?: {
                /** @description Asset channel funding: the requesting peer's node id */
                "x-rgb-channel-node"?: string;
                /** @description Asset channel funding: 32 fresh bytes, hex */
                "x-rgb-channel-request-nonce"?: string;
                /** @description Asset channel funding: the node key's signature over the request */
                "x-rgb-channel-signature"?: string;
            };
            path: {
                /** @description A consignment key, or an asset channel's funding txid */
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The consignment in the chosen format: application/octet-stream (raw), application/gzip or application/zip */
            200: {
                headers: {
                    /** @description attachment; filename="<name>", with .gz or .zip for those formats */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/gzip": string;
                    "application/octet-stream": string;
                    "application/zip": string;
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NotFound */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    RgbContractsController_balance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description `contract:<id>` or rgb-lib's `rgb:<id>` */
                contractId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "contract_id": "contract:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8",
                     *       "balance": {
                     *         "mined": "999800",
                     *         "tentative": "0",
                     *         "offchain": "200",
                     *         "archived": "0",
                     *         "total": "1000000"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ContractBalanceResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description ContractNotFound */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    RgbContractsController_known: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description `contract:<id>` or rgb-lib's `rgb:<id>` */
                contractId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "contract_id": "contract:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8",
                     *       "known": true
                     *     }
                     */
                    "application/json": components["schemas"]["ContractKnownResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    RgbContractsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "contracts": [
                     *         {
                     *           "contract_id": "contract:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8",
                     *           "name": "Example Token",
                     *           "ticker": "EXT",
                     *           "precision": 2,
                     *           "issued_supply": "1000000",
                     *           "details": "Issued on regtest for the API reference"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ContractsResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    RgbContractsController_export: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "contract_id": "contract:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8"
                 *     }
                 */
                "application/json": components["schemas"]["ExportContractRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ok": true,
                     *       "contract_id": "contract:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8",
                     *       "consignment_key": "580f3cccb40b9f641e6e2e2640e7276db8cbb55c5993a974bb1ee95ae19a3309"
                     *     }
                     */
                    "application/json": components["schemas"]["ConsignmentKeyResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    RgbContractsController_import: {
        parameters: {
            query?: {
                /** @description the id the consignment must carry */
                contract_id?: string;
                format?: "zip" | "raw";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/octet-stream": string;
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ok": true,
                     *       "contract_id": "contract:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8",
                     *       "consignment_key": "580f3cccb40b9f641e6e2e2640e7276db8cbb55c5993a974bb1ee95ae19a3309"
                     *     }
                     */
                    "application/json": components["schemas"]["ConsignmentKeyResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description ConsignmentInvalid: nothing was imported */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    RgbContractsController_issue: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional, 1–255 visible ASCII characters. A repeat with the same key and body returns the first response (header `Idempotent-Replayed: true`) and does nothing else; the same key with another body is 409. Keys are kept durably for at least 24 hours. Responses that changed nothing (4xx other than 408, and 503) are not kept. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "issuer_name": "NIA",
                 *       "contract_name": "Example Token",
                 *       "ticker": "EXT",
                 *       "precision": 2,
                 *       "issued_supply": "1000000",
                 *       "utxo": "5ed14fdfe7c4e47600051a4ee2838b1cbd50a41d4095162ed156c607dc700c9d:0"
                 *     }
                 */
                "application/json": components["schemas"]["IssueContractRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ok": true,
                     *       "contract_id": "contract:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8",
                     *       "issued_supply": "1000000"
                     *     }
                     */
                    "application/json": components["schemas"]["IssueContractResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    RgbWalletController_descriptor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "descriptor": "tr([3f832ffb/86'/827167'/0']tpubDCEAqFbHXCDmSFcVJab8TkBzp8FF4UDkCZvecFSuqPn1WF78M4gtKfkyNYC8BQtY1uK3UiBEYAsFrqjs94FRjZHv35iXGxiPvB3WMM3WC4h/0/*)",
                     *       "derived_descriptors": [
                     *         {
                     *           "fingerprint": "3f832ffb",
                     *           "derivation_path": "m/86'/827167'/0'",
                     *           "xpub": "tpubDCEAqFbHXCDmSFcVJab8TkBzp8FF4UDkCZvecFSuqPn1WF78M4gtKfkyNYC8BQtY1uK3UiBEYAsFrqjs94FRjZHv35iXGxiPvB3WMM3WC4h",
                     *           "descriptor": "tr([3f832ffb/86'/827167'/0']tpubDCEAqFbHXCDmSFcVJab8TkBzp8FF4UDkCZvecFSuqPn1WF78M4gtKfkyNYC8BQtY1uK3UiBEYAsFrqjs94FRjZHv35iXGxiPvB3WMM3WC4h/0/*)"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["DescriptorResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    RgbContractsController_issuers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "issuers": [
                     *         "CFA",
                     *         "IFA",
                     *         "NIA",
                     *         "UDA",
                     *         "company-shares"
                     *       ],
                     *       "invalid_issuers": [
                     *         {
                     *           "name": "loyalty-points",
                     *           "error": "format must be \"rln-issuer/1\""
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["IssuersResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    RgbContractsController_importIssuer: {
        parameters: {
            query: {
                format?: "raw" | "gzip" | "zip";
                name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/octet-stream": string;
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ok": true,
                     *       "issuer_name": "company-shares"
                     *     }
                     */
                    "application/json": components["schemas"]["ImportIssuerResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    RgbLnController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "contract_id": "contract:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8",
                 *       "asset_amount": "10",
                 *       "description": "ten tokens",
                 *       "expiry_secs": 3600,
                 *       "btc_carrier_amount_msat": "3000000"
                 *     }
                 */
                "application/json": components["schemas"]["CreateRgbLnInvoiceRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "invoice": "lnbcrt30u1p5jjccqpp5d3s0gp8czear3lrsatu259avx5gz80hcd09e6yyx5xd0a9da2vessp5hrhs0k0wpfdpafms2npg9cn5f8mef0ne5x6xhvj4l45qq2vkyn8sdqsw3jkugr5da4k2mnnxqrrsscqpc9qyysgq7qp2lz5wfnkywn6f9xksvt2v33j6564xpz4qwfs94p4j5zfvfm57ttc2ge8x7txvykhyar7dd985cedxpm4zcn9fsuqc7uhryz22wmuead6sq5ucfxn08np9c3pv2se42fr8kfu2twxn8zrnrqruvwlq3n65ph7t37whltelt9s977x9895jf0c2l5muz8ns3qpm38pnw",
                     *       "btc_carrier_amount_msat": "3000000"
                     *     }
                     */
                    "application/json": components["schemas"]["RgbLnInvoiceResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description HolderReserveTooLow or InsufficientCapacity: no channel holding the contract can take the carrier */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    RgbLnController_createForHash: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "contract_id": "contract:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8",
                 *       "asset_amount": "10",
                 *       "description": "ten tokens",
                 *       "payment_hash": "6c60f404f8167a38fc70eaf8aa17ac351023bef86bcb9d1086a19afe95bd5333",
                 *       "expiry_secs": 3600
                 *     }
                 */
                "application/json": components["schemas"]["CreateRgbLnInvoiceForHashRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "invoice": "lnbcrt30u1p5jjccqpp5d3s0gp8czear3lrsatu259avx5gz80hcd09e6yyx5xd0a9da2vessp5hrhs0k0wpfdpafms2npg9cn5f8mef0ne5x6xhvj4l45qq2vkyn8sdqsw3jkugr5da4k2mnnxqrrsscqpc9qyysgq7qp2lz5wfnkywn6f9xksvt2v33j6564xpz4qwfs94p4j5zfvfm57ttc2ge8x7txvykhyar7dd985cedxpm4zcn9fsuqc7uhryz22wmuead6sq5ucfxn08np9c3pv2se42fr8kfu2twxn8zrnrqruvwlq3n65ph7t37whltelt9s977x9895jf0c2l5muz8ns3qpm38pnw",
                     *       "btc_carrier_amount_msat": "3000000"
                     *     }
                     */
                    "application/json": components["schemas"]["RgbLnInvoiceResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description an invoice for that payment hash exists already */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    RgbLnController_decode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "invoice": "lnbcrt30u1p5jjccqpp52wlmfkqausq47e4ndnzflhug5254xw9xnw9ysaxw2nq6sdua9llssp5hqa33e790p5tdvj92xtvraaky77rmrddj2cq2uxfw7uvxge5rh4sdqsw3jkugr5da4k2mnnxqrrsscqpc9qyysgq7qp2lz5wfnkywn6f9xksvt2v33j6564xpz4qwfs94p4j5zfvfm57ttc2ge8x7txvykhyar7dd985cedxpm4zcn9fsuqw9e5f5lnft2tp3r6jas3k6c2gfcwv5s5z32y4vl4fh2978p7kkvxfvvtfl26s7t0fup73lq3xhp3h2pxspu0qeykfufe2ej4yeferxcpnxuu0w"
                 *     }
                 */
                "application/json": components["schemas"]["RgbLnInvoiceRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "payment_hash": "53bfb4d81de4015f66b36cc49fdf88a2a95338a69b8a4874ce54c1a8379d2fff",
                     *       "destination": "02c2c2553402b1187693356b9c70ae486439bc013392aefd02f91abaf4966b6593",
                     *       "expiry_secs": "3600",
                     *       "carrier_amount_msat": "3000000",
                     *       "contract_id": "contract:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8",
                     *       "asset_amount": "10"
                     *     }
                     */
                    "application/json": components["schemas"]["RgbLnDecodeResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    RgbLnController_estimateCarrier: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "contract_id": "contract:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8",
                 *       "asset_amount": "10",
                 *       "description": "ten tokens",
                 *       "expiry_secs": 3600
                 *     }
                 */
                "application/json": components["schemas"]["EstimateCarrierRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "receive_available": true,
                     *       "can_create_rgb_invoice": true,
                     *       "minimum_viable_carrier_amount_msat": "1000",
                     *       "minimum_viable_reason": "to_local (90660 sat) already holds the 354 sat reserve, so the 1000 msat floor applies",
                     *       "default_create_carrier_amount_msat": "1000",
                     *       "default_create_reason": "the minimum viable carrier of channel 69e36568cd8b4659389b9fcfbe1167547f6421e78168bfb439dada2ffddb0146: a small carrier keeps BTC from draining toward the payee",
                     *       "carrier_admission_threshold_msat": "354000",
                     *       "minimum_allowed_carrier_amount_msat": "1000",
                     *       "holder_reserve_threshold_msat": "354000",
                     *       "estimate_only": true,
                     *       "warning": "A non-binding snapshot: channel balances, inbound capacity and RGB HTLC slots can change before an invoice is created or paid; invoice/create checks again.",
                     *       "blocking_reason": null,
                     *       "required_carrier_msat": null,
                     *       "suggested_action": null,
                     *       "channels": [
                     *         {
                     *           "channel_id": "69e36568cd8b4659389b9fcfbe1167547f6421e78168bfb439dada2ffddb0146",
                     *           "user_channel_id": "149117180601118507292799559808671527431",
                     *           "is_usable": true,
                     *           "inbound_capacity_msat": "4000000",
                     *           "inbound_htlc_minimum_msat": "1",
                     *           "inbound_htlc_maximum_msat": "4000000",
                     *           "local_balance_output_sats": "90660",
                     *           "has_holder_reserve": true,
                     *           "receive_available": true,
                     *           "can_receive_rgb_invoice": true,
                     *           "blocking_reason": null,
                     *           "minimum_viable_carrier_amount_msat": "1000",
                     *           "default_create_carrier_amount_msat": "1000",
                     *           "required_carrier_msat": null,
                     *           "suggested_action": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["EstimateCarrierResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    RgbLnController_pay: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional, 1–255 visible ASCII characters. A repeat with the same key and body returns the first response (header `Idempotent-Replayed: true`) and does nothing else; the same key with another body is 409. Keys are kept durably for at least 24 hours. Responses that changed nothing (4xx other than 408, and 503) are not kept. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "invoice": "lnbcrt30u1p5jjccqpp52wlmfkqausq47e4ndnzflhug5254xw9xnw9ysaxw2nq6sdua9llssp5hqa33e790p5tdvj92xtvraaky77rmrddj2cq2uxfw7uvxge5rh4sdqsw3jkugr5da4k2mnnxqrrsscqpc9qyysgq7qp2lz5wfnkywn6f9xksvt2v33j6564xpz4qwfs94p4j5zfvfm57ttc2ge8x7txvykhyar7dd985cedxpm4zcn9fsuqw9e5f5lnft2tp3r6jas3k6c2gfcwv5s5z32y4vl4fh2978p7kkvxfvvtfl26s7t0fup73lq3xhp3h2pxspu0qeykfufe2ej4yeferxcpnxuu0w",
                 *       "contract_id": "contract:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8",
                 *       "asset_amount": "10"
                 *     }
                 */
                "application/json": components["schemas"]["RgbLnPayRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "payment_id": "53bfb4d81de4015f66b36cc49fdf88a2a95338a69b8a4874ce54c1a8379d2fff"
                     *     }
                     */
                    "application/json": components["schemas"]["PaymentIdResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description InsufficientCapacity: no usable carrier, outbound capacity or HTLC slot */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NoRoute: no open asset channel of the contract with the payee */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description InsufficientAssetBalance: the channel cannot send that many units; Conflict: the invoice was paid already */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    RgbOnchainController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "contract_id": "contract:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8",
                 *       "amount": "100",
                 *       "expiry_secs": "86400",
                 *       "use_witness_utxo": false,
                 *       "nonce": "order-7731",
                 *       "blinding_utxo": "5ed14fdfe7c4e47600051a4ee2838b1cbd50a41d4095162ed156c607dc700c9d:0",
                 *       "out_of_band": false
                 *     }
                 */
                "application/json": components["schemas"]["CreateRgbInvoiceRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "invoice": "rgb:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8/RWhwUfTMpuP2Zfx1~j4nswCANGeJrYOqDcKelaMV4zU/BF/bcrt:utxob:8b7_72l7-l9AsjA8-_g4yrXF-GbGzErt-8N5XSCF-bnQGwDZ-BIiKz?assignment_name=assetOwner&expiry=1764406400&endpoints=rpc://127.0.0.1:3001/api/v1/rgb/proxy",
                     *       "blinding_utxo_used": "5ed14fdfe7c4e47600051a4ee2838b1cbd50a41d4095162ed156c607dc700c9d:0"
                     *     }
                     */
                    "application/json": components["schemas"]["CreateRgbInvoiceResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description ContractNotFound: import the contract first */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    RgbOnchainController_decode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "invoice": "rgb:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8/RWhwUfTMpuP2Zfx1~j4nswCANGeJrYOqDcKelaMV4zU/BF/bcrt:utxob:8b7_72l7-l9AsjA8-_g4yrXF-GbGzErt-8N5XSCF-bnQGwDZ-BIiKz?assignment_name=assetOwner&expiry=1764406400&endpoints=rpc://127.0.0.1:3001/api/v1/rgb/proxy"
                 *     }
                 */
                "application/json": components["schemas"]["RgbInvoiceRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "contract_id": "contract:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8",
                     *       "amount": "100",
                     *       "beneficiary": "bcrt:utxob:8b7_72l7-l9AsjA8-_g4yrXF-GbGzErt-8N5XSCF-bnQGwDZ-BIiKz",
                     *       "use_witness_utxo": false,
                     *       "expiry_unix_secs": "1764406400"
                     *     }
                     */
                    "application/json": components["schemas"]["DecodedRgbInvoiceDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    RgbOnchainController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "payments": [
                     *         {
                     *           "id": "bcrt:utxob:8b7_72l7-l9AsjA8-_g4yrXF-GbGzErt-8N5XSCF-bnQGwDZ-BIiKz",
                     *           "kind": "onchain",
                     *           "direction": "Inbound",
                     *           "status": "succeeded",
                     *           "created_at_unix_secs": "1764320000",
                     *           "latest_update_timestamp": "1764320754",
                     *           "expires_at_unix_secs": "1764406400",
                     *           "invoice": "rgb:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8/RWhwUfTMpuP2Zfx1~j4nswCANGeJrYOqDcKelaMV4zU/BF/bcrt:utxob:8b7_72l7-l9AsjA8-_g4yrXF-GbGzErt-8N5XSCF-bnQGwDZ-BIiKz?assignment_name=assetOwner&expiry=1764406400&endpoints=rpc://127.0.0.1:3001/api/v1/rgb/proxy",
                     *           "contract_id": "contract:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8",
                     *           "amount": "100",
                     *           "txid": "8a5832142cd9ac9aa050172d46ba4efdc2fa1009e919f083b3b0d8aa9933ff3a",
                     *           "consignment_key": "580f3cccb40b9f641e6e2e2640e7276db8cbb55c5993a974bb1ee95ae19a3309",
                     *           "consignment_download_path": "/api/v1/rgb/consignments/580f3cccb40b9f641e6e2e2640e7276db8cbb55c5993a974bb1ee95ae19a3309",
                     *           "purpose": null,
                     *           "failure_reason": "the invoice expired before a transfer arrived"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["OnchainPaymentsResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    RgbOnchainController_receive: {
        parameters: {
            query?: {
                format?: "zip" | "raw";
                payment_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON by consignment key, or the consignment itself (raw or zip) as application/octet-stream with ?payment_id= */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "consignment_key": "580f3cccb40b9f641e6e2e2640e7276db8cbb55c5993a974bb1ee95ae19a3309",
                 *       "payment_id": "bcrt:utxob:8b7_72l7-l9AsjA8-_g4yrXF-GbGzErt-8N5XSCF-bnQGwDZ-BIiKz",
                 *       "invoice": "rgb:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8/RWhwUfTMpuP2Zfx1~j4nswCANGeJrYOqDcKelaMV4zU/BF/bcrt:utxob:8b7_72l7-l9AsjA8-_g4yrXF-GbGzErt-8N5XSCF-bnQGwDZ-BIiKz?assignment_name=assetOwner&expiry=1764406400&endpoints=rpc://127.0.0.1:3001/api/v1/rgb/proxy"
                 *     }
                 */
                "application/json": components["schemas"]["RgbReceiveRequestDto"];
                "application/octet-stream": components["schemas"]["RgbReceiveRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "contract_id": "contract:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8",
                     *       "amount": "100"
                     *     }
                     */
                    "application/json": components["schemas"]["RgbReceiveResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description no such invoice record or consignment */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description ConsignmentInvalid: nothing changed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    RgbOnchainController_send: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional, 1–255 visible ASCII characters. A repeat with the same key and body returns the first response (header `Idempotent-Replayed: true`) and does nothing else; the same key with another body is 409. Keys are kept durably for at least 24 hours. Responses that changed nothing (4xx other than 408, and 503) are not kept. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "invoice": "rgb:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8/RWhwUfTMpuP2Zfx1~j4nswCANGeJrYOqDcKelaMV4zU/BF/bcrt:utxob:8b7_72l7-l9AsjA8-_g4yrXF-GbGzErt-8N5XSCF-bnQGwDZ-BIiKz?assignment_name=assetOwner&expiry=1764406400&endpoints=rpc://127.0.0.1:3001/api/v1/rgb/proxy",
                 *       "sats_for_fee_and_outputs": "1000",
                 *       "fee_rate_sats_per_vb": 2,
                 *       "contract_id": "contract:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8",
                 *       "amount": "100"
                 *     }
                 */
                "application/json": components["schemas"]["RgbSendRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "txid": "8a5832142cd9ac9aa050172d46ba4efdc2fa1009e919f083b3b0d8aa9933ff3a",
                     *       "consignment_key": "580f3cccb40b9f641e6e2e2640e7276db8cbb55c5993a974bb1ee95ae19a3309",
                     *       "payment_id": "77d9348fe9bc182b67957cd63385dd4a"
                     *     }
                     */
                    "application/json": components["schemas"]["RgbSendResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description ContractNotFound */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description InsufficientAssetBalance (nothing spent, nothing left locked), or the invoice was already paid */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description NodeNotReady: the indexer or the payee proxy is unreachable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    RgbProxyController_serve: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "jsonrpc": "2.0",
                 *       "id": "1",
                 *       "method": "ack.get",
                 *       "params": {
                 *         "recipient_id": "bcrt:utxob:8b7_72l7-l9AsjA8-_g4yrXF-GbGzErt-8N5XSCF-bnQGwDZ-BIiKz"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description Echoed back; rgb-lib sends null (JSON) or "null" (form) */
                    id?: ((string | null) | number) | null;
                    /** @enum {string} */
                    jsonrpc: "2.0";
                    /** @enum {string} */
                    method: "server.info" | "consignment.get" | "consignment.post" | "ack.get" | "ack.post" | "media.get" | "media.post";
                    /** @description server.info: none. consignment.get, ack.get: {recipient_id}. ack.post: {recipient_id, ack}. media.get: {attachment_id} */
                    params?: ({
                        ack?: boolean | null;
                        attachment_id?: string | null;
                        recipient_id?: string | null;
                    } & {
                        [key: string]: unknown;
                    }) | null;
                } & {
                    [key: string]: unknown;
                };
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description At most 67108864 bytes (64 MiB)
                     */
                    file: string;
                    id?: string | null;
                    /** @enum {string} */
                    jsonrpc: "2.0";
                    /** @enum {string} */
                    method: "consignment.post" | "media.post";
                    /** @description JSON text. consignment.post: {recipient_id, txid, vout?}; recipient_id must name an open invoice of this node. media.post: {attachment_id}, the lowercase hex SHA-256 of the file */
                    params: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description A JSON-RPC response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "jsonrpc": "2.0",
                     *       "id": "1",
                     *       "result": true
                     *     }
                     */
                    "application/json": {
                        /** @description -100 cannot change ACK, -101 cannot change uploaded file, -2xx invalid and -3xx missing params, -400 consignment and -401 media not found, -500 recipient and -501 media not accepted, -502 file too large, -326xx JSON-RPC */
                        error?: {
                            code?: number;
                            message?: string;
                        };
                        /** @description Echoed back; rgb-lib sends null (JSON) or "null" (form) */
                        id: ((string | null) | number) | null;
                        /** @enum {string} */
                        jsonrpc: "2.0";
                        /** @description server.info: {protocol_version: "0.2", version, uptime}. consignment.post, media.post, ack.post: true stored, false already stored. consignment.get: {consignment (base64), txid, vout?}. ack.get: true, false or null. media.get: base64 */
                        result?: unknown;
                    };
                };
            };
            /** @description A notification (no id) was handled */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not a JSON-RPC request (JSON-RPC error body), or JSON the node refuses before the proxy reads it (error body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "jsonrpc": "2.0",
                     *       "id": "1",
                     *       "error": {
                     *         "code": -32600,
                     *         "message": "Invalid request: \"jsonrpc\" must be \"2.0\""
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @description -100 cannot change ACK, -101 cannot change uploaded file, -2xx invalid and -3xx missing params, -400 consignment and -401 media not found, -500 recipient and -501 media not accepted, -502 file too large, -326xx JSON-RPC */
                        error?: {
                            code?: number;
                            message?: string;
                        };
                        /** @description Echoed back; rgb-lib sends null (JSON) or "null" (form) */
                        id: ((string | null) | number) | null;
                        /** @enum {string} */
                        jsonrpc: "2.0";
                        /** @description server.info: {protocol_version: "0.2", version, uptime}. consignment.post, media.post, ack.post: true stored, false already stored. consignment.get: {consignment (base64), txid, vout?}. ack.get: true, false or null. media.get: base64 */
                        result?: unknown;
                    } | components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description File over 64 MiB (JSON-RPC error body) or JSON body over 1 MiB (error body) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "jsonrpc": "2.0",
                     *       "id": "1",
                     *       "error": {
                     *         "code": -32600,
                     *         "message": "Invalid request: \"jsonrpc\" must be \"2.0\""
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @description -100 cannot change ACK, -101 cannot change uploaded file, -2xx invalid and -3xx missing params, -400 consignment and -401 media not found, -500 recipient and -501 media not accepted, -502 file too large, -326xx JSON-RPC */
                        error?: {
                            code?: number;
                            message?: string;
                        };
                        /** @description Echoed back; rgb-lib sends null (JSON) or "null" (form) */
                        id: ((string | null) | number) | null;
                        /** @enum {string} */
                        jsonrpc: "2.0";
                        /** @description server.info: {protocol_version: "0.2", version, uptime}. consignment.post, media.post, ack.post: true stored, false already stored. consignment.get: {consignment (base64), txid, vout?}. ack.get: true, false or null. media.get: base64 */
                        result?: unknown;
                    } | components["schemas"]["ErrorBody"];
                };
            };
            /** @description Neither application/json nor multipart/form-data (JSON-RPC error body) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "jsonrpc": "2.0",
                     *       "id": "1",
                     *       "error": {
                     *         "code": -32600,
                     *         "message": "Invalid request: \"jsonrpc\" must be \"2.0\""
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @description -100 cannot change ACK, -101 cannot change uploaded file, -2xx invalid and -3xx missing params, -400 consignment and -401 media not found, -500 recipient and -501 media not accepted, -502 file too large, -326xx JSON-RPC */
                        error?: {
                            code?: number;
                            message?: string;
                        };
                        /** @description Echoed back; rgb-lib sends null (JSON) or "null" (form) */
                        id: ((string | null) | number) | null;
                        /** @enum {string} */
                        jsonrpc: "2.0";
                        /** @description server.info: {protocol_version: "0.2", version, uptime}. consignment.post, media.post, ack.post: true stored, false already stored. consignment.get: {consignment (base64), txid, vout?}. ack.get: true, false or null. media.get: base64 */
                        result?: unknown;
                    } | components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    RgbWalletController_signMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "message": "I control this RGB wallet",
                 *       "algorithm": "bitcoin_signed_message",
                 *       "encoding": "base64",
                 *       "compact": true
                 *     }
                 */
                "application/json": components["schemas"]["SignMessageRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "I control this RGB wallet",
                     *       "algorithm": "bitcoin_signed_message",
                     *       "signature": "IO2vZVFoyBnQOIsFo7mFNEtMma2088giC7+Z7HuD4b/XBp+S7BXNs6KInOXb4KuigU5yN74FPwpAsxw1dDIkMxU=",
                     *       "pubkey": "02523c10fc031e5379086ea1db6063a1904645bc89495edddbea8069107acdf4a4",
                     *       "derivation_path": "m/86'/827167'/0'/0/0",
                     *       "digest_hex": "77e8f76ab803c8ce0bf51e49658e7a48a3b0531add9cbc71741efeb0c4aeb942",
                     *       "encoding": "base64",
                     *       "compact": true
                     *     }
                     */
                    "application/json": components["schemas"]["SignatureResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    RgbWalletController_sync: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ok": true
                     *     }
                     */
                    "application/json": components["schemas"]["OkResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    RgbUtxosController_list: {
        parameters: {
            query?: {
                /** @description Sync the RGB wallet before answering */
                refresh?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description With `X-Refresh: skipped`: seconds until a refresh of this route runs again. */
                    "Retry-After"?: number;
                    /** @description With refresh=true: `done` (this request refreshed), `joined` (it waited for a refresh another request was running and read after it) or `skipped` (the route refreshed less than RLN_REFRESH_MIN_INTERVAL_SECS ago; the answer is what the last refresh stored). */
                    "X-Refresh"?: "done" | "joined" | "skipped";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "utxos": [
                     *         {
                     *           "outpoint": "5ed14fdfe7c4e47600051a4ee2838b1cbd50a41d4095162ed156c607dc700c9d:0",
                     *           "value_sats": "30000",
                     *           "confirmation": {
                     *             "status": "confirmed",
                     *             "height": 119
                     *           },
                     *           "lock": {
                     *             "locked": true,
                     *             "kind": "operation",
                     *             "operation_id": "rgb-top-up:3fb5d490acea5d70"
                     *           },
                     *           "rgb": {
                     *             "allocations": [
                     *               {
                     *                 "contract_id": "contract:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8",
                     *                 "amount": "1000",
                     *                 "layer": "base"
                     *               }
                     *             ],
                     *             "has_mixed_asset_allocations": false,
                     *             "spend_roles": [
                     *               "rgb-state",
                     *               "fee-support"
                     *             ]
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["CarrierUtxosResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    RgbUtxosController_one: {
        parameters: {
            query?: {
                /** @description Sync the RGB wallet before answering */
                refresh?: "true" | "false";
            };
            header?: never;
            path: {
                /** @description <txid>:<vout> */
                outpoint: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description With `X-Refresh: skipped`: seconds until a refresh of this route runs again. */
                    "Retry-After"?: number;
                    /** @description With refresh=true: `done` (this request refreshed), `joined` (it waited for a refresh another request was running and read after it) or `skipped` (the route refreshed less than RLN_REFRESH_MIN_INTERVAL_SECS ago; the answer is what the last refresh stored). */
                    "X-Refresh"?: "done" | "joined" | "skipped";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "outpoint": "5ed14fdfe7c4e47600051a4ee2838b1cbd50a41d4095162ed156c607dc700c9d:0",
                     *       "value_sats": "30000",
                     *       "confirmation": {
                     *         "status": "confirmed",
                     *         "height": 119
                     *       },
                     *       "lock": {
                     *         "locked": true,
                     *         "kind": "operation",
                     *         "operation_id": "rgb-top-up:3fb5d490acea5d70"
                     *       },
                     *       "rgb": {
                     *         "allocations": [
                     *           {
                     *             "contract_id": "contract:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8",
                     *             "amount": "1000",
                     *             "layer": "base"
                     *           }
                     *         ],
                     *         "has_mixed_asset_allocations": false,
                     *         "spend_roles": [
                     *           "rgb-state",
                     *           "fee-support"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CarrierUtxoDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    RgbUtxosController_fund: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional, 1–255 visible ASCII characters. A repeat with the same key and body returns the first response (header `Idempotent-Replayed: true`) and does nothing else; the same key with another body is 409. Keys are kept durably for at least 24 hours. Responses that changed nothing (4xx other than 408, and 503) are not kept. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "inputs": [
                 *         {
                 *           "outpoint": "46dfb9315bbebdadf33eae5864650f8b7d40d4f817073242890d019afcaba646:1"
                 *         }
                 *       ],
                 *       "outputs": [
                 *         {
                 *           "address": "bcrt1pwtazasthzrdrvx9m9n3cjeg8pcytv4nn9ketl2qmwplw559tm8xs676703",
                 *           "value_sats": "30000"
                 *         }
                 *       ],
                 *       "change_address": "bcrt1q5pwwfgr283phstzmj7p2xrxxrahjqv0y4d2drh",
                 *       "fee_rate_sats_per_vb": 2
                 *     }
                 */
                "application/json": components["schemas"]["FundRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "txid": "5ed14fdfe7c4e47600051a4ee2838b1cbd50a41d4095162ed156c607dc700c9d",
                     *       "status": "broadcast",
                     *       "outputs": [
                     *         {
                     *           "address": "bcrt1pwtazasthzrdrvx9m9n3cjeg8pcytv4nn9ketl2qmwplw559tm8xs676703",
                     *           "value_sats": "30000",
                     *           "vout": 0
                     *         }
                     *       ],
                     *       "fee_sats": "282",
                     *       "change": {
                     *         "address": "bcrt1q5pwwfgr283phstzmj7p2xrxxrahjqv0y4d2drh",
                     *         "value_sats": "69418",
                     *         "vout": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["FundResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    RgbUtxosController_release: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reservation_id": "rsv_df1b293fb6522fd49dbfd0526878d322",
                 *       "outpoint": "5ed14fdfe7c4e47600051a4ee2838b1cbd50a41d4095162ed156c607dc700c9d:0"
                 *     }
                 */
                "application/json": components["schemas"]["ReleaseRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "released": true
                     *     }
                     */
                    "application/json": components["schemas"]["ReleaseResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    RgbUtxosController_reserve: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "outpoint": "5ed14fdfe7c4e47600051a4ee2838b1cbd50a41d4095162ed156c607dc700c9d:0",
                 *       "ttl_secs": 3600
                 *     }
                 */
                "application/json": components["schemas"]["ReserveRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "reservation_id": "rsv_df1b293fb6522fd49dbfd0526878d322",
                     *       "outpoint": "5ed14fdfe7c4e47600051a4ee2838b1cbd50a41d4095162ed156c607dc700c9d:0",
                     *       "reserved_until_unix_secs": "1764323600"
                     *     }
                     */
                    "application/json": components["schemas"]["ReserveResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    RgbUtxosController_summary: {
        parameters: {
            query?: {
                /** @description Sync the RGB wallet before answering */
                refresh?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description With `X-Refresh: skipped`: seconds until a refresh of this route runs again. */
                    "Retry-After"?: number;
                    /** @description With refresh=true: `done` (this request refreshed), `joined` (it waited for a refresh another request was running and read after it) or `skipped` (the route refreshed less than RLN_REFRESH_MIN_INTERVAL_SECS ago; the answer is what the last refresh stored). */
                    "X-Refresh"?: "done" | "joined" | "skipped";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "utxos": [
                     *         {
                     *           "outpoint": "5ed14fdfe7c4e47600051a4ee2838b1cbd50a41d4095162ed156c607dc700c9d:0",
                     *           "value_sats": "30000",
                     *           "confirmed_height": 119,
                     *           "reserved": true,
                     *           "reserved_until_unix_secs": "1764323600",
                     *           "assets": [
                     *             {
                     *               "contract_id": "contract:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8",
                     *               "amount": "1000"
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["CarrierSummaryResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    RgbUtxosController_sweep: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional, 1–255 visible ASCII characters. A repeat with the same key and body returns the first response (header `Idempotent-Replayed: true`) and does nothing else; the same key with another body is 409. Keys are kept durably for at least 24 hours. Responses that changed nothing (4xx other than 408, and 503) are not kept. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "input": {
                 *         "outpoint": "5ed14fdfe7c4e47600051a4ee2838b1cbd50a41d4095162ed156c607dc700c9d:0"
                 *       },
                 *       "destination_address": "bcrt1q4x8q77anzyze4tk87yvrv7q7nx89n482q9v90a",
                 *       "fee_rate_sats_per_vb": 2
                 *     }
                 */
                "application/json": components["schemas"]["SweepRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "txid": "d00a1f8b7d1240ac19d7a086ded18259c0f1c5e4d21e2e4d70b1915599264092",
                     *       "status": "broadcast",
                     *       "input": {
                     *         "outpoint": "5ed14fdfe7c4e47600051a4ee2838b1cbd50a41d4095162ed156c607dc700c9d:0"
                     *       },
                     *       "destination": {
                     *         "address": "bcrt1q4x8q77anzyze4tk87yvrv7q7nx89n482q9v90a",
                     *         "value_sats": "29846",
                     *         "vout": 0
                     *       },
                     *       "fee_sats": "154"
                     *     }
                     */
                    "application/json": components["schemas"]["SweepResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    RgbUtxosController_topUp: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional, 1–255 visible ASCII characters. A repeat with the same key and body returns the first response (header `Idempotent-Replayed: true`) and does nothing else; the same key with another body is 409. Keys are kept durably for at least 24 hours. Responses that changed nothing (4xx other than 408, and 503) are not kept. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "rgb_input": {
                 *         "outpoint": "5ed14fdfe7c4e47600051a4ee2838b1cbd50a41d4095162ed156c607dc700c9d:0"
                 *       },
                 *       "l1_inputs": [
                 *         {
                 *           "outpoint": "46dfb9315bbebdadf33eae5864650f8b7d40d4f817073242890d019afcaba646:1"
                 *         }
                 *       ],
                 *       "rgb_output": {
                 *         "address": "bcrt1pancrxwe9u7jvhmpxgxy0hf8f6d0sdx3jhn0akjytsskm7927pqqq22js26",
                 *         "target_value_sats": "50000"
                 *       },
                 *       "change_address": "bcrt1q5pwwfgr283phstzmj7p2xrxxrahjqv0y4d2drh",
                 *       "fee_rate_sats_per_vb": 2
                 *     }
                 */
                "application/json": components["schemas"]["TopUpRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "txid": "8a5832142cd9ac9aa050172d46ba4efdc2fa1009e919f083b3b0d8aa9933ff3a",
                     *       "status": "broadcast",
                     *       "old_outpoint": "5ed14fdfe7c4e47600051a4ee2838b1cbd50a41d4095162ed156c607dc700c9d:0",
                     *       "new_rgb_output": {
                     *         "address": "bcrt1pancrxwe9u7jvhmpxgxy0hf8f6d0sdx3jhn0akjytsskm7927pqqq22js26",
                     *         "value_sats": "50000",
                     *         "vout": 0
                     *       },
                     *       "fee_sats": "310",
                     *       "consignment_key": "580f3cccb40b9f641e6e2e2640e7276db8cbb55c5993a974bb1ee95ae19a3309",
                     *       "change": {
                     *         "address": "bcrt1q5pwwfgr283phstzmj7p2xrxxrahjqv0y4d2drh",
                     *         "value_sats": "49690",
                     *         "vout": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["TopUpResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    SpontaneousController_send: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional, 1–255 visible ASCII characters. A repeat with the same key and body returns the first response (header `Idempotent-Replayed: true`) and does nothing else; the same key with another body is 409. Keys are kept durably for at least 24 hours. Responses that changed nothing (4xx other than 408, and 503) are not kept. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "counterparty_node_id": "02c2c2553402b1187693356b9c70ae486439bc013392aefd02f91abaf4966b6593",
                 *       "amount_msat": "10000",
                 *       "custom_tlvs": [
                 *         {
                 *           "type": "65537",
                 *           "value_hex": "cafe"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["SpontaneousSendRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "payment_id": "53bfb4d81de4015f66b36cc49fdf88a2a95338a69b8a4874ce54c1a8379d2fff"
                     *     }
                     */
                    "application/json": components["schemas"]["PaymentIdResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    NodeController_status: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "is_running": true,
                     *       "is_listening": true,
                     *       "best_block_height": 120,
                     *       "chain_tip_hash": "9044d1bc27f5b93882e9059fef0f9db0dad80ee4eb7ab03c43d7146c430ccd68",
                     *       "synced_to_chain": true,
                     *       "network": "regtest"
                     *     }
                     */
                    "application/json": components["schemas"]["StatusResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    NodeController_version: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "api_version": "v1",
                     *       "node_version": "0.1.0"
                     *     }
                     */
                    "application/json": components["schemas"]["VersionResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    WalletController_currentAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "address": "bcrt1q4x8q77anzyze4tk87yvrv7q7nx89n482q9v90a"
                     *     }
                     */
                    "application/json": components["schemas"]["AddressResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description AddressNotInitialized: no address was created yet */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    WalletController_newAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "address": "bcrt1q4x8q77anzyze4tk87yvrv7q7nx89n482q9v90a"
                     *     }
                     */
                    "application/json": components["schemas"]["AddressResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    WalletController_sync: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ok": true
                     *     }
                     */
                    "application/json": components["schemas"]["OkResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    WalletController_utxos: {
        parameters: {
            query?: {
                /** @description Sync with the chain before answering */
                refresh?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description With `X-Refresh: skipped`: seconds until a refresh of this route runs again. */
                    "Retry-After"?: number;
                    /** @description With refresh=true: `done` (this request refreshed), `joined` (it waited for a refresh another request was running and read after it) or `skipped` (the route refreshed less than RLN_REFRESH_MIN_INTERVAL_SECS ago; the answer is what the last refresh stored). */
                    "X-Refresh"?: "done" | "joined" | "skipped";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "utxos": [
                     *         {
                     *           "outpoint": "46dfb9315bbebdadf33eae5864650f8b7d40d4f817073242890d019afcaba646:1",
                     *           "value_sats": "100000",
                     *           "confirmation": {
                     *             "status": "confirmed",
                     *             "height": 118
                     *           },
                     *           "lock": {
                     *             "locked": true,
                     *             "kind": "operation",
                     *             "operation_id": "channel-funding:0020e373d3246617e3d4e7c6bcb03def386040dda465505d4dd7263ac8bcddd9062c",
                     *             "expires_at_unix_secs": "1764323600"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["WalletUtxosResponseDto"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error; `error` names it (see the interface error tables). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
}
