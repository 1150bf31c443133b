import type { LightningEngine } from '../lib/engine/lightning-engine';
import type { LightningEngineParts } from '../lib/engine/lightning-engine.builder';

/**
 * The wired LDK objects behind an engine, for medium tests that must do what no API call
 * does (e.g. send a crafted onion message as a hostile peer would). Test-only.
 */
export function engineInternals(engine: LightningEngine): LightningEngineParts {
  return (engine as unknown as { parts: LightningEngineParts }).parts;
}
