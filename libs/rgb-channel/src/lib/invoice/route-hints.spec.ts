import { bech32 } from '@scure/base';
import { joinBolt11, signedWords, splitBolt11, type TaggedField } from './bolt11-parts';
import { InvalidRgbInvoiceError } from './rgb-invoice.error';
import { routeHints, type RouteHintHop } from './route-hints';

// Both invoices are BOLT 11 examples, copied from lightning/bolts 11-payment-encoding.md at
// a3772650d8ebc06acf457fcadf97968ebfc4dfff ("Examples").
/** "On mainnet, with fallback address 1RustyRX2oai4EYYDpQGWvEL62BBGqN9T with extra routing info to go via nodes 029e03a9… then 039e03a9…" */
const WITH_ROUTE =
  'lnbc20m1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqhp58yjmdan79s6qqdhdzgynm4zwqd5d7xmw5fk98klysy043l2ahrqsfpp3qjmp7lwpagxun9pygexvgpjdc4jdj85fr9yq20q82gphp2nflc7jtzrcazrra7wwgzxqc8u7754cdlpfrmccae92qgzqvzq2ps8pqqqqqqpqqqqq9qqqvpeuqafqxu92d8lr6fvg0r5gv0heeeqgcrqlnm6jhphu9y00rrhy4grqszsvpcgpy9qqqqqqgqqqqq7qqzq9qrsgqdfjcdk6w3ak5pca9hwfwfh63zrrz06wwfya0ydlzpgzxkn5xagsqz7x9j4jwe7yj7vaf2k9lqsdk45kts2fd0fkr28am0u4w95tt2nsq76cqw0';
/** "Please make a donation of any amount using payment_hash 0001…0102 to me @03e7156a…" */
const WITHOUT_ROUTE =
  'lnbc1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdpl2pkx2ctnv5sxxmmwwd5kgetjypeh2ursdae8g6twvus8g6rfwvs8qun0dfjkxaq9qrsgq357wnc5r2ueh7ck6q93dj32dlqnls087fxdwk8qakdyafkq3yap9us6v52vjjsrvywa6rt52cm9r9zqt8r2t7mlcwspyetp5h2tztugp9lfyql';

const FIRST_HOP: RouteHintHop = {
  nodeId: '029e03a901b85534ff1e92c43c74431f7ce72046060fcf7a95c37e148f78c77255',
  shortChannelId: 0x0102030405060708n,
  feeBaseMsat: 1,
  feeProportionalMillionths: 20,
  cltvExpiryDelta: 3,
};
const SECOND_HOP: RouteHintHop = {
  nodeId: '039e03a901b85534ff1e92c43c74431f7ce72046060fcf7a95c37e148f78c77255',
  shortChannelId: 0x030405060708090an,
  feeBaseMsat: 2,
  feeProportionalMillionths: 30,
  cltvExpiryDelta: 4,
};

/** WITH_ROUTE with its fields changed, the old signature kept (routeHints does not check it). */
function rewritten(change: (fields: readonly TaggedField[]) => TaggedField[]): string {
  const parts = splitBolt11(WITH_ROUTE);
  return joinBolt11(parts.hrp, signedWords({ timestampWords: parts.timestampWords, fields: change(parts.fields) }), parts.signature);
}

/** WITH_ROUTE with its `r` field replaced by one `r` field a route. */
function withRoutes(...routes: Uint8Array[]): string {
  return rewritten((fields) => [...fields.filter((f) => f.tag !== 3), ...routes.map((bytes) => ({ tag: 3, words: bech32.toWords(bytes) }))]);
}

function routeBytes(): Uint8Array {
  const field = splitBolt11(WITH_ROUTE).fields.find((f) => f.tag === 3)!;
  return bech32.fromWords([...field.words]);
}

describe('routeHints', () => {
  it('reads both hops of the BOLT 11 example with extra routing info', () => {
    expect(routeHints(WITH_ROUTE)).toEqual([[FIRST_HOP, SECOND_HOP]]);
  });

  it('gives [] for an invoice without an r field', () => {
    expect(routeHints(WITHOUT_ROUTE)).toEqual([]);
  });

  it('keeps each r field a route of its own, in order', () => {
    const bytes = routeBytes();
    expect(routeHints(withRoutes(bytes.subarray(51), bytes.subarray(0, 51)))).toEqual([[SECOND_HOP], [FIRST_HOP]]);
  });

  it.each([
    ['cut short by one byte', (b: Uint8Array) => b.subarray(0, -1), 101],
    ['one byte too long', (b: Uint8Array) => Uint8Array.of(...b, 0), 103],
    ['empty', () => new Uint8Array(0), 0],
  ])('refuses an r field %s', (_, change, length) => {
    const invoice = withRoutes(change(routeBytes()));
    expect(() => routeHints(invoice)).toThrow(InvalidRgbInvoiceError);
    expect(() => routeHints(invoice)).toThrow(`a route hint (r) of ${length} bytes is not a whole, positive number of 51-byte hops`);
  });

  it('refuses an r field with non-zero padding bits', () => {
    // 164 words carry 816 bits of hops and 4 pad bits; set the last one.
    const invoice = rewritten((fields) => fields.map((f) => (f.tag === 3 ? { tag: 3, words: [...f.words.slice(0, -1), f.words[f.words.length - 1] | 1] } : f)));
    expect(() => routeHints(invoice)).toThrow('the route hint (r) has non-zero padding bits');
  });
});
