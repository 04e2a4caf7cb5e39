/**
 * TRUST_PROXY as Fastify takes it. A list of proxy addresses/CIDRs goes as it is. A hop count trusts that many
 * proxies in front of the app: the client is the address the outermost of them appended to X-Forwarded-For, never
 * an entry further left, which the client wrote itself. (Fastify reads a bare number as "trust nothing", which
 * behind a proxy makes every client look like the proxy, loopback included.) Never "trust every hop".
 */
export type TrustProxySetting = number | string | false;

export function fastifyTrustProxy(
  setting: TrustProxySetting,
): false | string | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  if (setting <= 0) return false;
  const hops = setting;
  return (_address, hop) => hop < hops;
}
