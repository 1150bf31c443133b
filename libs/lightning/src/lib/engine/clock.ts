/** The wall clock in unix seconds (invoice, offer and refund expiries are in these). */
export function nowSecs(): number {
  return Math.floor(Date.now() / 1000);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
