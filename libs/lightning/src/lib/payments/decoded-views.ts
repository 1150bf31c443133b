import { LightningError, type LightningErrorCode } from '../engine/lightning.error';

/**
 * Decodes invoices, offers or refunds into plain read models and remembers the parsed LDK
 * object behind each model it handed out, so paying what a caller decoded does not parse it
 * a second time. Weak references: a model the caller drops frees its entry.
 */
export class DecodedViews<View extends object, Parsed> {
  private readonly parsedOf = new WeakMap<View, Parsed>();

  constructor(
    private readonly parse: (text: string) => Parsed,
    private readonly describe: (parsed: Parsed, nowSecs: number) => View,
    private readonly invalid: LightningErrorCode,
  ) {}

  decode(text: string, nowSecs: number): View {
    return this.resolve(text, nowSecs).view;
  }

  /**
   * Text is parsed here; a model must be one this instance decoded (`invalid` otherwise). The
   * view returned is described afresh from the parsed object at `nowSecs`, so expiry is judged
   * at send time and nothing a holder of the model did to it can reach the checks.
   */
  resolve(input: string | View, nowSecs: number): { view: View; parsed: Parsed } {
    if (typeof input !== 'string') {
      const parsed = this.parsedOf.get(input);
      if (parsed === undefined) throw new LightningError(this.invalid, 'pass the text, or what this engine decoded from it');
      return { view: this.describe(parsed, nowSecs), parsed };
    }
    const parsed = this.parse(input);
    const view = Object.freeze(this.describe(parsed, nowSecs));
    this.parsedOf.set(view, parsed);
    return { view, parsed };
  }
}
