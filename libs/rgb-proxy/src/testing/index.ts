/** Test helpers; production code imports '@rln/rgb-proxy' only. */
export * from './rgb-proxy-store.contract';
