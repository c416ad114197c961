// malifaux-3e-gg3 §2.5 Secrets and commitments (rules/malifaux-3e-gg3.md): SEC-1, SEC-2, SEC-3
// c = SHA-256(canonicalJSON(payload) ‖ salt), one commitment per scheme (and per Covert selection), so that one can
// be opened without the other. The salt comes from the server's random source in the command (>= 128 bits).
import { require_ } from '../core/rule-violation';
import { sha256Hex } from '../core/sha256';
import { RULESET } from './tables';

/** JSON with object keys sorted at every level: the same payload always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    return `{${Object.keys(o)
      .filter((k) => o[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

export const commitmentOf = (payload: unknown, salt: string): string => sha256Hex(canonicalJson(payload) + salt);

/** SEC-1: a salt of at least 128 bits, as hex. */
export function assertSalt(salt: string): void {
  require_(/^[0-9a-f]{32,128}$/.test(salt), `${RULESET}/SEC-1`, '§2.5', 'each commitment needs a salt of at least 128 bits (hex)');
}

/** SEC-2 / SEC-3: an opened commitment must match what was committed. */
export function assertOpens(commitment: string, payload: unknown, salt: string, ruleId: 'SEC-2' | 'SEC-3'): void {
  require_(commitmentOf(payload, salt) === commitment, `${RULESET}/${ruleId}`, '§2.5', 'the revealed payload does not match its commitment');
}
