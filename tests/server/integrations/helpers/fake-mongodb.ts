// A local MongoDB server speaking the real wire protocol (no MongoDB in Debian's packages): the
// handshake in OP_QUERY and OP_REPLY, then OP_MSG; SCRAM-SHA-256 sign-in (RFC 7677) against one user;
// listCollections and find over in-memory collections; it can name another server as its replica set's
// primary, to test where the driver is let to connect. Every command it received is kept.
import { createHash, createHmac, pbkdf2Sync, randomBytes, timingSafeEqual } from 'node:crypto';
import net from 'node:net';
import { BSON, type Document } from 'mongodb';

const OP_REPLY = 1;
const OP_QUERY = 2004;
const OP_MSG = 2013;

export interface FakeMongo {
  port: number;
  hostPort: string;
  url(user?: string, password?: string, db?: string): string;
  collections: Map<string, Document[]>;
  commands: Document[];
  /** When set, this server answers as a secondary of replica set rs0 whose primary is this host:port,
   *  which the driver must then reach for any read. */
  primaryElsewhere: string | null;
  close(): Promise<void>;
}

const H = (b: Buffer) => createHash('sha256').update(b).digest();
const hmac = (key: Buffer, s: string) => createHmac('sha256', key).update(s).digest();
const xor = (a: Buffer, b: Buffer) => Buffer.from(a.map((x, i) => x ^ b[i]!));

function message(responseTo: number, opCode: number, body: Buffer): Buffer {
  const head = Buffer.alloc(16);
  head.writeInt32LE(16 + body.length, 0);
  head.writeInt32LE(randomBytes(3).readUIntLE(0, 3), 4);
  head.writeInt32LE(responseTo, 8);
  head.writeInt32LE(opCode, 12);
  return Buffer.concat([head, body]);
}

function opReply(responseTo: number, doc: Document): Buffer {
  const fixed = Buffer.alloc(20); // responseFlags, cursorID (8), startingFrom, numberReturned
  fixed.writeInt32LE(1, 16);
  return message(responseTo, OP_REPLY, Buffer.concat([fixed, BSON.serialize(doc)]));
}

function opMsg(responseTo: number, doc: Document): Buffer {
  return message(responseTo, OP_MSG, Buffer.concat([Buffer.alloc(4), Buffer.from([0]), BSON.serialize(doc)]));
}

/** The command document of an OP_QUERY or OP_MSG body (OP_MSG document sequences merged in). */
function commandOf(opCode: number, body: Buffer): Document {
  if (opCode === OP_QUERY) {
    const nameEnd = body.indexOf(0, 4);
    return BSON.deserialize(body.subarray(nameEnd + 9));
  }
  let i = 4;
  let doc: Document = {};
  while (i < body.length) {
    const kind = body[i++];
    const size = body.readInt32LE(i);
    if (kind === 0) doc = { ...BSON.deserialize(body.subarray(i, i + size)), ...doc };
    else {
      const idEnd = body.indexOf(0, i + 4);
      const id = body.subarray(i + 4, idEnd).toString();
      const docs: Document[] = [];
      for (let j = idEnd + 1; j < i + size; ) {
        const n = body.readInt32LE(j);
        docs.push(BSON.deserialize(body.subarray(j, j + n)));
        j += n;
      }
      doc[id] = docs;
    }
    i += size;
  }
  return doc;
}

export async function startFakeMongo(user: string, password: string): Promise<FakeMongo> {
  const salt = randomBytes(16);
  const iterations = 4096;
  const salted = pbkdf2Sync(password, salt, iterations, 32, 'sha256');
  const storedKey = H(hmac(salted, 'Client Key'));
  const serverKey = hmac(salted, 'Server Key');
  const sockets = new Set<net.Socket>();
  let connectionId = 0;

  const fake: FakeMongo = {
    port: 0,
    hostPort: '',
    url: (u = user, p = password, db = 'shop') => `mongodb://${encodeURIComponent(u)}:${encodeURIComponent(p)}@${fake.hostPort}/${db}?authSource=admin`,
    collections: new Map(),
    commands: [],
    primaryElsewhere: null,
    close: () => new Promise((r) => (sockets.forEach((s) => s.destroy()), server.close(() => r()))),
  };

  function handle(cmd: Document, conv: { first?: string; serverFirst?: string; authed: boolean }): Document {
    const name = Object.keys(cmd)[0]!;
    if (name === 'hello' || name.toLowerCase() === 'ismaster') {
      return {
        helloOk: true, isWritablePrimary: !fake.primaryElsewhere, ismaster: !fake.primaryElsewhere,
        ...(fake.primaryElsewhere && { secondary: true, setName: 'rs0', hosts: [fake.hostPort, fake.primaryElsewhere], primary: fake.primaryElsewhere, me: fake.hostPort }),
        maxBsonObjectSize: 16777216, maxMessageSizeBytes: 48000000, maxWriteBatchSize: 100000,
        localTime: new Date(), logicalSessionTimeoutMinutes: 30, connectionId: ++connectionId,
        minWireVersion: 0, maxWireVersion: 21, readOnly: false, saslSupportedMechs: ['SCRAM-SHA-256'], ok: 1,
      };
    }
    if (name === 'saslStart') {
      const first = Buffer.from(cmd.payload.buffer).toString();
      conv.first = first.replace(/^n,,/, '');
      const nonce = /r=([^,]+)/.exec(first)![1]! + randomBytes(18).toString('base64');
      conv.serverFirst = `r=${nonce},s=${salt.toString('base64')},i=${iterations}`;
      return { conversationId: 1, done: false, payload: new BSON.Binary(Buffer.from(conv.serverFirst)), ok: 1 };
    }
    if (name === 'saslContinue') {
      const final = Buffer.from(cmd.payload.buffer).toString();
      const withoutProof = final.replace(/,p=[^,]+$/, '');
      const proof = Buffer.from(/,p=([^,]+)$/.exec(final)?.[1] ?? '', 'base64');
      const auth = `${conv.first},${conv.serverFirst},${withoutProof}`;
      const clientKey = proof.length === 32 ? xor(proof, hmac(storedKey, auth)) : Buffer.alloc(32);
      if (!conv.first?.startsWith(`n=${user},`) || !timingSafeEqual(H(clientKey), storedKey)) {
        return { ok: 0, errmsg: 'Authentication failed.', code: 18, codeName: 'AuthenticationFailed' };
      }
      conv.authed = true;
      return { conversationId: 1, done: true, payload: new BSON.Binary(Buffer.from(`v=${hmac(serverKey, auth).toString('base64')}`)), ok: 1 };
    }
    if (name === 'ping' || name === 'endSessions') return { ok: 1 };
    if (!conv.authed) return { ok: 0, errmsg: `Command ${name} requires authentication`, code: 13, codeName: 'Unauthorized' };
    const db = cmd.$db as string;
    if (name === 'listCollections') {
      const firstBatch = [...fake.collections.keys()].filter((k) => k.startsWith(`${db}.`)).map((k) => ({ name: k.slice(db.length + 1), type: 'collection' }));
      return { cursor: { id: BSON.Long.ZERO, ns: `${db}.$cmd.listCollections`, firstBatch }, ok: 1 };
    }
    if (name === 'find') {
      const docs = fake.collections.get(`${db}.${cmd.find}`) ?? [];
      return { cursor: { id: BSON.Long.ZERO, ns: `${db}.${cmd.find}`, firstBatch: docs.slice(0, Number(cmd.limit ?? docs.length)) }, ok: 1 };
    }
    return { ok: 0, errmsg: `no such command: '${name}'`, code: 59, codeName: 'CommandNotFound' };
  }

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    const conv = { authed: false } as { first?: string; serverFirst?: string; authed: boolean };
    let buf = Buffer.alloc(0);
    socket.on('data', (d) => {
      buf = Buffer.concat([buf, d]);
      while (buf.length >= 16 && buf.length >= buf.readInt32LE(0)) {
        const len = buf.readInt32LE(0);
        const requestId = buf.readInt32LE(4);
        const opCode = buf.readInt32LE(12);
        const cmd = commandOf(opCode, buf.subarray(16, len));
        buf = buf.subarray(len);
        fake.commands.push(cmd);
        const answer = handle(cmd, conv);
        socket.write(opCode === OP_QUERY ? opReply(requestId, answer) : opMsg(requestId, answer));
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  fake.port = (server.address() as net.AddressInfo).port;
  fake.hostPort = `127.0.0.1:${fake.port}`;
  return fake;
}
