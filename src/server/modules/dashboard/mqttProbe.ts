import { randomBytes } from 'node:crypto';
import { connect as connectTcp, type Socket } from 'node:net';
import { connect as connectTls } from 'node:tls';

const utf8 = (text: string) => {
  const bytes = Buffer.from(text, 'utf8');
  return Buffer.concat([Buffer.from([bytes.length >> 8, bytes.length & 0xff]), bytes]);
};

function remainingLength(length: number): Buffer {
  const bytes: number[] = [];
  let rest = length;
  do {
    const byte = rest % 128;
    rest = Math.floor(rest / 128);
    bytes.push(rest > 0 ? byte | 0x80 : byte);
  } while (rest > 0);
  return Buffer.from(bytes);
}

/** An MQTT 3.1.1 CONNECT packet (clean session, no keep-alive) with the URL's user and password, if any. */
export function connectPacket(url: URL, clientId: string): Buffer {
  const user = decodeURIComponent(url.username);
  const password = decodeURIComponent(url.password);
  const flags = 0x02 | (user ? 0x80 : 0) | (password ? 0x40 : 0);
  const body = Buffer.concat([
    utf8('MQTT'),
    Buffer.from([0x04, flags, 0x00, 0x00]),
    utf8(clientId),
    ...(user ? [utf8(user)] : []),
    ...(password ? [utf8(password)] : []),
  ]);
  return Buffer.concat([Buffer.from([0x10]), remainingLength(body.length), body]);
}

function open(url: URL): Socket {
  const tls = url.protocol === 'mqtts:';
  const port = Number(url.port) || (tls ? 8883 : 1883);
  return tls
    ? connectTls({ host: url.hostname, port, servername: url.hostname })
    : connectTcp({ host: url.hostname, port });
}

/**
 * Whether the MQTT broker at `brokerUrl` accepts a connection: CONNECT, then CONNACK with return code 0
 * within `timeoutMs`. A broker that refuses our credentials counts as unreachable for the console.
 */
export function mqttBrokerAccepts(brokerUrl: string, timeoutMs: number): Promise<boolean> {
  const url = new URL(brokerUrl);
  return new Promise((resolve) => {
    const socket = open(url);
    let answer = Buffer.alloc(0);
    let done = false;
    const finish = (accepted: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      if (accepted) socket.end(Buffer.from([0xe0, 0x00]));
      else socket.destroy();
      resolve(accepted);
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    socket.once(url.protocol === 'mqtts:' ? 'secureConnect' : 'connect', () =>
      socket.write(connectPacket(url, `console-check-${randomBytes(4).toString('hex')}`)),
    );
    socket.on('data', (chunk: Buffer) => {
      answer = Buffer.concat([answer, chunk]);
      if (answer.length >= 4) finish(answer[0] === 0x20 && answer[1] === 0x02 && answer[3] === 0x00);
    });
    socket.on('error', () => finish(false));
    socket.on('close', () => finish(false));
  });
}
