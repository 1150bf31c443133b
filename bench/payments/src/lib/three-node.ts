import type { Lnd, LndHopHint } from '@rln/lnd';
import { databaseOf, fundOurNode, mineUntil, nodeVersion, openOurChannel, startOurNodes, stopOurNodes, until, usableChannels, type ChainEnv, type OurNode } from './our-node';
import { fundLnd, mineUntilLndRoutable, openLndChannel, OurPath, payWithLnd, startLnds, type OurSetOptions, type PaymentPath } from './pairs';

/*
 * alice → bob → carol, bob forwarding. Both channels are unannounced: a public channel needs 6
 * confirmations and then gossip (LND trickles announcements every 90 s by default) before
 * alice's graph knows bob→carol. Instead carol's invoices carry a route hint for bob→carol,
 * and alice routes over her own channel to bob and that hint. LDK adds the hint by itself for
 * a private channel whose counterparty policy it knows; LND adds hints only when the
 * counterparty is a public node, so carol's hint is built from her graph and given explicitly.
 */

const PROBE_AMOUNT_MSAT = 1_000n;

/** Pays fresh invoices until one goes through: the hint needs bob's channel_update at carol. */
async function untilRouted(path: PaymentPath): Promise<void> {
  await until(`${path.label}: a first payment routed across bob`, async () => {
    await path.pay(await path.invoice(PROBE_AMOUNT_MSAT, 'route probe'));
    return true;
  });
}

export class OurThreeNodes extends OurPath {
  static async start(env: ChainEnv, options: Omit<OurSetOptions, 'profileDir'>): Promise<OurThreeNodes> {
    const names = ['alice', 'bob', 'carol'];
    const nodes = await startOurNodes(env, options.setName, names.map((name, i) => ({ name, databaseUrl: options.databaseUrls?.[i] })));
    try {
      const [alice, bob, carol] = nodes;
      await fundOurNode(env, alice, options.channelSats + 200_000n);
      await fundOurNode(env, bob, options.channelSats + 200_000n);
      await openOurChannel(alice, bob, options.channelSats);
      await openOurChannel(bob, carol, options.channelSats);
      const usable = async (n: OurNode) => (await usableChannels(n)).length;
      await mineUntil(env, 'alice→bob and bob→carol usable on every side', async () => (await usable(alice)) === 1 && (await usable(bob)) === 2 && (await usable(carol)) === 1, 2_000);
      const set = new OurThreeNodes(`ours (${databaseOf(alice)}), alice → bob → carol`, await nodeVersion(alice), options.externalDatabase, nodes);
      await untilRouted(set);
      return set;
    } catch (err) {
      await stopOurNodes(nodes);
      throw err;
    }
  }
}

export class LndThreeNodes implements PaymentPath {
  readonly label = 'LND, alice → bob → carol';

  private hopHint: LndHopHint | undefined;

  private constructor(
    private readonly nodes: readonly [Lnd, Lnd, Lnd],
    readonly version: string,
  ) {}

  static async start(env: ChainEnv, options: { channelSats: bigint }): Promise<LndThreeNodes> {
    const [alice, bob, carol] = await startLnds(env, ['alice3', 'bob3', 'carol3']);
    const set = new LndThreeNodes([alice, bob, carol], (await alice.getInfo()).version);
    try {
      await fundLnd(env, alice, options.channelSats + 200_000n);
      await fundLnd(env, bob, options.channelSats + 200_000n);
      const aliceBob = await openLndChannel(alice, bob, options.channelSats);
      const bobCarol = await openLndChannel(bob, carol, options.channelSats);
      await mineUntilLndRoutable(env, alice, [[alice, aliceBob], [bob, aliceBob], [bob, bobCarol], [carol, bobCarol]]);
      set.hopHint = await until("bob's policy for bob→carol known at carol", () => carol.hopHintFor(bobCarol));
      await untilRouted(set);
      return set;
    } catch (err) {
      await set.stop();
      throw err;
    }
  }

  pids(): number[] {
    return this.nodes.map((n) => n.pid);
  }

  async invoice(amountMsat: bigint, memo: string): Promise<string> {
    return (await this.nodes[2].addInvoice({ amountMsat, memo, expirySecs: 86_400, hopHints: this.hopHint ? [this.hopHint] : [] })).paymentRequest;
  }

  pay(invoice: string): Promise<void> {
    return payWithLnd(this.nodes[0], invoice);
  }

  async stop(): Promise<void> {
    for (const n of this.nodes) await n.stop().catch(() => undefined);
  }
}
