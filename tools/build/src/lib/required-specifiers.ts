import { isBuiltin } from 'node:module';

/**
 * The string-literal `require("…")` specifiers of SWC's CommonJS output. Static imports,
 * re-exports (`_export_star(require(…))`) and `import()` all compile to such a call, so this is
 * every module a compiled file can load by name. Type-only imports are already gone.
 */
export function requiredSpecifiers(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/\brequire\(\s*(["'])([^"'\n]+)\1\s*\)/g)) found.add(match[2] as string);
  return [...found];
}

export type SpecifierKind = { kind: 'relative' } | { kind: 'builtin' } | { kind: 'package'; name: string };

/** Relative path, Node built-in, or a package (named without its subpath: `@scope/name`, `name`). */
export function classifySpecifier(specifier: string): SpecifierKind {
  if (specifier.startsWith('./') || specifier.startsWith('../') || specifier === '.' || specifier === '..') return { kind: 'relative' };
  if (isBuiltin(specifier)) return { kind: 'builtin' };
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] as string);
  return { kind: 'package', name };
}
