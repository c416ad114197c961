// malifaux-3e-gg3 §5.0 choosing schemes, §5.x Prep lines (rules/malifaux-3e-gg3.md; seed lines 90-260): SC-1, SC-5, SEC-1, SEC-4
// Each seat picks two different schemes of the pool with their secret parameters, validated here from the crew lists
// (S) at commit time; the event publishes only the two commitments and `valid: true` (SEC-4). A refusal goes to the
// choosing seat only. Checks that need the DZs (Sabotage's enemy half, Secret Meetup's distance to your DZ) are made
// when the scheme is claimed, since zones are chosen after schemes (§10.3 steps 4-5).
import { require_ } from '../core/rule-violation';
import type { Gg3Event } from './events';
import { costValue, modelOf } from './crews';
import { polygonCenterline, within } from './geometry';
import { assertSalt, commitmentOf } from './secrets';
import { opponent, type Gg3State, type SchemeSecret, type Seat } from './state';
import { isSchemeNo, RULESET } from './tables';

const P = '§5 Prep (seed 90-260)';
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const fail = (id: string, msg: string): never => require_(false, `${RULESET}/${id}`, P, msg) as never;

function terrainOf(s: Gg3State, id: string): void {
  require_(s.terrain.some((t) => t.terrainId === id), `${RULESET}/SC-5`, P, `terrain ${id} is not registered`);
}

/** One scheme's secret, validated against the crews (S). */
export function prepOf(s: Gg3State, seat: Seat, raw: Record<string, unknown>): SchemeSecret {
  const no = raw.no;
  require_(isSchemeNo(no), `${RULESET}/SC-1`, P, 'a scheme number 1..13');
  const enemy = opponent(seat);
  switch (no) {
    case 2: {
      const f = modelOf(s, str(raw.friendly), seat, 'Vendetta friendly');
      const e = modelOf(s, str(raw.enemy), enemy, 'Vendetta enemy');
      require_(!f.isTotem && !e.isLeader, `${RULESET}/SC-5`, P, 'Vendetta: a friendly non-Totem model and an enemy non-Leader model');
      // "de coût égal ou supérieur": equal or higher; OQ-13: `–` is +infinity.
      require_(costValue(e.cost) >= costValue(f.cost), `${RULESET}/SC-5`, P, 'Vendetta: the enemy model costs the same or more');
      return { no, friendly: f.lineageId, enemy: e.lineageId };
    }
    case 5: {
      terrainOf(s, str(raw.terrainId));
      const t = s.terrain.find((x) => x.terrainId === raw.terrainId)!;
      require_(!within(polygonCenterline(t.footprint), 4), `${RULESET}/SC-5`, P, 'Sabotage: the terrain is not within 4" of the centerline');
      return { no, terrainId: t.terrainId };
    }
    case 6: {
      const ids = Array.isArray(raw.models) ? raw.models.map(str) : [];
      require_(ids.length === 2 && ids[0] !== ids[1], `${RULESET}/SC-5`, P, 'Hidden Martyrs: two different friendly models');
      const ms = ids.map((id) => modelOf(s, id, seat, 'Hidden Martyrs'));
      require_(ms.every((m) => !m.isLeader), `${RULESET}/SC-5`, P, 'Hidden Martyrs: non-Leader models');
      require_(ms.reduce((n, m) => n + costValue(m.cost), 0) <= 13, `${RULESET}/SC-5`, P, 'Hidden Martyrs: combined Cost 13 or less');
      return { no, models: [ids[0], ids[1]] };
    }
    case 7: {
      const m = modelOf(s, str(raw.minion), seat, 'Catch and Release');
      require_(m.station === 'MINION', `${RULESET}/SC-5`, P, 'Catch and Release: a friendly Minion');
      return { no, minion: m.lineageId };
    }
    case 9: {
      const t = str(raw.markerType).trim().toLowerCase();
      require_(/^[a-z][a-z0-9-]{0,31}$/.test(t), `${RULESET}/SC-5`, P, "Load 'Em Up: a marker type (e.g. scheme, corpse, scrap, strategy)");
      return { no, markerType: t };
    }
    case 10: {
      const ids = Array.isArray(raw.models) ? raw.models.map(str) : [];
      require_(ids.length >= 3 && new Set(ids).size === ids.length, `${RULESET}/SC-5`, P, 'Public Demonstration: three or more different friendly models');
      const ms = ids.map((id) => modelOf(s, id, seat, 'Public Demonstration'));
      require_(ms.every((m) => costValue(m.cost) <= 7), `${RULESET}/SC-5`, P, 'Public Demonstration: each Cost 7 or less');
      require_(ms.reduce((n, m) => n + costValue(m.cost), 0) <= 18, `${RULESET}/SC-5`, P, 'Public Demonstration: combined Cost 18 or less');
      return { no, models: ids };
    }
    case 13: {
      const f = modelOf(s, str(raw.friendly), seat, 'Secret Meetup friendly');
      const e = modelOf(s, str(raw.enemy), enemy, 'Secret Meetup enemy');
      require_(f.station !== 'MASTER' && e.station !== 'MASTER', `${RULESET}/SC-5`, P, 'Secret Meetup: non-Master models');
      terrainOf(s, str(raw.terrainId));
      return { no, friendly: f.lineageId, enemy: e.lineageId, terrainId: str(raw.terrainId) };
    }
    default:
      if (Object.keys(raw).some((k) => k !== 'no')) fail('SC-5', `scheme ${no} takes no secret parameters`);
      return { no } as SchemeSecret;
  }
}

export function chooseSchemes(s: Gg3State, seat: Seat, schemes: readonly Record<string, unknown>[], salts: readonly string[]): Gg3Event[] {
  require_(s.crewsRevealed, `${RULESET}/SC-1`, '§10.3', 'schemes are chosen once both crews are revealed (Vendetta and Secret Meetup name enemy models)');
  require_(s.turn === 0, `${RULESET}/SC-1`, '§5.0', 'schemes are chosen at the start of the game');
  require_(s.schemes[seat] === undefined, `${RULESET}/SC-1`, '§5.0', 'this seat has already chosen its schemes');
  require_(schemes.length === 2 && salts.length === 2, `${RULESET}/SC-1`, '§5.0', 'choose exactly two schemes');
  require_(schemes[0].no !== schemes[1].no, `${RULESET}/SC-1`, '§5.0', 'choose two different schemes');
  for (const x of schemes) require_(isSchemeNo(x.no) && s.schemePool.includes(x.no), `${RULESET}/SC-1`, '§5.0', `scheme ${String(x.no)} is not in this encounter's pool`);
  salts.forEach(assertSalt);
  const payloads = schemes.map((x) => prepOf(s, seat, x));
  return [{ type: 'SchemesCommitted', data: { seat, commitments: payloads.map((p, i) => commitmentOf(p, salts[i])), valid: true, secret: { payloads, salts: [...salts] } } }];
}
