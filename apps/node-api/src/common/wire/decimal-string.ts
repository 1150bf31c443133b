/** Wire helpers: large quantities and timestamps travel as decimal strings, bigint inside. */
export const DECIMAL_STRING = /^(0|[1-9][0-9]*)$/;

export function toUnixSecsString(date: Date): string {
  return Math.floor(date.getTime() / 1000).toString();
}
