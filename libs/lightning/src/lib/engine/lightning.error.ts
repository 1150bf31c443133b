import { DomainError } from '@rln/core';

export type LightningErrorCode =
  | 'InvalidNodeId'
  | 'InvalidInvoice'
  | 'InvalidOffer'
  | 'InvalidRefund'
  | 'InvalidRequest'
  | 'PeerConnectionFailed'
  | 'PeerNotConnected'
  | 'ChannelOpenFailed'
  | 'ChannelCloseFailed'
  | 'InvoiceCreationFailed'
  | 'PaymentFailed'
  | 'PaymentNotFound'
  | 'DuplicatePayment'
  | 'RouteNotFound'
  | 'InsufficientCapacity';

/** A Lightning operation the engine refused or could not do; `code` names which. */
export class LightningError extends DomainError {
  constructor(
    readonly code: LightningErrorCode,
    message: string,
  ) {
    super(message);
  }
}
