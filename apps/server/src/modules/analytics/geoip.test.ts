import { statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createCountryLookup, embeddedDatabasePath, lazyCountryLookup, UNKNOWN_COUNTRY } from './geoip';

describe('the embedded country database (GEOIP_DB unset)', () => {
  it('ships inside the installed package, nothing downloaded at install time', () => {
    // DB-IP Lite country data is several megabytes; a pointer or empty placeholder would be tiny.
    expect(statSync(embeddedDatabasePath()).size).toBeGreaterThan(1_000_000);
  });

  it('maps well-known public addresses to their countries', async () => {
    const country = await createCountryLookup(undefined);
    // Google Public DNS, APNIC/Cloudflare's research block, RIPE NCC, the University of Tokyo.
    expect(country('8.8.8.8')).toBe('United States');
    expect(country('1.1.1.1')).toBe('Australia');
    expect(country('193.0.6.139')).toBe('Netherlands');
    expect(country('133.11.0.1')).toBe('Japan');
  });

  it('answers Unknown for private, loopback and malformed addresses', async () => {
    const country = await createCountryLookup(undefined);
    for (const ip of ['127.0.0.1', '10.1.2.3', '192.168.0.10', '::1', 'not-an-address', '']) {
      expect(country(ip)).toBe(UNKNOWN_COUNTRY);
    }
  });

  it('opens the database on the first lookup, once', async () => {
    const lookup = lazyCountryLookup(undefined);
    expect(await lookup('8.8.8.8')).toBe('United States');
    expect(await lookup('127.0.0.1')).toBe(UNKNOWN_COUNTRY);
  });
});

describe('a configured GEOIP_DB', () => {
  it('is used instead of the embedded data, and an unreadable one gives Unknown with a warning', async () => {
    const warnings: string[] = [];
    const country = await createCountryLookup('/nonexistent/GeoLite2-Country.mmdb', {
      warn: (_obj, msg) => warnings.push(msg),
    });
    expect(country('8.8.8.8')).toBe(UNKNOWN_COUNTRY);
    expect(warnings).toEqual(['the GeoIP database could not be opened; countries are Unknown']);
  });

  it('is opened lazily: nothing is read before the first lookup, and only once after', async () => {
    const warnings: string[] = [];
    const lookup = lazyCountryLookup('/nonexistent/GeoLite2-Country.mmdb', { warn: (_obj, msg) => warnings.push(msg) });
    expect(warnings).toHaveLength(0);
    expect(await lookup('8.8.8.8')).toBe(UNKNOWN_COUNTRY);
    expect(await lookup('1.1.1.1')).toBe(UNKNOWN_COUNTRY);
    expect(warnings).toHaveLength(1);
  });
});
