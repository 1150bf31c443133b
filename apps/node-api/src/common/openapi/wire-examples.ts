/**
 * The values the published document's examples are made of (`@ApiProperty({ example })` in the
 * DTOs), one consistent regtest world: this node, one peer, one contract, one payment. They are
 * real encodings, not placeholders: the keys are SHA-256 of fixed labels, the BOLT11 and RGB
 * Lightning invoices are signed by the payee's key, the BOLT12 offer, refund and invoice read
 * back through LDK 0.1, the addresses and descriptor are derived from a fixed mnemonic as the
 * wallets derive them, the contract id and blinded seal are Baid64 as rgb-lib writes them.
 */
export const EXAMPLE = {
  /** This node's id (the payee of the invoices it creates). */
  nodeId: '0330fd47ec54382455ef3c58ff9b8dcd70203857c3fb15a20b74152e3b85abdfae',
  /** A peer's node id (the payee of the invoices this node pays). */
  peerNodeId: '02c2c2553402b1187693356b9c70ae486439bc013392aefd02f91abaf4966b6593',
  peerAddress: '203.0.113.7:9735',
  /** Regtest block 120. */
  blockHash: '9044d1bc27f5b93882e9059fef0f9db0dad80ee4eb7ab03c43d7146c430ccd68',
  /** Txids: a channel funding, a carrier funding, an RGB send, a sweep, a commitment. */
  fundingTxid: '46dfb9315bbebdadf33eae5864650f8b7d40d4f817073242890d019afcaba646',
  carrierTxid: '5ed14fdfe7c4e47600051a4ee2838b1cbd50a41d4095162ed156c607dc700c9d',
  sendTxid: '8a5832142cd9ac9aa050172d46ba4efdc2fa1009e919f083b3b0d8aa9933ff3a',
  sweepTxid: 'd00a1f8b7d1240ac19d7a086ded18259c0f1c5e4d21e2e4d70b1915599264092',
  commitmentTxid: '07b7853e87d95d9c823294231f89b880f99be2fe04b3b7e531f9bc6e4dcaea22',
  channelId: '69e36568cd8b4659389b9fcfbe1167547f6421e78168bfb439dada2ffddb0146',
  /** u128 as a decimal string. */
  userChannelId: '149117180601118507292799559808671527431',
  /** Block 120, transaction 1, output 0. */
  shortChannelId: '131941395398656',
  /** SHA-256(preimage) = paymentHash; the BOLT11 payment id is the payment hash. */
  preimage: '107661134f21fc7c02223d50ab9eb3600bc3ffc3712423a1e47bb1f9a9dbf55f',
  paymentHash: '6c60f404f8167a38fc70eaf8aa17ac351023bef86bcb9d1086a19afe95bd5333',
  /** The preimage and hash of the peer's invoices (what this node pays). */
  peerPreimage: '0c9e537d31ac63a4f3c09543688b333e7e3ebd85a34bb8229d77e94c63d5ced1',
  peerPaymentHash: '53bfb4d81de4015f66b36cc49fdf88a2a95338a69b8a4874ce54c1a8379d2fff',
  /** A BOLT11 invoice of this node: 1000 sat, "coffee", expiry 3600 s. */
  invoice: 'lnbcrt10u1p5jjccqpp5d3s0gp8czear3lrsatu259avx5gz80hcd09e6yyx5xd0a9da2vessp5hrhs0k0wpfdpafms2npg9cn5f8mef0ne5x6xhvj4l45qq2vkyn8sdq2vdhkven9v5xqrrsscqpc9qyysgq3j0x42525782r0lh6332retfzpx2xg3a6mvvpfxd6mnkg7f5nxmsdkspvce4u6e6fk6e2ndslyr67rxwlypqavg4f57trfyqrqzcgvsqs4pfd2',
  /** The same terms from the peer: the invoice this node pays or decodes. */
  peerInvoice: 'lnbcrt10u1p5jjccqpp52wlmfkqausq47e4ndnzflhug5254xw9xnw9ysaxw2nq6sdua9llssp5hqa33e790p5tdvj92xtvraaky77rmrddj2cq2uxfw7uvxge5rh4sdq2vdhkven9v5xqrrsscqpc9qyysgqeqrky05tmd53hnn9l8dt80k4yg4e7fm6m5au7tlsy7m6wsyscrt5npv4j34t2mr6yzlshfna6vryvhfpsnh5heu3dft90mlxads44ssqldtava',
  /**
   * A variable-amount invoice (no amount: the payer names it) with the peer invoice's terms,
   * signed by the key SHA-256("rln openapi example: a payee of variable-amount invoices").
   */
  variableInvoice: 'lnbcrt1p5jjccqpp52wlmfkqausq47e4ndnzflhug5254xw9xnw9ysaxw2nq6sdua9llssp5hqa33e790p5tdvj92xtvraaky77rmrddj2cq2uxfw7uvxge5rh4sdq2vdhkven9v5xqrrsscqpc9qyysgq7l2j3dpsj3d5ey5p0svzuu08kqwtzcu64uatthvhvjfmc9ly7sp3svs7ppqcmw9rjcs4x0pppuade88xdk0y8kg3g9p7sxrquanqnpspg89vzr',
  variableInvoicePayee: '02ede9d9752a497550e72a2311116127acfe309ef721c4f8bb8fc54215910701f7',
  /** An RGB Lightning invoice of this node: 10 units of the contract over a 3000 sat carrier. */
  rgbLnInvoice: 'lnbcrt30u1p5jjccqpp5d3s0gp8czear3lrsatu259avx5gz80hcd09e6yyx5xd0a9da2vessp5hrhs0k0wpfdpafms2npg9cn5f8mef0ne5x6xhvj4l45qq2vkyn8sdqsw3jkugr5da4k2mnnxqrrsscqpc9qyysgq7qp2lz5wfnkywn6f9xksvt2v33j6564xpz4qwfs94p4j5zfvfm57ttc2ge8x7txvykhyar7dd985cedxpm4zcn9fsuqc7uhryz22wmuead6sq5ucfxn08np9c3pv2se42fr8kfu2twxn8zrnrqruvwlq3n65ph7t37whltelt9s977x9895jf0c2l5muz8ns3qpm38pnw',
  /** The same from the peer. */
  peerRgbLnInvoice: 'lnbcrt30u1p5jjccqpp52wlmfkqausq47e4ndnzflhug5254xw9xnw9ysaxw2nq6sdua9llssp5hqa33e790p5tdvj92xtvraaky77rmrddj2cq2uxfw7uvxge5rh4sdqsw3jkugr5da4k2mnnxqrrsscqpc9qyysgq7qp2lz5wfnkywn6f9xksvt2v33j6564xpz4qwfs94p4j5zfvfm57ttc2ge8x7txvykhyar7dd985cedxpm4zcn9fsuqw9e5f5lnft2tp3r6jas3k6c2gfcwv5s5z32y4vl4fh2978p7kkvxfvvtfl26s7t0fup73lq3xhp3h2pxspu0qeykfufe2ej4yeferxcpnxuu0w',
  /** A BOLT12 offer (1000 sat, "coffee", one blinded path through the peer). */
  offer: 'lno1qgsqvgnwgcg35z6ee2h3yczraddm72xrfua9uve2rlrm9deu7xyfzrcgqv85ysq2qe3k7enxv4jsuprf99c3qyxlqtpvy4f5q2c3sa5nx44ecu9wfpjrn0qpxwf2algzlydt4aykddjexq4hp4xcvdhm7k5jacj7kc0nqu26s80cfj277pum38wg468dkznw65pqyx6z2hrzn52atvddmsgseeurwxnd8m55j2p6rtj59kjk242256t5qqec3gwpx88c8ypxv99e7radl2tvrauhaxj0nu2e335r8x0sx67kcmeqyuedn79dhk9mqah3lvf44j5xvc3agq5fn6ftnxgh9v0uzn3f44y8fvg274w0grpcg0s5l3dl2tqkmnwlw5qz88nfzkfp6jhn2lz7fsde9lm4xe4yrdun2u409jqkmjavmzc7s0lrgkpms93pq20k54mmdn7yhd0j6nx3ephn6qdfgpak9t4r898s0e7p8m5m846y5',
  offerId: '1febd2534fd935a7fb4638f6d36b6ea8522680a90a6710becf6d2de0750a49f2',
  offerSigningPubkey: '029f6a577b6cfc4bb5f2d4cd1c86f3d01a9407b62aea3394f07e7c13ee9b3d744a',
  /** A BOLT12 refund of 1000 sat, and the invoice answering it (text and TLV hex). */
  refund: 'lnr1qqs02qqhtgqur6lyj6mpmqdwhf9050aad3xjv4hdjca2s9umlcqchhc2qq8qg6ffwyg9qgqxyfhyvyg6pdvu4tcjvpp7kkal9rp57wj7xv4pl3ajku70rzy3pafqxr6zgptqzq2cyyp4t09z5v2qadgvud783dwvqw2lre2vwv4rp499j2deslg8kkkakxjep4ex2ar4wfhx2epqd96x2m26mupv9sj4xsptzxrkjv6kh8rs4eyxgwduqyee9thaqtu34wh5je4ktycztld4r6u4p3ac70fx7kgqusrs359yfn0dvy69tzwjqj3kj3gkr82syq65cnq6vpuwsry7xq2vmgnz7h4309hzj7xrymg7m70ezm836l5r85qrxqdky0r882euu6x6cqpcpwexqmdq9er46e84d0v8fl7zkjv4ffkdx2y9cfudj5xxdcttqzhhklq8c7el96srvlun3xkxu3pe3e8zdw7rd5eps63wrqpuer9yy8x4n2z6x6m24unqqgcj39z07muxj3cls6faj2a36q47xnlwqzmg4rwpgrd8a3etkawpwyq2kqg',
  refundPayerId: '0355bca2a3140eb50ce37c78b5cc0395f1e54c732a30d4a5929b987d07b5addb1a',
  bolt12Invoice: 'lni1qqs02qqhtgqur6lyj6mpmqdwhf9050aad3xjv4hdjca2s9umlcqchhc2qq8qg6ffwyg9qgqxyfhyvyg6pdvu4tcjvpp7kkal9rp57wj7xv4pl3ajku70rzy3pafqxr6zgptqzq2cyyp4t09z5v2qadgvud783dwvqw2lre2vwv4rp499j2deslg8kkkakxjep4ex2ar4wfhx2epqd96x2m26mupv9sj4xsptzxrkjv6kh8rs4eyxgwduqyee9thaqtu34wh5je4ktycztld4r6u4p3ac70fx7kgqusrs359yfn0dvy69tzwjqj3kj3gkr82syq65cnq6vpuwsry7xq2vmgnz7h4309hzj7xrymg7m70ezm836l5r85qrxqdky0r882euu6x6cqpcpwexqmdq9er46e84d0v8fl7zkjv4ffkdx2y9cfudj5xxdcttqzhhklq8c7el96srvlun3xkxu3pe3e8zdw7rd5eps63wrqpuer9yy8x4n2z6x6m24unqqgcj39z07muxj3cls6faj2a36q47xnlwqzmg4rwpgrd8a3etkawpwyq2kqdqa5pv9sj4xsptzxrkjv6kh8rs4eyxgwduqyee9thaqtu34wh5je4ktyczksqtcl4pc93wt0w6p7927249wv0lzeueqf3jt2y4gduje6pjlmwqyq6aesmkgk2tk70el3m5u5ufjayuvsxy99lthcqmtc0x0vr2kqjttgqrxr9s0v22lrqv83pn02ypegrelrd5fxaw6axek3j8qld3j4ejg6vfazmj5674henflffgtws8paenvgrlqggzkd7e25xxtzd3ktk9pqvhkc7skhp4w2ytszjxgeywejpnks0l345sqvfklg3dp3ypshswm00frc5vvsan46e5emum99458ysdwuuzp7vpqmskg6jey84wvcc80katvpwdekt5ngsuqqqq86qqqqqxgqp2qqqqqqqqqqqqzqqqqqqqte57cqqqpfqydy5kx09xqgwzp2pqd3s0gp8czear3lrsatu259avx5gz80hcd09e6yyx5xd0a9da2ve65qc0gfqtqggrxfax8um4n7wek5dthnqe6zgrellua2xcu8rqu7zdmcgdn0l4r4ulqs8j2de6cj0xzred3aa36all58k2nx70vpjtrs97tlfyzdng2zxx3gvs8vuc702kshplt56d02qeddgrd08j95aqpnsyzw33fet3ez5mu',
  bolt12InvoiceHex: '0020f500175a01c1ebe496b61d81aeba4afa3fbd6c4d2656ed963aa8179bfe018bdf0a000e0469297110502006226e46111a0b59caaf126043eb5bbf28c34f3a5e332a1fc7b2b73cf188910f52030f424056010158210355bca2a3140eb50ce37c78b5cc0395f1e54c732a30d4a5929b987d07b5addb1a590d72657475726e6564206974656d5adf02c2c2553402b1187693356b9c70ae486439bc013392aefd02f91abaf4966b6593025fdb51eb950c7b8f3d26f5900e40708d0a44cded61345589d204a369451619d5020354c4c1a6078e80c9e3014cda262f5eb1796e2978c326d1edf9f916cf1d7e833d003301b623c673ab3ce68dac00380bb2606da02e475d64f56bd874ffc2b49954a6cd32885c278d950c66e16b00af7b7c07c7b3f2ea0367f9389ac6e44398e4e26bbc36d32186a2e1803cc8ca421cd59a85a36b6aaf260023128944ff6f869471f8693d92bb1d02be34fee00b68a8dc140da7ec72bb75c17100ab01a0ed02c2c2553402b1187693356b9c70ae486439bc013392aefd02f91abaf4966b659302b400bc7ea1c162e5bdda0f8aaf2aa5731ff16799026325a89543792ce832fedc02035dcc3764594bb79f9fc774e53899749c640c4297ebbe01b5e1e67b06ab024b5a00330cb07b14af8c0c3c4337a881ca079f8db449baed74d9b464707db19573246989e8b72a6bd5be669fa5285ba070f7336207f02102b37d9550c6589b1b2ec508197b63d0b5c357288b80a464648ecc833b41ff8d69003136fa22d0c48185e0edbde91e28c643b3aeb34cef9b296b43920d773820f98106e1646a5921eae663077dbab605cdcd9749a21c000003e800000064002a00000000000000010000000005e69ec00000a4046929633ca6021c20a8206c60f404f8167a38fc70eaf8aa17ac351023bef86bcb9d1086a19afe95bd5333aa030f4240b02103327a63f3759f9d9b51abbcc19d0903cfffcea8d8e1c60e784dde10d9bff51d79f040f25373ac49e610f2d8f7b1d77ffa1eca99bcf6064b1c0be5fd2413668508c68a1903b398f3d5685c3f5d34d7a8196b5036bcf22d3a00ce0413a314e571c8a9be',
  /** Regtest's genesis block hash as LDK prints a chain hash (byte order as stored). */
  chainHash: '06226e46111a0b59caaf126043eb5bbf28c34f3a5e332a1fc7b2b73cf188910f',
  /** Plain wallet (BIP84) addresses. */
  address: 'bcrt1q4x8q77anzyze4tk87yvrv7q7nx89n482q9v90a',
  address2: 'bcrt1qw4kuvvuh2cxmq0xfcgr3dxxgm7gu5qh4u0gz2r',
  changeAddress: 'bcrt1q5pwwfgr283phstzmj7p2xrxxrahjqv0y4d2drh',
  /** RGB wallet (BIP86, rgb-lib's colored keychain) addresses, descriptor and key origin. */
  rgbAddress: 'bcrt1pwtazasthzrdrvx9m9n3cjeg8pcytv4nn9ketl2qmwplw559tm8xs676703',
  rgbAddress2: 'bcrt1pancrxwe9u7jvhmpxgxy0hf8f6d0sdx3jhn0akjytsskm7927pqqq22js26',
  rgbFingerprint: '3f832ffb',
  rgbXpub: 'tpubDCEAqFbHXCDmSFcVJab8TkBzp8FF4UDkCZvecFSuqPn1WF78M4gtKfkyNYC8BQtY1uK3UiBEYAsFrqjs94FRjZHv35iXGxiPvB3WMM3WC4h',
  rgbDescriptor: "tr([3f832ffb/86'/827167'/0']tpubDCEAqFbHXCDmSFcVJab8TkBzp8FF4UDkCZvecFSuqPn1WF78M4gtKfkyNYC8BQtY1uK3UiBEYAsFrqjs94FRjZHv35iXGxiPvB3WMM3WC4h/0/*)",
  /** A BIP137 signature of signedMessage by the key at signingPath. */
  signedMessage: 'I control this RGB wallet',
  messageSignature: 'IO2vZVFoyBnQOIsFo7mFNEtMma2088giC7+Z7HuD4b/XBp+S7BXNs6KInOXb4KuigU5yN74FPwpAsxw1dDIkMxU=',
  signingPubkey: '02523c10fc031e5379086ea1db6063a1904645bc89495edddbea8069107acdf4a4',
  signingPath: "m/86'/827167'/0'/0/0",
  messageDigest: '77e8f76ab803c8ce0bf51e49658e7a48a3b0531add9cbc71741efeb0c4aeb942',
  /** The interface's contract id, and rgb-lib's form of the same id. */
  contractId: 'contract:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8',
  rgbContractId: 'rgb:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8',
  /** A blinded seal of this node (an invoice's recipient id, the inbound transfer's id). */
  recipientId: 'bcrt:utxob:8b7_72l7-l9AsjA8-_g4yrXF-GbGzErt-8N5XSCF-bnQGwDZ-BIiKz',
  /** rgb-lib's on-chain invoice for 100 units to that seal, with this node's RGB proxy as transport. */
  rgbInvoice: 'rgb:zIMh1jdc-SU0EP90-CYPIbwO-xR2syfa-rt~kJzc-0wQbeL8/RWhwUfTMpuP2Zfx1~j4nswCANGeJrYOqDcKelaMV4zU/BF/bcrt:utxob:8b7_72l7-l9AsjA8-_g4yrXF-GbGzErt-8N5XSCF-bnQGwDZ-BIiKz?assignment_name=assetOwner&expiry=1764406400&endpoints=rpc://127.0.0.1:3001/api/v1/rgb/proxy',
  /** SHA-256 of a consignment. */
  consignmentKey: '580f3cccb40b9f641e6e2e2640e7276db8cbb55c5993a974bb1ee95ae19a3309',
  /** Unix seconds: now, an hour later, a day later. */
  now: '1764320000',
  inAnHour: '1764323600',
  inADay: '1764406400',
} as const;
