// malifaux-1e §3.1 stat cards hired as data (rules/malifaux-1e.md §3.1-§3.3, §3.5; seed 000_8cac2ea3b25a10d7.txt lines
// 495-850): stations Master / Henchman / Minion (§18 "Stations"), Bash (CB-0), CT-2 each player controls what it hired.
import type { SeatId } from '../../core/decider';
import type { EncounterCommand1e, HiredModel } from '../commands';
import type { EncounterEvent1e } from '../events';
import { check } from '../rule-names';
import type { GameState1e } from '../state';
import { NO_MODIFIERS, type ModelState, type Station1e, type Weapon } from './model';

const S31 = '§3.1 (seed 495-784)';
const STATIONS: readonly Station1e[] = ['MASTER', 'HENCHMAN', 'MINION'];

function weaponsOf(m: HiredModel): Weapon[] {
  return m.actions
    .filter((a) => a.category === 'ATTACK' && (a.range.kind === 'CLOSE' || a.range.kind === 'PROJECTILE') && a.damage !== undefined)
    .map((a) => ({
      name: a.name,
      kind: a.range.kind === 'CLOSE' ? 'MELEE' : 'RANGED',
      rg: a.range.inches,
      cb: a.stat?.value ?? 0,
      cbSuits: a.stat?.suits ?? [],
      dg: a.damage ?? { weak: 0, moderate: 0, severe: 0 },
      paired: /paired|paire/i.test(a.name),
      ap: a.ap,
      triggers: a.triggers ?? [],
    }));
}

export function modelFrom(seat: SeatId, m: HiredModel): ModelState {
  const ca = m.actions.find((a) => a.stat?.name === 'Ca')?.stat?.value ?? 0;
  return {
    id: m.id,
    name: m.name,
    seat,
    station: m.station as Station1e,
    characteristics: m.characteristics,
    stats: { wk: m.stats.wk, cg: m.stats.cg, ht: m.stats.ht, wp: m.stats.wp, ca, df: m.stats.df, wd: m.wounds },
    wounds: m.wounds,
    weapons: weaponsOf(m),
    baseMm: m.baseMm ?? 30,
    // AP-6, AP-7: the same specific AP from two sources is had once.
    meleeAp: (m.abilities ?? []).some((a) => a.keyword === 'MELEE_EXPERT') ? 1 : 0,
    // ST-2: Armor +N effects stack, even with the same name.
    armor: (m.abilities ?? []).filter((a) => a.keyword === 'ARMOR').reduce((n, a) => n + (a.value ?? 0), 0),
    modifiers: NO_MODIFIERS,
    activations: 0,
    status: 'IN_PLAY',
  };
}

export function hireCrew(state: GameState1e, c: Extract<EncounterCommand1e, { type: 'HireCrew' }>): EncounterEvent1e[] {
  // Turn 0 is the setup before the first Draw Phase (DrawPhaseBegun starts turn 1; the phase is SETUP again after each
  // Closing Phase, so the turn number, not the phase, says whether the first turn has begun).
  check(state.turn.number === 0, 'CT-2', '§3.5 (seed 800-850)', 'crews are hired before the first turn');
  check(!Object.values(state.models).some((m) => m.seat === c.data.seat), 'CT-2', '§3.5 (seed 800-850)', `seat ${c.data.seat} has hired its crew`);
  check(c.data.models.length > 0, 'CT-2', '§3.5 (seed 800-850)', 'a crew has at least one model');
  c.data.models.forEach((m, i) => {
    // §18 "Stations": 1E has Master, Henchman and Minion only (no Enforcer, no Peon).
    check(STATIONS.includes(m.station as Station1e), 'CT-2', S31, `models[${i}] (${m.id}): station ${m.station} does not exist in First Edition (Master, Henchman, Minion)`);
    check(state.models[m.id] === undefined && c.data.models.filter((x) => x.id === m.id).length === 1, 'CT-2', S31, `models[${i}]: model id ${m.id} is taken`);
    check(m.wounds >= 1, 'DMG-5', '§10.7', `models[${i}] (${m.id}): Wd must be at least 1`);
  });
  return [{ type: 'CrewHired', data: { seat: c.data.seat, models: c.data.models.map((m) => modelFrom(c.data.seat, m)) } }];
}
