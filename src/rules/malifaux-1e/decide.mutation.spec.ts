// malifaux-1e decide (decide.ts): the dispatch refuses what no section handles, and a command's events come with the
// steps that follow from them at once (issue 15; rules/malifaux-1e.md §2 TI-1, TI-2).
import { HANDLERS } from './decide';
import type { EncounterCommand1e } from './commands';
import { A, cmd, create, refusalOf, run, stacked } from './testing/fixtures';

describe('malifaux-1e/TI-1 the 1E decider’s dispatch', () => {
  it('malifaux-1e/TI-1 a command type no section handles is refused, naming it', () => {
    const g = run([create([stacked(), stacked()])]);
    const odd = { type: 'DeclareSoulstonesEverywhere', actor: A, data: {} } as unknown as EncounterCommand1e;
    expect(refusalOf(g, odd)).toEqual({ ruleId: 'malifaux-1e/TI-1', section: '§2', message: 'DeclareSoulstonesEverywhere is not a First Edition command [Temporalisation / Timing]' });
  });

  it('malifaux-1e/TI-1 each core command type has one handler, the §11-§14 ones too', () => {
    for (const type of ['ShuffleDeck', 'CutDeck', 'DeclineCut', 'DrawCards', 'DiscardCards', 'FlipCards', 'DuelDecision', 'BeginDrawPhase', 'RefillHand', 'FlipInitiative', 'DecideInitiativeReflip', 'ChooseFirstPlayer', 'HireCrew', 'ActivateModel', 'TakeAction', 'EndActivation', 'DisengagingStrike', 'DeclareEffect', 'ResolveEffects1e', 'ResolveClosingPhase', 'EndEncounter', 'FlipForRandomPlayer', 'SettleRuleDispute1e', 'DrainSouls1e', 'BeginEncounterSetup1e'])
      expect([type, typeof (HANDLERS as Record<string, unknown>)[type]]).toEqual([type, 'function']);
  });

  it('malifaux-1e/TU-A1 ChooseFirstPlayer: 1E has no First Player to choose (§18 "Initiative")', () => {
    const g = run([create([stacked(), stacked()])]);
    expect(refusalOf(g, cmd('ChooseFirstPlayer', A, { firstPlayer: 'A' })).ruleId).toMatch(/^malifaux-1e\//);
  });
});

describe('malifaux-1e/TI-1 a section that plugs in a handler for a core command type', () => {
  it('malifaux-1e/TI-1 is refused when the decider loads, naming the command type', () => {
    // A fresh module registry in which the §11-§14 list also names a §5 command.
    jest.isolateModules(() => {
      jest.doMock('./encounter/extensions-1e', () => {
        const actual: Record<string, unknown> = jest.requireActual('./encounter/extensions-1e');
        return { ...actual, EXTENSION_COMMAND_TYPES_1E: ['DrainSouls1e', 'ShuffleDeck'] };
      });
      expect(() => require('./decide')).toThrow('malifaux-1e: two handlers for ShuffleDeck');
    });
    jest.dontMock('./encounter/extensions-1e');
  });
});
