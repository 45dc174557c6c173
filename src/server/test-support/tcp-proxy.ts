import { createServer, type Server, Socket } from 'node:net';

/**
 * How the proxy treats the link to its target: `pass` forwards both ways; `refuse` closes the port
 * (new connections are refused, open ones reset), as a stopped database would; `silent` keeps the port
 * open and every connection up but forwards nothing in either direction, as a dead network path would.
 */
export type ProxyMode = 'pass' | 'refuse' | 'silent';

/** A loopback TCP proxy a test controls, to cut a real peer (PostgreSQL, the broker) in both ways. */
export class TcpProxy {
  readonly targetHost: string;
  readonly targetPort: number;
  private server: Server | null = null;
  private readonly links = new Set<{ client: Socket; upstream: Socket }>();
  private currentMode: ProxyMode = 'pass';
  private listenPort = 0;

  constructor(target: { host: string; port: number }) {
    this.targetHost = target.host;
    this.targetPort = target.port;
  }

  get port(): number {
    return this.listenPort;
  }

  get mode(): ProxyMode {
    return this.currentMode;
  }

  /** Listens on an ephemeral loopback port (the same one again after a `refuse`). */
  async start(): Promise<void> {
    const server = createServer((client) => this.accept(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.listenPort, '127.0.0.1', () => resolve());
    });
    const address = server.address();
    if (address && typeof address === 'object') this.listenPort = address.port;
    this.server = server;
  }

  async setMode(mode: ProxyMode): Promise<void> {
    if (mode === this.currentMode) return;
    const previous = this.currentMode;
    this.currentMode = mode;
    if (mode === 'refuse') {
      this.cutAll();
      await this.closeServer();
      return;
    }
    if (previous === 'refuse') await this.start();
    if (mode === 'pass') {
      // Connections that went silent are beyond saving, as after a real network failure.
      this.cutAll();
    }
  }

  async stop(): Promise<void> {
    this.currentMode = 'refuse';
    this.cutAll();
    await this.closeServer();
  }

  private accept(client: Socket) {
    client.setNoDelay(true);
    const upstream = this.connectUpstream();
    const link = { client, upstream };
    this.links.add(link);
    const forget = () => {
      this.links.delete(link);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', forget).on('close', forget);
    upstream.on('error', forget).on('close', forget);
    client.on('data', (chunk) => {
      if (this.currentMode === 'pass') upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (this.currentMode === 'pass') client.write(chunk);
    });
  }

  private connectUpstream(): Socket {
    const upstream = new Socket();
    upstream.setNoDelay(true);
    upstream.connect(this.targetPort, this.targetHost);
    return upstream;
  }

  private cutAll() {
    for (const { client, upstream } of this.links) {
      client.resetAndDestroy();
      upstream.destroy();
    }
    this.links.clear();
  }

  private async closeServer() {
    const server = this.server;
    this.server = null;
    if (!server) return;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
