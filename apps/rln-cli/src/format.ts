// Human output: aligned tables, key/value views and amounts with their units. Amounts arrive as
// decimal strings (u64 and beyond) and are converted with bigint only, so nothing is rounded.
// Text from the node and from remote parties is shown with its control characters escaped.

/**
 * What a terminal acts on, or what hides or reorders text, instead of showing: C0 controls, DEL,
 * C1 controls (U+0080–U+009F), the line and paragraph separators, the bidi marks (U+200E, U+200F,
 * U+061C), embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) that reorder what is
 * shown ("Trojan Source"), and the zero-width characters (U+200B–U+200D, U+2060, U+FEFF) that
 * make two different strings look the same (a joiner inside an emoji sequence stays).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060\u2066-\u2069\ufeff]/g;
// eslint-disable-next-line no-control-regex -- as above
const CONTROLS_BUT_NEWLINE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060\u2066-\u2069\ufeff]/g;
/** The same but C0, which JSON.stringify already writes as escapes. */
const UNSAFE_IN_JSON = /[\u007f-\u009f\u061c\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060\u2066-\u2069\ufeff]/g;

/**
 * `text` safe to write to a terminal: every control character above as a visible escape, `\x1b`
 * below U+0100 and `\u202e` above (a tab or newline too: a value is one cell or one line).
 * Backslashes are left as they are, so an escape is unambiguous only for text without them.
 */
export function escapeControls(text: string): string {
  return text.replace(CONTROLS, visibleEscape);
}

/** Inside an emoji sequence (👨‍👩‍👧) a zero-width joiner is what joins its pictographs: kept there. */
function joinsEmoji(text: string, at: number): boolean {
  return /(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\ufe0f)$/u.test(text.slice(Math.max(0, at - 2), at)) && /^\p{Extended_Pictographic}/u.test(text.slice(at + 1, at + 3));
}

/** A whole human output or stderr line: as escapeControls, but its newlines stay line breaks. */
export function escapeControlsKeepingLines(text: string): string {
  return text.replace(CONTROLS_BUT_NEWLINE, visibleEscape);
}

/**
 * JSON text (JSON.stringify's) safe for a terminal: DEL, C1 and the characters above as `\u`
 * escapes. They can only be inside strings, so the text parses to the same value.
 */
export function escapeJsonText(json: string): string {
  return json.replace(UNSAFE_IN_JSON, (char, at: number, text: string) => (char === '\u200d' && joinsEmoji(text, at) ? char : `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`));
}

function visibleEscape(char: string, at: number, text: string): string {
  if (char === '\u200d' && joinsEmoji(text, at)) return char;
  const code = char.charCodeAt(0);
  return code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
}

const DECIMAL = /^(0|[1-9][0-9]*)$/;

/** `"150000"` → `"150000 sats"`; anything that is not a decimal string is shown as it came. */
export function formatSats(sats: string | undefined | null): string {
  if (sats === undefined || sats === null) return '-';
  return DECIMAL.test(sats) ? `${sats} sats` : sats;
}

/**
 * Millisatoshis shown in sats, exactly: `"50000000"` → `"50000 sats"`, `"1234567"` →
 * `"1234.567 sats"`, `"1"` → `"0.001 sats"`.
 */
export function formatMsat(msat: string | undefined | null): string {
  if (msat === undefined || msat === null) return '-';
  if (!DECIMAL.test(msat)) return msat;
  return `${scaleDown(msat, 3)} sats`;
}

/**
 * Raw asset units with the contract's precision applied: `("100000", 2)` → `"1000.00"`. Without
 * a precision the raw units are returned unchanged.
 */
export function formatAssetUnits(raw: string, precision?: number): string {
  if (!DECIMAL.test(raw) || precision === undefined || precision <= 0) return raw;
  const value = BigInt(raw);
  const scale = 10n ** BigInt(precision);
  return `${value / scale}.${(value % scale).toString().padStart(precision, '0')}`;
}

/** `value / 10^decimals` in decimal, trailing zeros of the fraction dropped. */
function scaleDown(decimal: string, decimals: number): string {
  const value = BigInt(decimal);
  const scale = 10n ** BigInt(decimals);
  const fraction = (value % scale).toString().padStart(decimals, '0').replace(/0+$/, '');
  return fraction ? `${value / scale}.${fraction}` : `${value / scale}`;
}

export function yesNo(value: boolean | undefined): string {
  if (value === undefined) return '-';
  return value ? 'yes' : 'no';
}

/** `02abcdef…` of a long identifier, for columns; full ids are in `--json` and in `get` views. */
export function shorten(id: string, keep = 12): string {
  return id.length > keep + 1 ? `${id.slice(0, keep)}…` : id;
}

export type Align = 'left' | 'right';

export interface Column<Row> {
  readonly header: string;
  readonly value: (row: Row) => string;
  readonly align?: Align;
}

/**
 * Columns separated by two spaces, headers upper case, no trailing spaces; `empty` for no rows.
 * Cells are escaped (escapeControls): a value from the node never moves the cursor or breaks a row.
 */
export function table<Row>(rows: readonly Row[], columns: readonly Column<Row>[], empty = '(none)'): string {
  if (rows.length === 0) return `${empty}\n`;
  const cells = rows.map((row) => columns.map((column) => escapeControls(column.value(row))));
  const headers = columns.map((column) => column.header.toUpperCase());
  const widths = columns.map((_, i) => Math.max(width(headers[i] as string), ...cells.map((line) => width(line[i] as string))));
  const render = (line: readonly string[]) =>
    line
      .map((cell, i) => (columns[i]?.align === 'right' ? pad(cell, widths[i] as number, 'left') : pad(cell, widths[i] as number, 'right')))
      .join('  ')
      .trimEnd();
  return [render(headers), ...cells.map(render)].join('\n') + '\n';
}

/** `key  value` lines with the keys padded to one width; undefined values are left out, values escaped. */
export function keyValues(entries: readonly (readonly [string, string | undefined])[]): string {
  const shown = entries.filter((entry): entry is readonly [string, string] => entry[1] !== undefined).map(([key, value]) => [key, escapeControls(value)] as const);
  const keyWidth = Math.max(0, ...shown.map(([key]) => width(key)));
  return shown.map(([key, value]) => `${pad(key, keyWidth, 'right')}  ${value}`.trimEnd()).join('\n') + '\n';
}

function width(text: string): number {
  return [...text].length;
}

function pad(text: string, to: number, side: 'left' | 'right'): string {
  const fill = ' '.repeat(Math.max(0, to - width(text)));
  return side === 'left' ? fill + text : text + fill;
}
