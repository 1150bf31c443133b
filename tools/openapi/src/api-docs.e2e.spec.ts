import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { Btcd, Faucet, freePort } from '@rln/regtest';
import { NodeProcess } from '@rln/sandbox';
import { createTestDatabase } from '@rln/testing';
import { API_DOCUMENT, buildApiDocs } from './build-api-docs';

/** Debian's chromium (tools/setup/ensure-prereqs.sh installs it for the test profile). */
const CHROMIUM = process.env['RLN_CHROMIUM'] ?? '/usr/bin/chromium';

interface Operation {
  tags?: string[];
  requestBody?: { content: Record<string, { example?: unknown }> };
  responses: Record<string, { content?: Record<string, { example?: unknown }> }>;
}
const document = JSON.parse(readFileSync(API_DOCUMENT, 'utf8')) as { paths: Record<string, Record<string, Operation>> };
const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
/** Every tag an operation carries, in the document's order. */
const TAGS = [...new Set(operations.flatMap((operation) => operation.tags ?? []))];
const PAY = document.paths['/api/v1/bolt11/pay'].post;

jest.setTimeout(180_000);

/**
 * The two renderings of the node's OpenAPI document in headless Chromium: the static reference
 * (Redoc, `npm run docs:api`) read from disk with the network refused, and Swagger UI as a real
 * node serves it at /docs. Each must show every tag; Redoc must show an operation's request and
 * response samples, which are the document's own examples.
 */
describe('the API documentation in a browser', () => {
  const work = mkdtempSync(join(tmpdir(), 'rln-api-docs-'));
  let browser: Browser;
  let btcd: Btcd | undefined;
  let node: NodeProcess | undefined;
  let database: { url: string; drop(): Promise<void> } | undefined;

  beforeAll(async () => {
    browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  });

  afterAll(async () => {
    // Each step even when one before it fails: a browser that will not close must not leave the node running.
    for (const step of [() => browser?.close(), () => node?.stop(), () => btcd?.stop(), () => database?.drop()]) await Promise.resolve().then(step).catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
  });

  describe('the static reference (docs/api, Redoc)', () => {
    let page: Page;
    let offsite: string[];
    let pageErrors: string[];

    beforeAll(async () => {
      const output = join(work, 'api', 'index.html');
      buildApiDocs(API_DOCUMENT, output);
      ({ page, offsite, pageErrors } = await offlinePage(browser));
      await page.goto(`${pathToFileURL(output).href}#/bolt11/bolt11controller_pay`, { waitUntil: 'load' });
      // The static page already holds the menu's markup; code blocks exist only once Redoc's script ran.
      await page.waitForSelector('[data-component-name="CodeBlock/CodeBlock"]');
    });

    it('lists every tag of the document in its navigation, having fetched nothing from the network', async () => {
      // An open item holds its operations' items: each item's own label is its text without theirs.
      const items = await page.$$eval('[data-component-name="Menu/MenuItem"]', (elements) =>
        elements.map((element) => {
          const label = element.cloneNode(true) as typeof element;
          label.querySelectorAll('[data-component-name="Menu/MenuItem"]').forEach((nested: { remove(): void }) => nested.remove());
          return label.textContent?.trim() ?? '';
        }),
      );
      expect(TAGS.length).toBeGreaterThan(10);
      expect(TAGS.filter((tag) => !items.includes(tag))).toEqual([]);
      expect(offsite).toEqual([]);
      expect(pageErrors).toEqual([]);
    });

    it("shows an operation's request and response samples: the document's examples", async () => {
      await page.waitForSelector('[data-component-name="CodeBlock/CodeBlock"]');
      const parsed = jsonOf(await page.$$eval('[data-component-name="CodeBlock/CodeBlock"]', (elements) => elements.map((element) => element.textContent ?? '')));
      const request = PAY.requestBody?.content['application/json'].example;
      const response = PAY.responses['200'].content?.['application/json'].example;
      expect(request).toMatchObject({ invoice: expect.stringMatching(/^lnbcrt/) });
      expect(response).toMatchObject({ preimage: expect.stringMatching(/^[0-9a-f]{64}$/) });
      expect(parsed).toContainEqual(request);
      expect(parsed).toContainEqual(response);
    });
  });

  describe('Swagger UI at /docs of a running node', () => {
    let page: Page;
    let offsite: string[];
    let pageErrors: string[];

    beforeAll(async () => {
      btcd = await Btcd.start({ dataDir: join(work, 'btcd'), miningAddress: Faucet.address });
      database = await createTestDatabase();
      node = new NodeProcess({
        name: 'docs',
        dataDir: join(work, 'node'),
        httpPort: await freePort(),
        p2pPort: await freePort(),
        bitcoindRpc: btcd.rpc,
        databaseUrl: database.url,
      });
      await node.start();
      ({ page, offsite, pageErrors } = await offlinePage(browser, node.baseUrl));
      await page.goto(`${node.baseUrl}/docs`, { waitUntil: 'load' });
      await page.waitForSelector('.opblock-tag-section');
    });

    it('shows every tag of the document as a section, having fetched nothing from elsewhere', async () => {
      const sections = await page.$$eval('.opblock-tag-section .opblock-tag', (elements) => elements.map((element) => element.getAttribute('data-tag') ?? ''));
      expect(TAGS.filter((tag) => !sections.includes(tag))).toEqual([]);
      expect(offsite).toEqual([]);
      expect(pageErrors).toEqual([]);
    });

    it('shows the same request and response samples as the reference', async () => {
      await page.click('#operations-BOLT11-Bolt11Controller_pay .opblock-summary-control');
      await page.waitForSelector('#operations-BOLT11-Bolt11Controller_pay .opblock-body .microlight');
      const samples = await page.$$eval('#operations-BOLT11-Bolt11Controller_pay .opblock-body .microlight', (elements) => elements.map((element) => element.textContent ?? ''));
      expect(jsonOf(samples)).toContainEqual(PAY.requestBody?.content['application/json'].example);
      expect(jsonOf(samples)).toContainEqual(PAY.responses['200'].content?.['application/json'].example);
      expect(offsite).toEqual([]);
    });
  });
});

/** A page that may read files and `origin` but nothing else: each refused request is recorded, and each script error. */
async function offlinePage(browser: Browser, origin?: string): Promise<{ page: Page; offsite: string[]; pageErrors: string[] }> {
  const page = await browser.newPage();
  const offsite: string[] = [];
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('file:') || url.startsWith('data:') || (origin !== undefined && url.startsWith(`${origin}/`))) return void request.continue();
    offsite.push(url);
    void request.abort();
  });
  return { page, offsite, pageErrors };
}

/** The samples that are JSON, parsed. */
function jsonOf(texts: string[]): unknown[] {
  return texts.flatMap((text) => {
    try {
      return [JSON.parse(text) as unknown];
    } catch {
      return [];
    }
  });
}
