// Moved to tools/node-harness (shared with bench/); this path stays for the e2e specs.
export { ArmedCrash, RgbNet, balanceOf, waitRgbOnline, type CarrierUtxo, type ContractBalance } from '@rln/node-harness';
