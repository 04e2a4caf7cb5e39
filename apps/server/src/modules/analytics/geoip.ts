import { type CountryResponse, open, type Reader } from 'maxmind';
import { listenerAddress } from './listener';

export const UNKNOWN_COUNTRY = 'Unknown';

export type CountryLookup = (ip: string) => string;

/**
 * Country of an address from a MaxMind-format database (GeoLite2-Country / GeoIP2-Country `.mmdb`, or any
 * database with `country.names.en`). Without a path, or when the file cannot be read, every address is
 * 'Unknown' (issue 6): nothing is invented.
 */
export async function createCountryLookup(
  databasePath: string | undefined,
  log?: { warn: (obj: object, msg: string) => void },
): Promise<CountryLookup> {
  if (!databasePath) return () => UNKNOWN_COUNTRY;
  let reader: Reader<CountryResponse>;
  try {
    reader = await open<CountryResponse>(databasePath, { watchForUpdates: false });
  } catch (error) {
    log?.warn({ err: error, databasePath }, 'the GeoIP database could not be opened; countries are Unknown');
    return () => UNKNOWN_COUNTRY;
  }
  return (ip) => {
    try {
      const address = listenerAddress(ip);
      const found = reader.get(address.endsWith('::/64') ? ip : address);
      return found?.country?.names?.en ?? found?.registered_country?.names?.en ?? UNKNOWN_COUNTRY;
    } catch {
      return UNKNOWN_COUNTRY;
    }
  };
}
