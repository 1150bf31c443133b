import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/**
 * `npm run docs:api`: the static API reference, docs/api/index.html, built from the committed
 * OpenAPI document (libs/client/src/generated/openapi.json, what the node serves at /docs-json)
 * with Redocly's CLI. One self-contained page: Redoc's script is inlined (`--inlineBundle`) and
 * the one thing Redoc 3 still fetches for this document, its "API docs by Redocly" badge, is
 * inlined here, so the page reads offline (api-docs.e2e.spec.ts renders it with the network
 * refused). Fails when the page would load a script or style sheet from elsewhere, or the badge
 * moved.
 */
const ROOT = join(__dirname, '..', '..', '..');
export const API_DOCUMENT = join(ROOT, 'libs', 'client', 'src', 'generated', 'openapi.json');
export const API_DOCS = join(ROOT, 'docs', 'api', 'index.html');
const REDOCLY = join(dirname(require.resolve('@redocly/cli/package.json')), 'bin', 'cli.js');
const BADGES = [
  ['https://cdn.redoc.ly/redoc/logo-mini-full.svg', 'Redocly'],
  ['https://cdn.redoc.ly/redoc/logo-mini.svg', 'R'],
] as const;
// Anything the page would fetch at view time from elsewhere: elements with a URL, srcset, CSS url() and @import.
const REMOTE_ASSET = /<(script|link|img|iframe|source|embed|object|video|audio)\b[^>]*\b(src|href|srcset|data)=["']?(https?:)?\/\/[^"'\s>]+|url\(\s*["']?(https?:)?\/\/[^)]+\)|@import\s+(url\()?\s*["']?(https?:)?\/\//i;

export function buildApiDocs(document = API_DOCUMENT, output = API_DOCS): void {
  mkdirSync(dirname(output), { recursive: true });
  const run = spawnSync(process.execPath, [REDOCLY, 'build-docs', document, '--output', output, '--inlineBundle'], {
    cwd: ROOT,
    encoding: 'utf8',
    // No usage report to Redocly (there is no network to send it over anyway).
    env: { ...process.env, NODE_OPTIONS: '', REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    // A few seconds normally; a hung build must not hold CI.
    timeout: 120_000,
  });
  if (run.status !== 0) throw new Error(`redocly build-docs failed (${run.status ?? run.signal}):\n${run.stdout}${run.stderr}`);
  let html = readFileSync(output, 'utf8');
  for (const [url, text] of BADGES) {
    if (!html.includes(url)) throw new Error(`${output}: Redoc no longer draws its badge from ${url}; check what the page fetches now`);
    html = html.split(url).join(inlineSvg(text));
  }
  const remote = REMOTE_ASSET.exec(html);
  if (remote) throw new Error(`${output} would load ${remote[0]} when viewed: the page must work offline`);
  writeFileSync(output, html);
}

/** A text badge as a data: URI with no quote or backtick left in it (it lands inside a JS string). */
function inlineSvg(text: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${text.length * 7 + 4}" height="14"><text x="2" y="11" font-family="sans-serif" font-size="11" fill="#555">${text}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

if (require.main === module) {
  try {
    buildApiDocs();
    process.stdout.write(`wrote ${relative(ROOT, API_DOCS)} (${Math.round(statSync(API_DOCS).size / 1024)} KiB) from ${relative(ROOT, API_DOCUMENT)}\n`);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
