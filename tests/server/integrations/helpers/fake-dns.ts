// A real DNS server on 127.0.0.1 (UDP) answering TXT queries from a table, so domain verification goes
// through node:dns exactly as in production (point DNS_SERVERS at it).
import dgram from 'node:dgram';
import type { AddressInfo } from 'node:net';

export interface FakeDns {
  server: string;
  txt: Map<string, string[]>;
  queries: string[];
  close(): Promise<void>;
}

function readName(msg: Buffer, offset: number): { name: string; end: number } {
  const labels: string[] = [];
  let i = offset;
  while (msg[i] !== 0) {
    const len = msg[i];
    labels.push(msg.subarray(i + 1, i + 1 + len).toString('ascii'));
    i += len + 1;
  }
  return { name: labels.join('.').toLowerCase(), end: i + 1 };
}

function answer(query: Buffer, txt: Map<string, string[]>, log: string[]): Buffer {
  const { name, end } = readName(query, 12);
  const qtype = query.readUInt16BE(end);
  log.push(name);
  const question = query.subarray(12, end + 4);
  const records = qtype === 16 ? (txt.get(name) ?? []) : [];
  const rrs = records.map((value) => {
    const data = Buffer.from(value, 'utf8');
    const rdata = Buffer.concat([Buffer.from([data.length]), data]);
    const head = Buffer.alloc(12);
    head.writeUInt16BE(0xc00c, 0); // pointer to the question name
    head.writeUInt16BE(16, 2); // TXT
    head.writeUInt16BE(1, 4); // IN
    head.writeUInt32BE(60, 6);
    head.writeUInt16BE(rdata.length, 10);
    return Buffer.concat([head, rdata]);
  });
  const header = Buffer.alloc(12);
  header.writeUInt16BE(query.readUInt16BE(0), 0);
  const known = [...txt.keys()].some((k) => k === name);
  header.writeUInt16BE(0x8180 | (known ? 0 : 3), 2); // response, RD+RA, NXDOMAIN when unknown
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(rrs.length, 6);
  return Buffer.concat([header, question, ...rrs]);
}

export async function startFakeDns(): Promise<FakeDns> {
  const sock = dgram.createSocket('udp4');
  const txt = new Map<string, string[]>();
  const queries: string[] = [];
  sock.on('message', (msg, rinfo) => {
    try {
      sock.send(answer(msg, txt, queries), rinfo.port, rinfo.address);
    } catch {
      // A malformed query gets no answer, like a real server under garbage.
    }
  });
  await new Promise<void>((r) => sock.bind(0, '127.0.0.1', r));
  const { port } = sock.address() as AddressInfo;
  return { server: `127.0.0.1:${port}`, txt, queries, close: () => new Promise((r) => sock.close(() => r())) };
}
