/**
 * The one place where error names meet HTTP statuses (the interface's RGB and payment error
 * tables, and supplement.md "Error body"). Domain errors carry only their name.
 */
export const ERROR_STATUS: Readonly<Record<string, number>> = {
  InvalidRequest: 400,
  InvalidInvoice: 400,
  InvalidNodeId: 400,
  Unauthorized: 401,
  InsufficientCapacity: 402,
  // invoice/create: no channel holding the contract can take the carrier its reserve needs (the payments table's 402).
  HolderReserveTooLow: 402,
  InsufficientFunds: 402,
  Forbidden: 403,
  NotFound: 404,
  ContractNotFound: 404,
  AddressNotInitialized: 404,
  PaymentNotFound: 404,
  NoRoute: 404,
  PaymentTimeout: 408,
  Conflict: 409,
  PeerConnectionFailed: 409,
  PeerNotConnected: 409,
  ChannelOpenFailed: 409,
  ChannelCloseFailed: 409,
  InsufficientAssetBalance: 409,
  PayloadTooLarge: 413,
  UnsupportedMediaType: 415,
  ConsignmentInvalid: 422,
  Internal: 500,
  InvoiceCreationFailed: 500,
  PaymentFailed: 500,
  RgbOperationFailed: 500,
  NodeNotReady: 503,
};

export function statusForError(name: string): number {
  return ERROR_STATUS[name] ?? 500;
}
