/** What the proxy knows about a recipient's consignment, without its bytes. */
export interface ProxyConsignment {
  readonly recipientId: string;
  readonly txid: string;
  /** The recipient's output in the witness transaction (witness recipients); null for blinded ones. */
  readonly vout: number | null;
  /** Lowercase hex SHA-256 of the file: the consignment key (supplement "RGB on-chain transfers"). */
  readonly digest: string;
  /** Set once by the payee: true accepted, false refused; null not yet. */
  readonly ack: boolean | null;
  readonly postedAtUnixSecs: number;
}

export interface NewProxyConsignment extends Omit<ProxyConsignment, 'ack'> {
  readonly file: Uint8Array;
}

export interface ProxyMedia {
  readonly attachmentId: string;
  readonly digest: string;
  readonly postedAtUnixSecs: number;
}

export interface NewProxyMedia extends ProxyMedia {
  readonly file: Uint8Array;
}

/**
 * Storage of the RGB proxy: at most one consignment per recipient id and one file per
 * attachment id, never replaced; an ack set at most once. Every write is atomic, so
 * concurrent posts for one recipient store one file and the others see it.
 */
export interface RgbProxyStore {
  findConsignment(recipientId: string): Promise<ProxyConsignment | null>;
  consignmentFile(recipientId: string): Promise<Uint8Array | null>;
  /** Stores the first consignment for its recipient; false (nothing written) when one is already stored. */
  addConsignment(consignment: NewProxyConsignment): Promise<boolean>;
  /** Sets the ack of a stored consignment whose ack is unset; false when it was set already or nothing is stored. */
  setAck(recipientId: string, ack: boolean): Promise<boolean>;

  findMedia(attachmentId: string): Promise<ProxyMedia | null>;
  mediaFile(attachmentId: string): Promise<Uint8Array | null>;
  /** Stores the first file for its attachment id; false (nothing written) when one is already stored. */
  addMedia(media: NewProxyMedia): Promise<boolean>;
}
