/** Where the engine keeps its state in the KvStore. Changing these loses a node's channels. */
export const KV = {
  manager: { namespace: 'ldk_manager', key: 'channel_manager' },
  graph: { namespace: 'ldk_graph', key: 'network_graph' },
  scorer: { namespace: 'ldk_graph', key: 'scorer' },
  /** One entry per channel, keyed `<funding txid>_<vout>` as LDK's own stores do. */
  monitors: 'ldk_monitors',
  /** Monitor updates newer than the full monitor, keyed `<monitor key>/<update id, 20 digits>` (monitor-records.ts). */
  monitorUpdates: 'ldk_monitor_updates',
  archivedMonitors: 'ldk_monitors_archived',
  archivedMonitorUpdates: 'ldk_monitor_updates_archived',
  /** Peers to reconnect: key = node id, value = "host:port". */
  peers: 'ldk_peers',
  /** Spendable output descriptors not yet swept: key = sha256 of the descriptor. */
  sweeps: 'ldk_sweeps',
  /** Per descriptor (same key as `sweeps`): channel, current sweep tx and its confirmation (JSON). */
  sweepStates: 'ldk_sweep_states',
  /** Descriptors whose sweep is final (same key as `sweeps`): the height it became final (JSON). */
  sweepsFinal: 'ldk_sweeps_final',
  /** Hold-invoice payments whose HTLCs are held: key = payment hash (JSON). */
  heldPayments: 'ldk_held_payments',
  /** BOLT12 refunds this node created and has not paid yet: key = payment id (JSON). */
  pendingRefunds: 'ldk_pending_refunds',
  /** Engine events not yet delivered to the sink: key = sequence number, 20 digits (JSON; events/event-journal.ts). */
  eventJournal: 'ldk_event_journal',
} as const;
