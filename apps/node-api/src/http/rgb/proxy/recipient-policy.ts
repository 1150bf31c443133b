import { Injectable } from '@nestjs/common';
import type { RecipientPolicy } from '@rln/rgb-proxy';

/** Nest token of the node's RecipientPolicy for its RGB proxy (RgbModule provides it). */
export const RGB_PROXY_RECIPIENT_POLICY = Symbol('RgbProxyRecipientPolicy');

/**
 * The default until on-chain invoices exist: refuses every new consignment and media file,
 * so the public endpoint stores nothing. The RGB transfer change replaces it with a policy
 * that accepts the recipient ids of the node's own open invoices.
 */
@Injectable()
export class RefuseEveryRecipient implements RecipientPolicy {
  accepts(): Promise<boolean> {
    return Promise.resolve(false);
  }

  acceptsMedia(): Promise<boolean> {
    return Promise.resolve(false);
  }
}
