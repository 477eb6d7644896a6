/**
 * Visitor country from the IP address, behind a seam: tests inject a fake; the real lookup is an
 * HTTP call to IP_LOOKUP_URL (`{ip}` replaced by the address) with a timeout. Loopback and private
 * addresses are never sent anywhere. Answers are cached in memory for a day.
 */
import { isIP } from 'node:net';

export interface IpCountryLookup {
  /** Two-letter country code, or null when unknown. Must not throw. */
  lookup(ip: string): Promise<string | null>;
}

/** Loopback, private, link-local, CGNAT and unique-local addresses. */
export function isPublicIp(ip: string): boolean {
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  const version = isIP(address);
  if (version === 4) {
    const [a = 0, b = 0] = address.split('.').map(Number);
    if (a === 10 || a === 127 || a === 0) return false;
    if (a === 169 && b === 254) return false;
    if (a === 172 && b >= 16 && b <= 31) return false;
    if (a === 192 && b === 168) return false;
    if (a === 100 && b >= 64 && b <= 127) return false;
    if (a >= 224) return false;
    return true;
  }
  if (version === 6) {
    const lower = address.toLowerCase();
    if (lower === '::1' || lower === '::') return false;
    if (/^f[cd]/.test(lower)) return false; // unique local
    if (/^fe[89ab]/.test(lower)) return false; // link local
    return true;
  }
  return false;
}

function parseCountry(body: string): string | null {
  const text = body.trim();
  if (/^[A-Za-z]{2}$/.test(text)) return text.toUpperCase();
  try {
    const data = JSON.parse(text) as Record<string, unknown>;
    for (const key of ['country', 'countryCode', 'country_code']) {
      const value = data[key];
      if (typeof value === 'string' && /^[A-Za-z]{2}$/.test(value)) return value.toUpperCase();
    }
  } catch {
    // not JSON
  }
  return null;
}

export function createHttpIpLookup(
  urlTemplate: string,
  timeoutMs: number,
  fetchImpl: typeof fetch = fetch,
): IpCountryLookup {
  const cache = new Map<string, { country: string | null; until: number }>();
  const TTL = 86_400_000;
  return {
    async lookup(rawIp) {
      const ip = rawIp.startsWith('::ffff:') ? rawIp.slice(7) : rawIp;
      if (!isPublicIp(ip)) return null;
      const hit = cache.get(ip);
      if (hit && hit.until > Date.now()) return hit.country;
      let country: string | null = null;
      try {
        const response = await fetchImpl(urlTemplate.replace('{ip}', encodeURIComponent(ip)), {
          signal: AbortSignal.timeout(timeoutMs),
          headers: { accept: 'application/json, text/plain' },
        });
        if (response.ok) country = parseCountry(await response.text());
      } catch {
        country = null; // timeout or network failure: the caller falls back to the default
      }
      if (cache.size > 10_000) cache.clear();
      cache.set(ip, { country, until: Date.now() + (country ? TTL : 60_000) });
      return country;
    },
  };
}

export const noIpLookup: IpCountryLookup = { lookup: async () => null };

export function createIpLookup(config: {
  ipLookupUrl: string | undefined;
  ipLookupTimeoutMs: number;
}): IpCountryLookup {
  return config.ipLookupUrl ? createHttpIpLookup(config.ipLookupUrl, config.ipLookupTimeoutMs) : noIpLookup;
}
