// Generated from openapi.json by openapi-typescript (npm run client:generate); do not edit.

export interface paths {
    "/api/v1/balances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
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
            /** @example bcrt1q… */
            address: string;
        };
        AllocationDto: {
            /** @example 1000 */
            amount: string;
            contract_id: string;
            /** @enum {string} */
            layer: "base" | "active" | "pending";
        };
        BalanceDto: {
            archived: string;
            mined: string;
            offchain: string;
            tentative: string;
            total: string;
        };
        BalancesResponseDto: {
            btc: components["schemas"]["BtcBalancesDto"];
            rgb: components["schemas"]["RgbBalancesDto"];
        };
        Bolt11DecodeResponseDto: {
            /** @description Absent when the invoice has no amount */
            amount_msat?: string;
            destination: string;
            /** @example 3600 */
            expiry_secs: string;
            payment_hash: string;
        };
        Bolt11PayRequestDto: {
            /** @description Only for variable-amount invoices (msat) */
            amount_msat?: string | null;
            /** @description Preferred first-hop channel (channel_id, 64 hex) */
            channel_id?: string | null;
            /** @example lnbcrt10u1p… */
            invoice: string;
        };
        Bolt11PayResponseDto: {
            /**
             * @description Amount delivered to the payee, sats (decimal string)
             * @example 1000
             */
            amount_sats: string;
            /** @description Payee node id */
            destination: string;
            /** @example 1000 */
            fee_paid_msat: string;
            payment_id: string;
            /** @description 32-byte hex preimage proving payment */
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
            /** @description SHA-256 of a preimage only the caller knows (hold invoice) */
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
            /** @example lnbcrt10u1p… */
            invoice: string;
        };
        BtcBalancesDto: {
            /**
             * @description Sum of our balances in open channels
             * @example 50000
             */
            lightning_total_sats: string;
            /**
             * @description Confirmed, mature and not locked by an operation
             * @example 100000
             */
            onchain_spendable_sats: string;
            /** @example 150000 */
            onchain_total_sats: string;
        };
        CarrierConfirmationDto: {
            height?: number;
            /** @enum {string} */
            status: "confirmed" | "mempool";
        };
        CarrierLockDto: {
            /** @enum {string} */
            kind: "none" | "manual_reservation" | "operation";
            locked: boolean;
            operation_id: string | null;
        };
        CarrierRgbDto: {
            allocations: components["schemas"]["AllocationDto"][];
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
            /** @description 0 while unconfirmed (as of the last refresh) */
            confirmed_height: number;
            outpoint: string;
            reserved: boolean;
            reserved_until_unix_secs?: string;
            value_sats: string;
        };
        CarrierSummaryResponseDto: {
            utxos: components["schemas"]["CarrierSummaryDto"][];
        };
        CarrierUtxoDto: {
            confirmation: components["schemas"]["CarrierConfirmationDto"];
            lock: components["schemas"]["CarrierLockDto"];
            outpoint: string;
            rgb: components["schemas"]["CarrierRgbDto"];
            value_sats: string;
        };
        CarrierUtxosResponseDto: {
            utxos: components["schemas"]["CarrierUtxoDto"][];
        };
        ChannelDto: {
            channel_id: string;
            /** @example txid:0 */
            channel_point?: string;
            /** @example 100000 */
            channel_value_sats: string;
            counterparty_node_id: string;
            inbound_capacity_msat: string;
            is_announced: boolean;
            is_channel_ready: boolean;
            is_usable: boolean;
            local_balance_msat: string;
            outbound_capacity_msat: string;
            rgb?: components["schemas"]["ChannelRgbDto"];
            /** @example 123456789 */
            short_channel_id?: string;
            /** @example 42 */
            user_channel_id: string;
        };
        ChannelRecoveryDto: {
            channel_id: string;
            close_on_chain: components["schemas"]["CloseOnChainDto"] | null;
            /** @example contract:… */
            contract_id: string;
            /** @description closed cooperatively: whether our RGB wallet took the closing in (null: not closed cooperatively) */
            cooperative_close_received: boolean | null;
            /**
             * @description our asset units in the newest state this node knows
             * @example 250
             */
            local_amount: string;
            peer_node_id: string;
            /**
             * @description the asset channel: state-lost means this node runs on an old backup and the peer proved it; it never broadcasts its own commitment then
             * @enum {string}
             */
            status: "awaiting-funding" | "open" | "closing" | "closed" | "failed" | "state-lost";
        };
        ChannelRecoveryResponseDto: {
            channels: components["schemas"]["ChannelRecoveryDto"][];
        };
        ChannelRgbDto: {
            contract_id: string;
            local_amount: string;
            remote_amount: string;
        };
        ClaimForHashRequestDto: {
            /**
             * @description The amount the caller expects to claim (msat); must match the held HTLCs
             * @example 1000000
             */
            claimable_amount_msat: string;
            payment_hash: string;
            /** @description 32-byte preimage whose SHA-256 is payment_hash */
            preimage: string;
        };
        CloseChannelRequestDto: {
            counterparty_node_id: string;
            /**
             * @description u128 as a decimal string
             * @example 42
             */
            user_channel_id: string;
        };
        CloseOnChainDto: {
            /**
             * @description whose commitment: theirs-revoked is the peer cheating (justice takes all); ours-revoked is one we revoked (an old backup of ours broadcast it)
             * @enum {string|null}
             */
            commitment_kind: "ours" | "theirs" | "theirs-revoked" | "ours-revoked" | null;
            /** @example 12 */
            commitment_number: string | null;
            /** @description the commitment on chain; null before it is broadcast or recognised */
            commitment_txid: string | null;
            /** @description every output of ours is settled or lost: nothing more will happen */
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
             * @example 250
             */
            recovered_amount: string;
            /**
             * @description why this node closed on chain; null when the peer did
             * @example force close requested over HTTP
             */
            requested: string | null;
            /** @description a spend of the shadow output this node cannot recognise yet: it waits for the peer to describe its commitment (restored from an old backup) */
            unrecognised_spender: string | null;
        };
        ConnectPeerRequestDto: {
            /** @example 127.0.0.1:9735 */
            address: string;
            node_id: string;
            /** @description Reconnect to this peer after restarts (default true) */
            persist?: boolean | null;
        };
        ConsignmentKeyResponseDto: {
            consignment_key: string;
            contract_id: string;
            ok: boolean;
        };
        ContractBalanceResponseDto: {
            balance: components["schemas"]["BalanceDto"];
            contract_id: string;
        };
        ContractDto: {
            /** @example contract:… */
            contract_id: string;
            details?: string;
            issued_supply?: string;
            name?: string;
            precision?: number;
            ticker?: string;
        };
        ContractKnownResponseDto: {
            contract_id: string;
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
             * @example txid:0
             */
            blinding_utxo?: string | null;
            /** @example contract:… */
            contract_id: string;
            /**
             * @description a decimal string here (default 86400)
             * @example 86400
             */
            expiry_secs?: string | null;
            /** @description makes creation idempotent: the same nonce returns the same invoice (1-64 visible ASCII) */
            nonce?: string | null;
            /** @description extension: an invoice with no transport endpoint; the payer’s client brings the consignment to POST /rgb/onchain/receive */
            out_of_band?: boolean | null;
            /** @description a witness invoice: the payer creates the payee output (default false: a blinded carrier of this node) */
            use_witness_utxo?: boolean | null;
        };
        CreateRgbInvoiceResponseDto: {
            /** @description the carrier blinded for a blinded invoice */
            blinding_utxo_used?: string;
            invoice: string;
        };
        CreateRgbLnInvoiceForHashRequestDto: {
            /**
             * @description raw asset units, decimal string
             * @example 10
             */
            asset_amount: string;
            /** @example contract:… */
            contract_id: string;
            /** @example ten tokens */
            description: string;
            /**
             * @description default 3600
             * @example 3600
             */
            expiry_secs?: number | null;
            /** @description SHA-256 of a preimage only the caller knows; claimed with /bolt11/claim_for_hash once the asset HTLC is committed */
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
            /** @example contract:… */
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
            amount?: string;
            /** @description the recipient id: a blinded seal or a witness beneficiary */
            beneficiary: string;
            contract_id?: string;
            expiry_unix_secs?: string;
            use_witness_utxo: boolean;
        };
        DerivedDescriptorDto: {
            /** @example m/86'/827167'/0' */
            derivation_path: string;
            descriptor: string;
            fingerprint: string;
            xpub: string;
        };
        DescriptorResponseDto: {
            derived_descriptors?: components["schemas"]["DerivedDescriptorDto"][];
            descriptor: string;
        };
        DisconnectPeerRequestDto: {
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
            blocking_reason: string | null;
            can_receive_rgb_invoice: boolean;
            channel_id: string;
            default_create_carrier_amount_msat: string;
            has_holder_reserve: boolean;
            inbound_capacity_msat: string;
            inbound_htlc_maximum_msat: string;
            inbound_htlc_minimum_msat: string;
            is_usable: boolean;
            local_balance_output_sats: string;
            minimum_viable_carrier_amount_msat: string;
            receive_available: boolean;
            required_carrier_msat: string | null;
            suggested_action: string | null;
            user_channel_id: string;
        };
        EstimateCarrierRequestDto: {
            /**
             * @description raw asset units, decimal string
             * @example 10
             */
            asset_amount: string;
            /** @example contract:… */
            contract_id: string;
            /** @example ten tokens */
            description: string;
            /** @example 3600 */
            expiry_secs: number;
        };
        EstimateCarrierResponseDto: {
            blocking_reason: string | null;
            can_create_rgb_invoice: boolean;
            carrier_admission_threshold_msat: string;
            channels: components["schemas"]["EstimateCarrierChannelDto"][];
            default_create_carrier_amount_msat: string;
            default_create_reason: string;
            /** @description always true: a snapshot, not a reservation */
            estimate_only: boolean;
            holder_reserve_threshold_msat: string;
            minimum_allowed_carrier_amount_msat: string;
            minimum_viable_carrier_amount_msat: string;
            minimum_viable_reason: string;
            receive_available: boolean;
            required_carrier_msat: string | null;
            suggested_action: string | null;
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
            contract_id: string;
        };
        FailForHashRequestDto: {
            payment_hash: string;
        };
        FundInputDto: {
            /** @example txid:0 */
            outpoint: string;
        };
        FundOutputDto: {
            address: string;
            /** @example 30000 */
            value_sats: string;
        };
        FundOutputResultDto: {
            address: string;
            value_sats: string;
            vout: number;
        };
        FundRequestDto: {
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
            change?: components["schemas"]["FundOutputResultDto"];
            fee_sats: string;
            outputs: components["schemas"]["FundOutputResultDto"][];
            /** @example broadcast */
            status: string;
            txid: string;
        };
        HealthResponseDto: {
            /** @example true */
            ok: boolean;
        };
        ImportIssuerResponseDto: {
            issuer_name: string;
            ok: boolean;
        };
        InvalidIssuerDto: {
            error: string;
            name: string;
        };
        InvoiceRequestDto: {
            /** @example lnbcrt10u1p… */
            invoice: string;
        };
        InvoiceResponseDto: {
            /** @example lnbcrt10u1p… */
            invoice: string;
        };
        IssueContractRequestDto: {
            contract_name: string;
            /**
             * @description raw units, at most 2^53 − 1 (rgb-lib binding limit)
             * @example 1000
             */
            issued_supply: string;
            /** @example NIA */
            issuer_name: string;
            precision?: number | null;
            /** @description NIA, IFA and UDA need one; CFA takes none */
            ticker?: string | null;
            /** @example txid:0 */
            utxo?: string | null;
        };
        IssueContractResponseDto: {
            contract_id: string;
            issued_supply: string;
            ok: boolean;
        };
        IssuersResponseDto: {
            invalid_issuers?: components["schemas"]["InvalidIssuerDto"][];
            issuers: string[];
        };
        NodeEventDto: {
            /** @example 1732230000 */
            created_at_unix_secs: string;
            data: {
                [key: string]: unknown;
            };
            /** @example 42 */
            id: string;
            /** @enum {string} */
            type: "PaymentSuccessful" | "PaymentFailed" | "PaymentReceived" | "PaymentClaimable" | "ChannelPending" | "ChannelReady" | "ChannelClosed" | "RgbTransferReceived" | "RgbTransferConfirmed";
        };
        NodeIdResponseDto: {
            /**
             * @description Compressed secp256k1 public key, hex.
             * @example 02a1b2…
             */
            node_id: string;
        };
        OfferDecodeResponseDto: {
            /** @example 1767225600 */
            absolute_expiry_unix_secs: string | null;
            /**
             * @description msat per item; null when the payer chooses
             * @example 1000000
             */
            amount_msat: string | null;
            /** @description Genesis block hashes, hex as LDK prints them */
            chain_hashes: string[];
            description: string | null;
            expects_quantity: boolean;
            issuer: string | null;
            /** @description 32-byte hex */
            offer_id: string;
            /** @example 1 */
            paths_count: number;
            /** @description Key the offer's invoices are signed with */
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
            /** @example lno1qgsq… */
            offer: string;
        };
        OfferResponseDto: {
            /** @example lno1qgsq… */
            offer: string;
        };
        OfferSendRequestDto: {
            /**
             * @description Required when the offer has no amount; may overpay one that has (msat)
             * @example 1000000
             */
            amount_msat?: string | null;
            /** @example lno1qgsq… */
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
            amount: string;
            consignment_download_path?: string;
            consignment_key?: string;
            contract_id?: string;
            created_at_unix_secs: string;
            /** @enum {string} */
            direction: "Inbound" | "Outbound";
            expires_at_unix_secs?: string;
            /** @description why it failed or expired */
            failure_reason?: string;
            id: string;
            invoice: string;
            /** @example onchain */
            kind: string;
            latest_update_timestamp: string;
            /** @enum {string|null} */
            purpose: "utxo_merge" | "utxo_top_up" | null;
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed" | "expired";
            txid?: string;
        };
        OnchainPaymentsResponseDto: {
            payments: components["schemas"]["OnchainPaymentDto"][];
        };
        OpenChannelRequestDto: {
            /** @example 127.0.0.1:9735 */
            address: string;
            /** @description Announce the channel to the network (default false) */
            announce?: boolean | null;
            /** @example 100000 */
            channel_amount_sats: string;
            node_id: string;
            /** @example 0 */
            push_to_counterparty_msat?: string | null;
            /** @description Opens an asset channel of this contract beside the BTC channel (docs/design/rgb-channel-protocol.md §5a) */
            rgb?: components["schemas"]["OpenChannelRgbDto"] | null;
        };
        OpenChannelResponseDto: {
            channel_id?: string;
            /** @example 42 */
            user_channel_id: string;
        };
        OpenChannelRgbDto: {
            asset_amount: string;
            color_context_data: string;
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
            /** @enum {string} */
            direction: "Inbound" | "Outbound";
            /**
             * @description Outbound: routing fees paid, once known
             * @example 1000
             */
            fee_paid_msat?: string;
            /** @description An inbound HTLC is held awaiting claim_for_hash or fail_for_hash */
            htlc_locked: boolean;
            /**
             * @description 32-byte hex payment id
             * @example a3f1…
             */
            id: string;
            /** @enum {string} */
            kind: "Bolt11" | "Bolt12Offer" | "Bolt12Refund" | "Spontaneous" | "RgbLightning";
            /**
             * @description BOLT12: the payer's note (offer payments and refunds, both sides); absent when none
             * @example order 42
             */
            payer_note?: string;
            /** @example a3f1… */
            payment_hash: string | null;
            /** @enum {string} */
            status: "Pending" | "Succeeded" | "Failed";
        };
        PaymentIdResponseDto: {
            /** @example a3f1… */
            payment_id: string;
        };
        PeerDto: {
            /** @example 127.0.0.1:9735 */
            address: string | null;
            is_connected: boolean;
            is_persisted: boolean;
            node_id: string;
        };
        ReadinessCheckDto: {
            /** @example tip 120 (0f91…) */
            detail?: string;
            /** @example Start btcd or fix BITCOIND_RPC_URL. */
            hint?: string;
            /** @example chain */
            name: string;
            ok: boolean;
        };
        ReadinessResponseDto: {
            checks: components["schemas"]["ReadinessCheckDto"][];
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
             * @example 250
             */
            asset_amount: string;
            /**
             * @description txid:vout of an output of ours (of the commitment, or of our HTLC second stage)
             * @example 5ab8…:1
             */
            outpoint: string;
            /**
             * @description waiting: its lock has not passed; broadcast: our sweep is out; received: our RGB wallet took it in (it counts there); settled: confirmed and final; lost: the peer spent it first (justice, or an HTLC it claimed or timed out)
             * @enum {string}
             */
            state: "waiting" | "broadcast" | "received" | "settled" | "lost";
            /** @example null */
            sweep_txid: string | null;
        };
        RefundDecodeResponseDto: {
            /** @example 1767225600 */
            absolute_expiry_unix_secs: string | null;
            /** @example 1000000 */
            amount_msat: string;
            chain_hash: string;
            description: string;
            issuer: string | null;
            /** @example 1 */
            paths_count: number;
            payer_note: string | null;
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
            /** @description The outbound payment this node makes when the payee sends an invoice */
            payment_id: string;
            /** @example lnr1qqs… */
            refund: string;
        };
        RefundRequestDto: {
            /** @example lnr1qqs… */
            refund: string;
        };
        RefundRequestPaymentResponseDto: {
            /**
             * @description The invoice sent to the refund's creator (BOLT12 bech32 style, lni prefix)
             * @example lni1qqs…
             */
            invoice: string;
            /** @description The same invoice, serialized TLV stream in hex */
            invoice_hex: string;
            /** @description This node's inbound payment (the payment hash) */
            payment_id: string;
        };
        ReleaseRequestDto: {
            outpoint?: string | null;
            reservation_id?: string | null;
        };
        ReleaseResponseDto: {
            released: boolean;
        };
        ReserveRequestDto: {
            /** @example txid:0 */
            outpoint?: string | null;
            /** @default 300 */
            ttl_secs: number | null;
        };
        ReserveResponseDto: {
            outpoint: string;
            reservation_id: string;
            reserved_until_unix_secs: string;
        };
        RgbAddressResponseDto: {
            /** @example bcrt1p… */
            address: string;
        };
        RgbBalancesDto: {
            /** @description Our side of each live asset channel: the committed split, HTLCs in flight in neither side */
            channels: components["schemas"]["RgbChannelBalanceDto"][];
            onchain: components["schemas"]["RgbOnchainBalanceDto"][];
        };
        RgbChannelBalanceDto: {
            channel_id: string;
            contract_id: string;
            local_amount: string;
            remote_amount: string;
        };
        RgbInvoiceRequestDto: {
            invoice: string;
        };
        RgbLnDecodeResponseDto: {
            asset_amount?: string;
            carrier_amount_msat?: string;
            /** @example contract:… */
            contract_id?: string;
            /** @description the payee node id */
            destination: string;
            /**
             * @description a decimal string here
             * @example 3600
             */
            expiry_secs: string;
            payment_hash: string;
        };
        RgbLnInvoiceRequestDto: {
            /** @example lnbcrt30u1p… */
            invoice: string;
        };
        RgbLnInvoiceResponseDto: {
            /** @description msat actually embedded in the invoice; may be higher than requested */
            btc_carrier_amount_msat: string;
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
             * @example contract:…
             */
            contract_id?: string | null;
            /** @example lnbcrt30u1p… */
            invoice: string;
        };
        RgbOnchainBalanceDto: {
            archived: string;
            contract_id: string;
            mined: string;
            offchain: string;
            tentative: string;
            total: string;
        };
        RgbReceiveRequestDto: {
            consignment_key: string;
            invoice: string;
            /** @description the inbound record id (the invoice recipient id) */
            payment_id?: string | null;
        };
        RgbReceiveResponseDto: {
            amount: string;
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
             * @example contract:…
             */
            contract_id?: string | null;
            /**
             * @description sat/vB, rounded up to a whole number (default 2)
             * @example 2
             */
            fee_rate_sats_per_vb?: number | null;
            invoice: string;
            /**
             * @description witness invoices: the BTC (sats) of the payee output (default 1000)
             * @example 1000
             */
            sats_for_fee_and_outputs?: string | null;
        };
        RgbSendResponseDto: {
            /** @description lowercase hex SHA-256 of the consignment */
            consignment_key: string;
            /** @description the outbound record (GET /rgb/onchain/payments) */
            payment_id: string;
            txid: string;
        };
        SignatureResponseDto: {
            /** @enum {string} */
            algorithm: "bitcoin_signed_message" | "ecdsa";
            compact: boolean;
            derivation_path: string;
            digest_hex: string;
            /** @enum {string} */
            encoding: "hex" | "base64";
            message: string;
            /** @description compressed secp256k1 public key, hex */
            pubkey: string;
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
             * @enum {string|null}
             */
            encoding?: "hex" | "base64" | null;
            message: string;
        };
        SpontaneousSendRequestDto: {
            /** @example 10000 */
            amount_msat: string;
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
            /** @example 0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206 */
            chain_tip_hash: string | null;
            /** @description The P2P listener accepts Lightning connections. */
            is_listening: boolean;
            /** @description The Lightning engine is running. */
            is_running: boolean;
            /** @enum {string} */
            network: "regtest" | "testnet" | "signet" | "bitcoin";
            /** @description The node has caught up with the chain source tip. */
            synced_to_chain: boolean;
        };
        SummaryAssetDto: {
            amount: string;
            contract_id: string;
        };
        SweepInputDto: {
            /** @example txid:0 */
            outpoint: string;
        };
        SweepRequestDto: {
            /** @description a plain wallet address (POST /wallet/address/new) */
            destination_address: string;
            /**
             * @description positive, fractional allowed
             * @example 2
             */
            fee_rate_sats_per_vb: number;
            input: components["schemas"]["SweepInputDto"];
        };
        SweepResponseDto: {
            destination: components["schemas"]["FundOutputResultDto"];
            fee_sats: string;
            input: components["schemas"]["SweepInputDto"];
            /** @example broadcast */
            status: string;
            txid: string;
        };
        TopUpRequestDto: {
            /** @description a plain wallet address (POST /wallet/address/new); not an RGB output script */
            change_address: string;
            /**
             * @description positive, fractional allowed
             * @example 2
             */
            fee_rate_sats_per_vb: number;
            /** @description plain-wallet inputs that fund the new carrier and the fee */
            l1_inputs: components["schemas"]["FundInputDto"][];
            rgb_input: components["schemas"]["FundInputDto"];
            rgb_output: components["schemas"]["TopUpRgbOutputDto"];
        };
        TopUpResponseDto: {
            change?: components["schemas"]["FundOutputResultDto"];
            /** @description the transfer consignment of the move (GET /rgb/consignments/{key}); absent when the old UTXO held no RGB allocation */
            consignment_key?: string;
            fee_sats: string;
            new_rgb_output: components["schemas"]["FundOutputResultDto"];
            old_outpoint: string;
            /** @example broadcast */
            status: string;
            txid: string;
        };
        TopUpRgbOutputDto: {
            /** @description An RGB address of this node (POST /rgb/address/new) */
            address: string;
            /**
             * @description must exceed the old RGB UTXO’s value
             * @example 50000
             */
            target_value_sats: string;
        };
        UtxoConfirmationDto: {
            height?: number;
            /** @enum {string} */
            status: "confirmed" | "mempool";
        };
        UtxoLockDto: {
            /** @example 1732230000 */
            expires_at_unix_secs?: string;
            /** @enum {string} */
            kind: "none" | "manual_reservation" | "operation";
            locked: boolean;
            operation_id?: string;
        };
        VersionResponseDto: {
            /** @example v1 */
            api_version: string;
            /** @example 0.1.0 */
            node_version: string;
        };
        WaitNextEventRequestDto: {
            /** @default 60 */
            timeout_secs: number | null;
        };
        WaitPaymentRequestDto: {
            /** @default 60 */
            timeout_secs: number | null;
        };
        WaitPaymentResponseDto: {
            ok: boolean;
            payment: components["schemas"]["PaymentDto"];
        };
        WalletUtxoDto: {
            confirmation: components["schemas"]["UtxoConfirmationDto"];
            lock: components["schemas"]["UtxoLockDto"];
            /** @example txid:0 */
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
                     *         "onchain_total_sats": "150000",
                     *         "onchain_spendable_sats": "100000",
                     *         "lightning_total_sats": "50000"
                     *       },
                     *       "rgb": {
                     *         "onchain": [
                     *           {}
                     *         ],
                     *         "channels": [
                     *           {}
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
                 *       "invoice": "lnbcrt10u1p…"
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
                /** @example {} */
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
                 *       "invoice": "lnbcrt10u1p…"
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
                     *       "amount_sats": "1000",
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
                     *       "invoice": "lnbcrt10u1p…"
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
                 *       "expiry_secs": 3600
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
                     *       "invoice": "lnbcrt10u1p…"
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
                     *       "invoice": "lnbcrt10u1p…"
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
                 *       "invoice": "lnbcrt10u1p…"
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
                     *       "payment_id": "a3f1…"
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
                 *       "invoice": "lnbcrt10u1p…",
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
                     *       "payment_id": "a3f1…"
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
                 *       "offer": "lno1qgsq…"
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
                     *       "amount_msat": "1000000",
                     *       "absolute_expiry_unix_secs": "1767225600",
                     *       "paths_count": 1
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
                     *       "offer": "lno1qgsq…"
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
                     *       "offer": "lno1qgsq…"
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
                 *       "offer": "lno1qgsq…",
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
                     *       "payment_id": "a3f1…"
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
                 *       "refund": "lnr1qqs…"
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
                     *       "amount_msat": "1000000",
                     *       "absolute_expiry_unix_secs": "1767225600",
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
                     *       "refund": "lnr1qqs…"
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
                 *       "refund": "lnr1qqs…"
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
                     *       "invoice": "lni1qqs…"
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
                 *       "user_channel_id": "42"
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
                 *       "user_channel_id": "42"
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
                 *       "address": "127.0.0.1:9735",
                 *       "channel_amount_sats": "100000",
                 *       "push_to_counterparty_msat": "0",
                 *       "rgb": {}
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
                     *       "user_channel_id": "42"
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
                     *         "user_channel_id": "42",
                     *         "channel_point": "txid:0",
                     *         "short_channel_id": "123456789",
                     *         "channel_value_sats": "100000",
                     *         "rgb": {}
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
                 *       "timeout_secs": 60
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
                     *       "type": "PaymentSuccessful",
                     *       "created_at_unix_secs": "1732230000"
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
                     *       "node_id": "02a1b2…"
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
                     *       "id": "a3f1…",
                     *       "direction": "Inbound",
                     *       "status": "Pending",
                     *       "amount_msat": "1000000",
                     *       "kind": "Bolt11",
                     *       "fee_paid_msat": "1000",
                     *       "payment_hash": "a3f1…",
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
                 *       "timeout_secs": 60
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
                     *       "payment": {
                     *         "id": "a3f1…",
                     *         "direction": "Inbound",
                     *         "status": "Pending",
                     *         "amount_msat": "1000000",
                     *         "kind": "Bolt11",
                     *         "fee_paid_msat": "1000",
                     *         "payment_hash": "a3f1…",
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
                     *         "id": "a3f1…",
                     *         "direction": "Inbound",
                     *         "status": "Pending",
                     *         "amount_msat": "1000000",
                     *         "kind": "Bolt11",
                     *         "fee_paid_msat": "1000",
                     *         "payment_hash": "a3f1…",
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
                     *         "address": "127.0.0.1:9735"
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
                 *       "address": "127.0.0.1:9735"
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
                /** @example {} */
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
                     *       "role": "single",
                     *       "replica_id": "5f0c2a9d3e1b4c77",
                     *       "checks": [
                     *         {
                     *           "name": "chain",
                     *           "detail": "tip 120 (0f91…)",
                     *           "hint": "Start btcd or fix BITCOIND_RPC_URL."
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
                     *       "address": "bcrt1p…"
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
                     *       "address": "bcrt1p…"
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
                     *           "contract_id": "contract:…",
                     *           "status": "awaiting-funding",
                     *           "local_amount": "250",
                     *           "close_on_chain": {
                     *             "requested": "force close requested over HTTP",
                     *             "commitment_kind": "ours",
                     *             "commitment_number": "12",
                     *             "outputs": [
                     *               {
                     *                 "outpoint": "5ab8…:1",
                     *                 "asset_amount": "250",
                     *                 "state": "waiting",
                     *                 "sweep_txid": null
                     *               }
                     *             ],
                     *             "recovered_amount": "250",
                     *             "pending_amount": "0",
                     *             "lost_amount": "0"
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
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The consignment in the chosen format */
            200: {
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
                     *       "balance": {}
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
                    /** @example {} */
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
                     *           "contract_id": "contract:…"
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
                /** @example {} */
                "application/json": components["schemas"]["ExportContractRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example {} */
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
                    /** @example {} */
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
                 *       "issued_supply": "1000",
                 *       "utxo": "txid:0"
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
                    /** @example {} */
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
                     *       "derived_descriptors": [
                     *         {
                     *           "derivation_path": "m/86'/827167'/0'"
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
                     *       "invalid_issuers": [
                     *         {}
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
                    /** @example {} */
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
                 *       "contract_id": "contract:…",
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
                    /** @example {} */
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
                 *       "contract_id": "contract:…",
                 *       "asset_amount": "10",
                 *       "description": "ten tokens",
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
                    /** @example {} */
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
                 *       "invoice": "lnbcrt30u1p…"
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
                     *       "expiry_secs": "3600",
                     *       "contract_id": "contract:…"
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
                 *       "contract_id": "contract:…",
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
                     *       "channels": [
                     *         {}
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
                 *       "invoice": "lnbcrt30u1p…",
                 *       "contract_id": "contract:…",
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
                     *       "payment_id": "a3f1…"
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
                 *       "contract_id": "contract:…",
                 *       "amount": "100",
                 *       "expiry_secs": "86400",
                 *       "blinding_utxo": "txid:0"
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
                    /** @example {} */
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
                /** @example {} */
                "application/json": components["schemas"]["RgbInvoiceRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example {} */
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
                     *           "kind": "onchain",
                     *           "direction": "Inbound",
                     *           "status": "pending",
                     *           "purpose": "utxo_merge"
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
                /** @example {} */
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
                    /** @example {} */
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
                 *       "sats_for_fee_and_outputs": "1000",
                 *       "fee_rate_sats_per_vb": 2,
                 *       "contract_id": "contract:…",
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
                    /** @example {} */
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
                 *         "recipient_id": "utxob:…"
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
                     *       "error": {}
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
                 *       "algorithm": "bitcoin_signed_message",
                 *       "encoding": "hex",
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
                     *       "algorithm": "bitcoin_signed_message",
                     *       "encoding": "hex"
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
                     *           "confirmation": {
                     *             "status": "confirmed"
                     *           },
                     *           "lock": {
                     *             "kind": "none"
                     *           },
                     *           "rgb": {
                     *             "allocations": [
                     *               {
                     *                 "amount": "1000",
                     *                 "layer": "base"
                     *               }
                     *             ],
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
                     *       "confirmation": {
                     *         "status": "confirmed"
                     *       },
                     *       "lock": {
                     *         "kind": "none"
                     *       },
                     *       "rgb": {
                     *         "allocations": [
                     *           {
                     *             "amount": "1000",
                     *             "layer": "base"
                     *           }
                     *         ],
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
                 *           "outpoint": "txid:0"
                 *         }
                 *       ],
                 *       "outputs": [
                 *         {
                 *           "value_sats": "30000"
                 *         }
                 *       ],
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
                     *       "status": "broadcast",
                     *       "outputs": [
                     *         {}
                     *       ],
                     *       "change": {}
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
                /** @example {} */
                "application/json": components["schemas"]["ReleaseRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example {} */
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
                 *       "outpoint": "txid:0",
                 *       "ttl_secs": 300
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
                    /** @example {} */
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
                     *           "assets": [
                     *             {}
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
                 *         "outpoint": "txid:0"
                 *       },
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
                     *       "status": "broadcast",
                     *       "input": {
                     *         "outpoint": "txid:0"
                     *       },
                     *       "destination": {}
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
                 *         "outpoint": "txid:0"
                 *       },
                 *       "l1_inputs": [
                 *         {
                 *           "outpoint": "txid:0"
                 *         }
                 *       ],
                 *       "rgb_output": {
                 *         "target_value_sats": "50000"
                 *       },
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
                     *       "status": "broadcast",
                     *       "new_rgb_output": {},
                     *       "change": {}
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
                     *       "payment_id": "a3f1…"
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
                     *       "best_block_height": 120,
                     *       "chain_tip_hash": "0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206",
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
                     *       "address": "bcrt1q…"
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
                     *       "address": "bcrt1q…"
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
                     *           "outpoint": "txid:0",
                     *           "value_sats": "100000",
                     *           "confirmation": {
                     *             "status": "confirmed"
                     *           },
                     *           "lock": {
                     *             "kind": "none",
                     *             "expires_at_unix_secs": "1732230000"
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
