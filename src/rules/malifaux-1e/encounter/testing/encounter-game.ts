// Test support for the 1E encounter slice: a stacked-deck table that runs commands through decideEncounter / evolveEncounter.
import type { Actor, SeatId } from '../../../core/decider';
import { RuleViolation } from '../../../core/rule-violation';
import type { CardId } from '../../../malifaux/cards';
import type { CrewList1e, CrewModel1e } from '../crew';
import type { EncounterSliceCommand1e } from '../encounter-commands';
import { encounterContext } from '../encounter-context';
import { decideEncounter } from '../encounter-decide';
import type { EncounterSliceEvent1e } from '../encounter-events';
import { evolveEncounter } from '../encounter-evolve';
import { initialEncounterSlice, type Malifaux1eEncounterSlice } from '../encounter-state';
import type { FateFlipper } from '../flipper';
import type { ObjectiveCatalogue } from '../objectives';
import { SEED_CATALOGUE } from '../objectives';

/** A flipper whose cards are pushed by the test before each command. */
export class StackedFlipper implements FateFlipper {
  readonly events = [];
  private readonly stacks: Partial<Record<SeatId, CardId[]>> = {};
  stack(seat: SeatId, ...cards: CardId[]): void {
    this.stacks[seat] = [...(this.stacks[seat] ?? []), ...cards];
  }
  flip(seat: SeatId): CardId | null {
    return this.stacks[seat]?.shift() ?? null;
  }
}

type Data<T extends EncounterSliceCommand1e['type']> = Extract<EncounterSliceCommand1e, { type: T }>['data'];

export class EncounterGame {
  state: Malifaux1eEncounterSlice;
  readonly events: EncounterSliceEvent1e[] = [];
  readonly flipper = new StackedFlipper();
  constructor(
    private readonly catalogue: ObjectiveCatalogue = SEED_CATALOGUE,
    seats: readonly SeatId[] = ['A', 'B'],
  ) {
    this.state = initialEncounterSlice(seats);
  }
  do<T extends EncounterSliceCommand1e['type']>(who: SeatId | 'organiser', type: T, data: Data<T>): EncounterSliceEvent1e[] {
    const actor: Actor = who === 'organiser' ? { role: 'organiser' } : { role: 'seat', seat: who };
    const out = decideEncounter(this.state, { type, actor, data } as EncounterSliceCommand1e, encounterContext(this.flipper, this.catalogue));
    for (const e of out) this.state = evolveEncounter(this.state, e);
    this.events.push(...out);
    return out;
  }
  /** The rule id a command is refused under, or null when it is accepted (the state is then left untouched). */
  refused<T extends EncounterSliceCommand1e['type']>(who: SeatId | 'organiser', type: T, data: Data<T>): string | null {
    const actor: Actor = who === 'organiser' ? { role: 'organiser' } : { role: 'seat', seat: who };
    try {
      decideEncounter(this.state, { type, actor, data } as EncounterSliceCommand1e, encounterContext(this.flipper, this.catalogue));
      return null;
    } catch (e) {
      if (e instanceof RuleViolation) return e.ruleId;
      throw e;
    }
  }
  clone(): EncounterGame {
    const g = new EncounterGame(this.catalogue, this.state.seats);
    g.state = this.state;
    g.events.push(...this.events);
    return g;
  }
}

export const model = (id: string, over: Partial<CrewModel1e> = {}): CrewModel1e => ({ id, name: id, station: 'MINION', factions: ['GUILD'], cost: 5, ...over });

/** A legal Guild Scrap crew: Lady Justice (cache 2) + 5 + 6 + 7 = 18 SS. */
export const guildCrew = (over: Partial<CrewList1e> = {}): CrewList1e => ({
  faction: 'GUILD',
  leaders: ['lj'],
  models: [model('lj', { name: 'Lady Justice', station: 'MASTER', cost: 0, cache: 2, unique: true }), model('g1', { name: 'Guardsman', cost: 5 }), model('g2', { name: 'Death Marshal', cost: 6 }), model('g3', { name: 'Judge', station: 'HENCHMAN', cost: 7, unique: true })],
  ...over,
});
export const neverbornCrew = (): CrewList1e => ({
  faction: 'NEVERBORN',
  leaders: ['pan'],
  models: [model('pan', { name: 'Pandora', station: 'MASTER', factions: ['NEVERBORN'], cost: 0, cache: 3, unique: true }), model('n1', { name: 'Sorrow', factions: ['NEVERBORN'], cost: 4 }), model('n2', { name: 'Sorrow', factions: ['NEVERBORN'], cost: 4 })],
});

/** Runs the setup up to HIRE_CREWS: Scrap 30, Guild v Neverborn, agreed Ruins (no special), standard deployment, General strategies. */
export function toHiring(g = new EncounterGame(), size: 'SCRAP' | 'BRAWL' = 'SCRAP', soulstones = 30): EncounterGame {
  g.do('organiser', 'BeginEncounterSetup1e', {});
  g.do('A', 'ChooseEncounterSize1e', { size, soulstones });
  g.do('A', 'ChooseFaction1e', { seat: 'A', faction: 'GUILD' });
  g.do('B', 'ChooseFaction1e', { seat: 'B', faction: 'NEVERBORN' });
  g.do('A', 'DetermineLocation1e', { mode: 'AGREED', seat: 'A', location: 'RESEARCH_LABORATORY' });
  g.do('A', 'RecordEncounterTerrain1e', { pieces: [] });
  g.do('A', 'DetermineDeployment1e', { mode: 'AGREED', seat: 'A', deployment: 'STANDARD' });
  g.do('A', 'ChooseEncounterType1e', { type: 'GENERAL', seat: 'A' });
  g.flipper.stack('A', 'RAM-01');
  g.do('A', 'FlipStrategy1e', { seat: 'A' });
  g.flipper.stack('B', 'CROW-13');
  g.do('B', 'FlipStrategy1e', { seat: 'B' });
  return g;
}
