// malifaux-1e §3.1 stat cards hired as data, §3.5 CT-2 crews hired before the first turn, §10.7 DMG-5 (rules/malifaux-1e.md;
// seed 000_8cac2ea3b25a10d7.txt lines 495-850): a Melee Expert's melee AP comes from that ability only, a crew is hired at
// turn 0 and never after (not in the SETUP phase that follows a Closing Phase either), and a model with 1 Wd is in play.
import { A, B, cmd, create, model, run, stacked, turnOneWithoutCrews } from '../testing/fixtures';
import { named } from '../testing/refusal';
import { refusalIn } from '../testing/encounter-refusal';
import type { EncounterCommand1e } from '../commands';
import type { EncounterEvent1e } from '../events';
import type { GameState1e } from '../state';
import { modelFrom } from './crew';

type Game = { events: EncounterEvent1e[]; state: GameState1e };
const S35 = '§3.5 (seed 800-850)';
const hire = (id: string, wounds = 6): EncounterCommand1e => cmd('HireCrew', A, { seat: 'A', models: [model(id, { wounds })] });

describe('malifaux-1e §3.1 the stat card hired (crew.ts modelFrom)', () => {
  it('malifaux-1e/AP-7 only Melee Expert gives the melee AP: Armor and other abilities give none', () => {
    const s = modelFrom('A', model('x', { abilities: [{ keyword: 'ARMOR', value: 1 }, { keyword: 'HARD_TO_KILL' }] }));
    expect([s.meleeAp, s.armor]).toEqual([0, 1]);
  });
});

describe('malifaux-1e §3.5 CT-2 crews are hired before the first turn (crew.ts hireCrew)', () => {
  it('malifaux-1e/CT-2 at turn 0 a crew is hired; after turn 1’s Closing Phase (SETUP again, turn 1) it is refused', () => {
    expect(run([create([stacked(), stacked()]), hire('early')]).events.at(-1)?.type).toBe('CrewHired');
    // No crews at all: with no model to activate, turn 1 goes straight to its Closing Phase, then the phase is SETUP again.
    const closed: Game = run(turnOneWithoutCrews(B));
    expect([closed.state.turn.phase, closed.state.turn.number]).toEqual(['SETUP', 1]);
    expect(refusalIn(closed, hire('late'))).toEqual(named('malifaux-1e/CT-2', S35, 'crews are hired before the first turn'));
  });
});

describe('malifaux-1e §10.7 DMG-5 a hired model has Wd left (crew.ts hireCrew)', () => {
  it('malifaux-1e/DMG-5 a model with 1 Wd is hired with its 1 Wd; 0 Wd is refused', () => {
    const created = (): Game => run([create([stacked(), stacked()])]);
    const hired = run([hire('frail', 1)], created());
    expect(hired.state.models.frail).toMatchObject({ wounds: 1, stats: { wd: 1 }, status: 'IN_PLAY' });
    expect(refusalIn(created(), hire('none', 0))).toEqual(named('malifaux-1e/DMG-5', '§10.7', 'models[0] (none): Wd must be at least 1'));
  });
});
