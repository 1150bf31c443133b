/**
 * Where a top-up keeps the transfer consignment it made, for GET /rgb/consignments/{key}
 * (the contract store's consignments; TypeormRgbStore satisfies it).
 */
export interface CarrierConsignmentStore {
  saveConsignment(consignment: { readonly key: string; readonly contractId: string; readonly data: Uint8Array; readonly createdAtUnixSecs: number }): Promise<void>;
}
