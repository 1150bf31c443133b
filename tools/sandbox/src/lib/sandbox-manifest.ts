/** `.sandbox/manifest.json`, exactly the form of the interface supplement's "Sandbox" section. */
export interface SandboxManifest {
  network: 'regtest';
  bitcoind_rpc: { url: string; user: string; password: string };
  nodes: { name: string; base_url: string; token: string; node_id: string; p2p_address: string }[];
  tools: { mine: string; fund: string };
}

/** What the stop command needs: every process the sandbox started. */
export interface SandboxState {
  supervisorPid: number;
  btcdDataDir: string;
  indexer: { pid: number; url: string; logPath: string } | null;
  nodes: { name: string; pid: number; logPath: string; dataDir: string }[];
}
