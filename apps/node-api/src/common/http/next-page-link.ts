import type { Request, Response } from 'express';

/** RFC 8288 `Link: <...>; rel="next"` for a list with more after this page (supplement.md "Limits"). */
export function setNextPageLink(req: Request, res: Response, nextCursor: string | null, limit: number | undefined): void {
  if (!nextCursor) return;
  const next = new URL(req.originalUrl, 'http://placeholder');
  next.searchParams.set('cursor', nextCursor);
  if (limit) next.searchParams.set('limit', String(limit));
  res.setHeader('Link', `<${next.pathname}${next.search}>; rel="next"`);
}
