import { describe, expect, it } from 'vitest';
import { AddressPolicy } from '../../src/network/index.js';

describe('address policy', () => {
  const strict = new AddressPolicy();

  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.5.4', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'cloud metadata'],
    ['169.254.10.10', 'link-local'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.100.100.200', 'cloud metadata'],
    ['168.63.129.16', 'cloud metadata'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['192.0.2.1', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'link-local'],
    ['fc00::1', 'private'],
    ['fd00:ec2::254', 'cloud metadata'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:169.254.169.254', 'cloud metadata'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:7f00:1', 'loopback'],
    ['64:ff9b::a00:1', 'private'],
    ['2002:7f00:1::1', 'loopback'],
    // IPv4-compatible forms (`::/96`), as URLs write them and as the URL parser rewrites them.
    ['::127.0.0.1', 'loopback'],
    ['::7f00:1', 'loopback'],
    ['::7f00:2', 'loopback'],
    ['::a9fe:a9fe', 'cloud metadata'],
    ['::169.254.169.254', 'cloud metadata'],
    ['::c0a8:1', 'private'],
    ['::a00:1', 'private'],
    ['::2', 'unspecified'],
    // NAT64 (`64:ff9b::/96`) and 6to4 (`2002::/16`) carrying non-public IPv4 addresses.
    ['64:ff9b::7f00:1', 'loopback'],
    ['64:ff9b::a9fe:a9fe', 'cloud metadata'],
    ['64:ff9b::192.168.0.1', 'private'],
    ['2002:a9fe:a9fe::', 'cloud metadata'],
    ['2002:c0a8:1::1', 'private'],
    ['2002:0a00:0001:1::5', 'private'],
    ['2001:db8::1', 'reserved'],
  ])('refuses %s (%s)', (address, kind) => {
    const verdict = strict.check(address);
    expect(verdict.allowed).toBe(false);
    if (!verdict.allowed) expect(verdict.reason).toContain(kind);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '1.1.1.1',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '::808:808',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ])('allows public %s', (address) => {
    expect(strict.check(address)).toEqual({ allowed: true });
  });

  it('refuses what is not an IP address', () => {
    expect(strict.check('localhost').allowed).toBe(false);
  });

  it('allows private networks when asked, but never metadata, unspecified or multicast addresses', () => {
    const open = new AddressPolicy({ allowPrivateNetworks: true });
    for (const address of ['127.0.0.1', '10.0.0.1', '::1', 'fd12::1', '100.64.0.1']) {
      expect(open.check(address)).toEqual({ allowed: true });
    }
    for (const address of [
      '169.254.169.254',
      'fd00:ec2::254',
      '0.0.0.0',
      '::',
      '224.0.0.1',
      '::a9fe:a9fe',
      '64:ff9b::a9fe:a9fe',
      '2002:a9fe:a9fe::1',
    ]) {
      expect(open.check(address).allowed).toBe(false);
    }
  });

  it('allows exactly the listed ranges', () => {
    const listed = new AddressPolicy({ allowedRanges: ['127.0.0.1/32', '10.1.0.0/16', 'fd12::/16'] });
    expect(listed.check('127.0.0.1')).toEqual({ allowed: true });
    expect(listed.check('::ffff:127.0.0.1')).toEqual({ allowed: true });
    expect(listed.check('::7f00:1')).toEqual({ allowed: true });
    expect(listed.check('10.1.200.3')).toEqual({ allowed: true });
    expect(listed.check('fd12::5')).toEqual({ allowed: true });
    expect(listed.check('127.0.0.2').allowed).toBe(false);
    expect(listed.check('10.2.0.1').allowed).toBe(false);
    expect(listed.check('::1').allowed).toBe(false);
    expect(new AddressPolicy({ allowedRanges: ['169.254.0.0/16'] }).check('169.254.169.254').allowed).toBe(
      false,
    );
    expect(() => new AddressPolicy({ allowedRanges: ['10.0.0.0'] })).toThrow(/CIDR/);
  });
});
