export * from './rgb-invoices';
export { openedPair } from './signed-pair';
export { anchoredCommitment } from './anchored-commitment';
