export * from './rgb-invoices';
export { openedPair } from './signed-pair';
