export { percentile } from './lib/percentile';
export { benchCommand, machineDescription, revisionOf, runDate, sh } from './lib/run-context';
