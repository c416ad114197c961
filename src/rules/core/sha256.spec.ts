import { createHash } from 'node:crypto';
import { sha256Hex } from './sha256';

describe('pure SHA-256', () => {
  it.each(['', 'abc', 'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq', 'é€😀'.repeat(40), 'x'.repeat(1000)])('matches node:crypto for %#', (text) => {
    expect(sha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
  });
  // UTF-8 (RFC 3629): the last and first code point of each encoded length, 1 to 4 bytes.
  it.each(['\u007f', '\u0080', '\u07ff', '\u0800', '\uffff', '\u{10000}', '\u{10ffff}'])('encodes %j with the UTF-8 length of its range', (text) => {
    expect(sha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
  });
  it('FIPS 180-4 vector "abc"', () => expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'));
});
