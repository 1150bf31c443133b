/** One documented operation's path, matched against concrete request paths. */
export interface PathTemplate {
  template: string;
  pattern: RegExp;
}

/**
 * Compiles the document's path keys (`/api/v1/payment/{paymentId}`) into matchers. A literal
 * path wins over a templated one, as in the server's router (`/rgb/utxos/summary` is not the
 * outpoint `summary`).
 */
export function compilePathTemplates(templates: Iterable<string>): PathTemplate[] {
  return [...templates]
    .map((template) => ({
      template,
      pattern: new RegExp(`^${template.split(/\{[^}]+\}/).map(escapeRegExp).join('[^/]+')}$`),
    }))
    .sort((a, b) => placeholders(a.template) - placeholders(b.template));
}

/** The template a concrete path (without query string) is an instance of, or undefined. */
export function matchPathTemplate(templates: readonly PathTemplate[], path: string): string | undefined {
  return templates.find((t) => t.pattern.test(path))?.template;
}

function placeholders(template: string): number {
  return template.split('{').length - 1;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
