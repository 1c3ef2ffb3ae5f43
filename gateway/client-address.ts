/**
 * The caller's address, for the throttles. Without TRUST_PROXY it is the socket's: anyone may write X-Forwarded-For.
 * With TRUST_PROXY=n (the load balancers in front of the gateway), it is the address the farthest of those n proxies
 * saw, read from the right of X-Forwarded-For: what a client wrote further left is not believed.
 */
export function clientAddressOf(
  socketAddress: string | null,
  forwarded: string | string[] | undefined,
  trustedProxies: number,
): string | null {
  if (trustedProxies <= 0 || forwarded === undefined) return socketAddress;
  const chain = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded)
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  // the socket is the nearest proxy; each proxy appended the address it was reached from
  const hops = [...chain, socketAddress ?? ''];
  return hops[Math.max(hops.length - 1 - trustedProxies, 0)] || socketAddress;
}
