/**
 * Who may leave files on this proxy. Posting is public, so a node accepts consignments only
 * for recipient ids of its own open invoices (anything else is refused before the file is
 * read); a standalone proxy accepts everyone. Re-posts for a recipient that already has a
 * consignment are answered from the store without asking.
 */
export interface RecipientPolicy {
  accepts(recipientId: string): Promise<boolean>;
  /** Media (asset attachments) name no recipient; the policy decides whether new ones are kept. */
  acceptsMedia(attachmentId: string): Promise<boolean>;
}

/** The standalone proxy's policy: every recipient and every attachment. */
export class AcceptEveryRecipient implements RecipientPolicy {
  accepts(): Promise<boolean> {
    return Promise.resolve(true);
  }

  acceptsMedia(): Promise<boolean> {
    return Promise.resolve(true);
  }
}
