import { describe, expect, it } from 'vitest';
import { feedAddressUnreachable } from './publishing';

describe('feedAddressUnreachable', () => {
  it.each([
    'http://localhost:3000',
    'https://localhost',
    'https://app.localhost',
    'http://podloom.example.com',
    'https://127.0.0.1:8443',
    'https://10.1.2.3',
    'https://172.20.0.5',
    'https://192.168.1.10',
    'https://169.254.1.1',
    'https://[::1]',
    'https://[fd12:3456::1]',
    'https://podloom.local',
    'https://box.internal',
    'not a url',
  ])('says directories cannot reach %s', (url) => {
    expect(feedAddressUnreachable(url)).toBe(true);
  });

  it.each(['https://podloom.example.com', 'https://172.32.0.1', 'https://8.8.8.8', 'https://[2001:db8::1]'])(
    'lets %s through',
    (url) => {
      expect(feedAddressUnreachable(url)).toBe(false);
    },
  );
});
