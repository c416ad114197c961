// malifaux-2e §20.8 Hiring, §18.3-§18.5 (rules/malifaux-2e.md; seed 002_0afdbbe5c7b94945.txt lines 1682-1751, 2347-2399): ST-1, ST-2, UP-1..UP-6, AV-1, TV-18, DV-18, DV-19
// §18.3 (Mercenary, Rare, Totem) has no rule ids of its own: a refusal names the spec's vector (DV-19 hiring) or the
// summoning rule that applies the same characteristic (SU-2 Rare, SU-7 Totem), so that a client can find the line.
import { RuleViolation } from '../../core/rule-violation';
import type { ModelDef } from '../turn/crew';
import { FACTIONS, LEADERS, sizeClass, type Faction } from './tables';

const S = '§20.8 (seed 2347-2399)';
const S18 = '§18.3-§18.5 (seed 1682-1751)';
export const MAX_POOL = 7;
const MAX_UPGRADES: Readonly<Record<string, number>> = { MASTER: 3, HENCHMAN: 2, ENFORCER: 1, MINION: 0, PEON: 0, NONE: 0 };

export interface UpgradeDef {
  readonly name: string;
  readonly cost: number;
  readonly faction: Faction;
  readonly limited?: boolean;
  /** UP-4: Rare N for the whole crew. */
  readonly rare?: number;
  /** UP-5: the upgrade names a Leader it needs. */
  readonly requiresLeader?: string;
  /** AV-1: an Avatar Upgrade (Masters only, one per model). */
  readonly avatar?: boolean;
}

export interface HireEntry {
  /** The stat card the Turn plays with (characteristics carry Mercenary, Rare N, Totem, Totem (Name)). */
  readonly model: ModelDef;
  /** Printed Soulstone Cost (SC-0c); a Leader costs nothing. */
  readonly cost: number;
  /** Masters and Henchmen: the Soulstone Cache (used only for the Leader). */
  readonly cache?: number;
  readonly factions: readonly Faction[];
  /** §18.3: an Ability lets this crew hire the model although it is out of faction (no Mercenary surcharge). */
  readonly hireableByAbility?: boolean;
  readonly upgrades?: readonly UpgradeDef[];
}

export interface CrewList {
  readonly leaderId: string;
  readonly models: readonly HireEntry[];
  /** Pool points bought with hiring Soulstones (A-20: leftovers are lost, never turned into Pool). */
  readonly poolPurchased: number;
}

export interface HireSummary {
  readonly spent: number;
  readonly pool: number;
  /** Model id → the +1 SS Mercenary surcharge paid. */
  readonly surcharged: readonly string[];
}

const no = (ruleId: string, section: string, message: string): never => {
  throw new RuleViolation(`malifaux-2e/${ruleId}`, section, message);
};
const chars = (m: ModelDef): string[] => m.characteristics.map((c) => c.trim().toLowerCase());
const rareOf = (m: ModelDef): number | null => {
  const r = chars(m).map((c) => /^rare\s*(\d+)$/.exec(c)).find((x) => x);
  return r ? Number(r[1]) : null;
};
const totemOf = (m: ModelDef): { master: string | null } | null => {
  const t = m.characteristics.map((c) => /^totem(?:\s*\((.+)\))?$/i.exec(c.trim())).find((x) => x);
  return t ? { master: t[1]?.trim() ?? null } : null;
};

/** §20.8 validateCrew: a list that breaks a rule is refused with the rule named. */
export function validateHire(list: CrewList, encounterSize: number, faction: Faction): HireSummary {
  const size = sizeClass(encounterSize);
  const leader = list.models.find((e) => e.model.id === list.leaderId);
  if (!leader) return no('ST-1', S18, `the Leader ${list.leaderId} is not in the list`);
  // DV-18, §20.3: Shoot-Out needs a Henchman Leader, Scrap a Master; Dustup either.
  const station = leader.model.station;
  if (!(LEADERS[size] as readonly string[]).includes(station)) no('DV-18', '§20.3 (seed 1968-1989, 1721-1731)', `a ${size} encounter is led by ${LEADERS[size].join(' or ')}, not ${station}`);
  if (!leader.factions.includes(faction)) no('DV-19', S, `the Leader must be of the declared faction ${faction}`);
  // ST-1: a Master is only ever the Leader.
  const masters = list.models.filter((e) => e.model.station === 'MASTER' && e !== leader);
  if (masters.length > 0) no('ST-1', '§18.4 (seed 1704-1731)', `${masters[0].model.name}: a Master can only be hired as the Leader`);
  const ids = new Set<string>();
  let spent = 0;
  const surcharged: string[] = [];
  const names = new Map<string, number>();
  const upgradeCount = new Map<string, number>();
  let totems = 0;
  for (const e of list.models) {
    const m = e.model;
    if (ids.has(m.id)) no('ST-1', S18, `model id ${m.id} appears twice`);
    ids.add(m.id);
    if (!Number.isInteger(e.cost) || e.cost < 0 || e.cost > 20) no('DV-19', S, `${m.name}: a Soulstone Cost is 0..20`);
    if (e.factions.length === 0 || e.factions.some((f) => !FACTIONS.includes(f))) no('DV-19', S18, `${m.name}: name its faction(s)`);
    if (e !== leader) {
      const inFaction = e.factions.includes(faction) || e.hireableByAbility === true;
      const merc = chars(m).includes('mercenary');
      if (!inFaction && !merc) no('DV-19', S18, `${m.name} is not ${faction}, not a Mercenary and no Ability lets this crew hire it`);
      let cost = e.cost;
      if (!inFaction) {
        // §18.3: an out-of-faction Mercenary costs +1 SS, at most 2 of them.
        cost += 1;
        surcharged.push(m.id);
        if (surcharged.length > 2) no('DV-19', S18, 'a crew may hire at most 2 out-of-faction Mercenaries');
      }
      spent += cost;
    }
    names.set(m.name, (names.get(m.name) ?? 0) + 1);
    const rare = rareOf(m);
    if (rare !== null && (names.get(m.name) ?? 0) > rare) no('SU-2', S18, `${m.name} is Rare ${rare}`);
    const totem = totemOf(m);
    if (totem) {
      totems += 1;
      if (totems > 1) no('SU-7', S18, 'at most one Totem per crew');
      if (totem.master !== null && totem.master.toLowerCase() !== leader.model.name.toLowerCase()) no('SU-7', S18, `${m.name} is a Totem of ${totem.master}, who does not lead`);
    }
    const ups = e.upgrades ?? [];
    // UP-1..UP-5 are checked on the Upgrades the list buys: one printed on the card (the abilities it gives, CO-3) must be bought.
    for (const u of m.upgrades ?? []) if (!ups.some((x) => x.name === u.name)) no('UP-1', S18, `${m.name}: ${u.name} is on the card but not bought in the list`);
    if (ups.length > 0 && (m.station === 'MINION' || m.station === 'PEON')) no('ST-2', '§18.4 (seed 1704-1751)', `${m.name}: Minions and Peons buy no Upgrades at the start of the game`);
    if (ups.length > (MAX_UPGRADES[m.station] ?? 0)) no('UP-6', S18, `${m.name}: a ${m.station} takes at most ${MAX_UPGRADES[m.station] ?? 0} Upgrades`);
    const seen = new Set<string>();
    let limited = 0;
    let avatars = 0;
    for (const u of ups) {
      if (u.faction !== faction) no('UP-1', S18, `${m.name}: ${u.name} is not a ${faction} Upgrade`);
      if (seen.has(u.name)) no('UP-2', S18, `${m.name}: ${u.name} twice`);
      seen.add(u.name);
      if (u.limited) limited += 1;
      if (limited > 1) no('UP-3', S18, `${m.name}: at most one Limited Upgrade`);
      upgradeCount.set(u.name, (upgradeCount.get(u.name) ?? 0) + 1);
      if (u.rare !== undefined && (upgradeCount.get(u.name) ?? 0) > u.rare) no('UP-4', S18, `${u.name} is Rare ${u.rare} in the crew`);
      if (u.requiresLeader !== undefined && u.requiresLeader.toLowerCase() !== leader.model.name.toLowerCase()) no('UP-5', S18, `${u.name} needs ${u.requiresLeader} as Leader`);
      if (u.avatar) {
        avatars += 1;
        if (m.station !== 'MASTER' || avatars > 1) no('AV-1', '§19 (seed 1754-1808)', `${m.name}: an Avatar Upgrade is for a Master, one per model`);
      }
      if (!Number.isInteger(u.cost) || u.cost < 0 || u.cost > 10) no('DV-19', S, `${u.name}: an Upgrade costs 0..10`);
      spent += u.cost;
    }
  }
  const cache = leader.cache ?? 0;
  if (!Number.isInteger(list.poolPurchased) || list.poolPurchased < 0) no('TV-18', S, 'buy a whole number of Pool points');
  const pool = cache + list.poolPurchased;
  if (pool > MAX_POOL) no('TV-18', '§20.8 (seed 2379-2381)', `the Pool is the Leader's Cache ${cache} + bought points, at most ${MAX_POOL}`);
  spent += list.poolPurchased;
  if (spent > encounterSize) no('DV-19', S, `the crew costs ${spent} SS, over the encounter size ${encounterSize}`);
  return { spent, pool, surcharged };
}
