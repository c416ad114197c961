// malifaux-1e §14.8-§14.11 crews, pools, schemes, deployment (rules/malifaux-1e.md; seed 000_8cac2ea3b25a10d7.txt lines 4537-4948): HI-1..HI-13 (via hiring.ts), PO-1..PO-3, SC-1..SC-5
import type { SeatId } from '../../core/decider';
import { require_ } from '../../core/rule-violation';
import { parseCard, type CardId } from '../../malifaux/cards';
import type { EncounterSliceCommand1e } from './encounter-commands';
import { atStep, isSeat, SETUP_1E, type EncounterContext1e } from './encounter-context';
import type { EncounterSliceEvent1e } from './encounter-events';
import type { ChosenScheme, Malifaux1eEncounterSlice, SchemeDefinition } from './encounter-state';
import { validateCrew1e } from './hiring';
import { actsFor, type Out } from './setup-decide';
import { startingPool } from './soulstone-pool';
import { SIZE_TABLE } from './tables';

type C<T extends EncounterSliceCommand1e['type']> = Extract<EncounterSliceCommand1e, { type: T }>;
const S1410 = '§14.10 (seed 4838-4923)';
const R = (id: string): string => `malifaux-1e/${id}`;

/** §14.8, HI-1..HI-13: a secret list; once every seat has hired, the crews and their soulstone accounting are revealed (PO-3). */
export function submitCrew(s: Malifaux1eEncounterSlice, c: C<'SubmitCrew1e'>): Out {
  atStep(s, 'HIRE_CREWS');
  isSeat(s, c.data.seat);
  actsFor(c.actor, c.data.seat);
  require_(s.crews[c.data.seat] === undefined, SETUP_1E, '§14.8', 'this seat has already hired');
  require_(s.factions[c.data.seat] === c.data.list.faction, R('HI-1'), '§14.3', `the list is of the faction chosen (${s.factions[c.data.seat]})`);
  const hiring = validateCrew1e(c.data.list, { size: s.size ?? 'SCRAP', soulstones: s.soulstones ?? 0, reflippedStrategy: s.reflipped.includes(c.data.seat), policy: s.policy });
  const submitted: EncounterSliceEvent1e = { type: 'CrewSubmitted1e', data: { seat: c.data.seat, list: c.data.list, hiring } };
  const crews = { ...s.crews, [c.data.seat]: { list: c.data.list, hiring } };
  if (!s.seats.every((x) => crews[x] !== undefined)) return [submitted];
  return [
    submitted,
    {
      type: 'CrewsRevealed1e',
      data: { crews: Object.fromEntries(s.seats.map((x) => [x, crews[x]?.list])), hiring: Object.fromEntries(s.seats.map((x) => [x, crews[x]?.hiring])) },
    },
  ];
}

function definitionOf(s: Malifaux1eEncounterSlice, ctx: EncounterContext1e, id: string): SchemeDefinition | undefined {
  const own = s.schemeDefinitions.find((d) => d.id === id);
  if (own) return own;
  const rule = ctx.catalogue.schemes[id];
  return rule ? { id: rule.id, fr: rule.fr, en: rule.en, type: rule.type, faction: rule.faction, master: rule.master, selects: rule.selects, announce: rule.announce } : undefined;
}

/** SC-1..SC-4: 0-2 (Scrap) / 0-3 (Brawl) schemes, type limits per Leader / Master, one selection per thing. Secret. */
export function chooseSchemes(s: Malifaux1eEncounterSlice, c: C<'ChooseSchemes1e'>, ctx: EncounterContext1e): Out {
  atStep(s, 'CHOOSE_SCHEMES');
  isSeat(s, c.data.seat);
  actsFor(c.actor, c.data.seat);
  require_(s.schemes[c.data.seat] === undefined, SETUP_1E, S1410, 'this seat has already chosen its schemes');
  const size = s.size ?? 'SCRAP';
  const max = SIZE_TABLE[size].maxSchemes;
  require_(c.data.schemes.length <= max, R('SC-1'), S1410, `at most ${max} schemes in a ${size === 'SCRAP' ? 'Scrap' : 'Brawl'}`);
  const crew = s.crews[c.data.seat];
  const leaders = crew ? crew.list.models.filter((m) => crew.list.leaders.includes(m.id)) : [];
  const ids = new Set<string>();
  const selected = new Set<string>();
  let faction = 0;
  let master = 0;
  const chosen: ChosenScheme[] = c.data.schemes.map((x, i) => {
    const d = definitionOf(s, ctx, x.id);
    require_(d !== undefined, R('SC-2'), S1410, `schemes[${i}]: no scheme ${x.id} is known (the seed's list is MISSING; register its text at setup)`);
    require_(!ids.has(x.id), R('SC-1'), S1410, `schemes[${i}]: ${x.id} is chosen once`);
    ids.add(x.id);
    // SC-2: a faction or Master restriction.
    if (d.faction !== undefined) require_(crew?.list.faction === d.faction, R('SC-2'), S1410, `schemes[${i}]: ${d.en} is for ${d.faction} crews`);
    if (d.master !== undefined) require_(leaders.some((l) => l.name === d.master), R('SC-2'), S1410, `schemes[${i}]: ${d.en} needs ${d.master} in the crew`);
    // SC-3: Faction schemes at most one per Leader, Master schemes one per Master.
    if (d.type === 'FACTION') require_(++faction <= leaders.length, R('SC-3'), S1410, `schemes[${i}]: one Faction scheme per Leader`);
    if (d.type === 'MASTER') require_(++master <= leaders.filter((l) => l.station === 'MASTER').length, R('SC-3'), S1410, `schemes[${i}]: one Master scheme per Master`);
    const sel = x.selects ?? [];
    require_(sel.length === d.selects, R('SC-2'), S1410, `schemes[${i}]: ${d.en} selects ${d.selects}`);
    // SC-4: a model or piece is selected by one scheme of a player only.
    for (const t of sel) {
      require_(typeof t === 'string' && t.length > 0 && !selected.has(t), R('SC-4'), S1410, `schemes[${i}]: ${t} is already selected by another scheme`);
      selected.add(t);
    }
    return { id: x.id, selects: sel, announced: false };
  });
  const out: Out = [{ type: 'SchemesChosen1e', data: { seat: c.data.seat, schemes: chosen } }];
  const all = { ...s.schemes, [c.data.seat]: chosen };
  if (!s.seats.every((x) => all[x] !== undefined)) return out;
  // PO-1, PO-2, SC-1: the starting pools, +2 per scheme not taken, capped (§20.2 #18 policy).
  const notTaken = Object.fromEntries(s.seats.map((x) => [x, max - (all[x]?.length ?? 0)]));
  const pools = Object.fromEntries(s.seats.map((x) => {
    const crew = s.crews[x];
    return [x, crew ? startingPool(size, crew.hiring, notTaken[x], s.policy) : 0];
  }));
  return [...out, { type: 'StartingPoolsSet1e', data: { pools, schemesNotTaken: notTaken } }];
}

/** §14.11 step 2: each player flips one card; ties flip again; the highest chooses a zone and deploys first. */
export function flipDeploymentOrder(s: Malifaux1eEncounterSlice, c: C<'FlipDeploymentOrder1e'>, ctx: EncounterContext1e): Out {
  atStep(s, 'DEPLOYMENT_ORDER');
  require_(c.actor.role === 'organiser' || s.seats.includes(c.actor.seat), SETUP_1E, '§14.11', 'a player of the encounter flips');
  const rounds: Partial<Record<SeatId, CardId | null>>[] = [];
  for (let guard = 0; guard < 30; guard++) {
    const round = Object.fromEntries(s.seats.map((x) => [x, ctx.flipper.flip(x, `deploy-order-${guard}`)])) as Partial<Record<SeatId, CardId | null>>;
    rounds.push(round);
    const value = (x: SeatId): number => (round[x] ? parseCard(round[x] as CardId).value : 0);
    const best = Math.max(...s.seats.map(value));
    const top = s.seats.filter((x) => value(x) === best);
    if (top.length === 1) return [{ type: 'DeploymentOrderFlipped1e', data: { rounds, winner: top[0] } }];
  }
  return [{ type: 'DeploymentOrderFlipped1e', data: { rounds, winner: s.seats[0] } }];
}

/** §14.11 step 2: the winner deploys its whole crew, then the other player (positions are declared facts). */
export function deployCrew(s: Malifaux1eEncounterSlice, c: C<'DeployCrew1e'>): Out {
  atStep(s, 'DEPLOY');
  actsFor(c.actor, c.data.seat);
  const next = s.deployOrder.find((x) => !s.deployed.includes(x));
  require_(next === c.data.seat, SETUP_1E, '§14.11', `seat ${next} deploys now`);
  return [{ type: 'CrewDeployed1e', data: { seat: c.data.seat } }];
}

/** SC-5: in deployment order each player may announce schemes (MUST ones must be, NEVER ones can't); then turn 1 (§14.11 step 4). */
export function announceSchemes(s: Malifaux1eEncounterSlice, c: C<'AnnounceSchemes1e'>, ctx: EncounterContext1e): Out {
  atStep(s, 'ANNOUNCE_SCHEMES');
  actsFor(c.actor, c.data.seat);
  const next = s.deployOrder.find((x) => !s.announcedBy.includes(x));
  require_(next === c.data.seat, R('SC-5'), S1410, `seat ${next} announces now (the player who deployed first starts)`);
  const mine = s.schemes[c.data.seat] ?? [];
  for (const id of c.data.schemes) require_(mine.some((m) => m.id === id), R('SC-5'), S1410, `${id} is not one of this seat's schemes`);
  for (const m of mine) {
    const d = definitionOf(s, ctx, m.id);
    if (d?.announce === 'MUST') require_(c.data.schemes.includes(m.id), R('SC-5'), S1410, `${d.en} must be announced`);
    if (d?.announce === 'NEVER') require_(!c.data.schemes.includes(m.id), R('SC-5'), S1410, `${d.en} may not be announced`);
  }
  const announced = mine.filter((m) => c.data.schemes.includes(m.id)).map((m) => ({ ...m, announced: true }));
  const out: Out = [{ type: 'SchemesAnnounced1e', data: { seat: c.data.seat, schemes: announced } }];
  return s.seats.every((x) => x === c.data.seat || s.announcedBy.includes(x)) ? [...out, { type: 'EncounterBegun1e', data: { turn: 1 } }] : out;
}
