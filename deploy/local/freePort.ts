import { once } from 'node:events';
import { type AddressInfo, createServer } from 'node:net';

/**
 * A port nothing listens on now, as a server binding `host` would get it (the system's choice, never
 * a guessed range: a random one in 3300-3499 once hit MySQL's 3306). With `taken`, never one of those,
 * and the answer is added to it: several ports chosen before any is bound are all different.
 */
export async function freePort(options: { host?: string; taken?: Set<number> } = {}): Promise<number> {
  for (;;) {
    const probe = createServer();
    probe.listen(0, options.host ?? '0.0.0.0');
    await once(probe, 'listening');
    const { port } = probe.address() as AddressInfo;
    probe.close();
    await once(probe, 'close');
    if (!options.taken?.has(port)) {
      options.taken?.add(port);
      return port;
    }
  }
}
