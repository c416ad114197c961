// malifaux-2e §20 who may give each Standard Encounter command: agreed setup data and setup flips from anyone, a
// seat's own choices from that seat, the deployment choices from the flip winner / first deployer, the answer to a
// declaration from the declarer's opponent, a ruling from the organiser; with the exact answer a refused actor gets.
import type { Actor, SeatId } from '../../core/decider';
import type { GameState } from '../state';
import { atEndPhase, choice, newStandard } from './testing/fixtures';
import { authorizeStandard } from './standard-access';
import type { StandardCommand } from './standard-types';
import { declare } from './testing/scoring';

const seat = (s: SeatId): Actor => ({ role: 'seat', seat: s });
const organiser: Actor = { role: 'organiser' };
const cmd = (type: string, actor: Actor, data: object = {}): StandardCommand => ({ type, actor, data }) as StandardCommand;
const state = (over: Partial<NonNullable<GameState['standard']>> = {}): GameState => {
  const s = newStandard().state;
  return { ...s, standard: { ...s.standard!, ...over } };
};

describe('malifaux-2e §20 Standard Encounter access', () => {
  it.each(['BeginStandardSetup', 'RecordTerrain', 'SetEncounterSize', 'DetermineDeployment', 'DetermineStrategy', 'GenerateSchemePool', 'FlipDeploymentOrder'])('malifaux-2e/SETUP %s may come from any seat or the organiser', (type) => {
    for (const a of [seat('A'), seat('B'), organiser]) expect(authorizeStandard(state(), cmd(type, a))).toBeNull();
  });

  it.each(['AnnounceFaction', 'SubmitCrew', 'ChooseSchemes', 'RevealScheme', 'DeclareScoringFacts', 'ChooseSpoils', 'ChooseStoryRole'])('malifaux-2e/SETUP %s is the named seat\'s own', (type) => {
    expect(authorizeStandard(state(), cmd(type, seat('B'), { seat: 'B' }))).toBeNull();
    expect(authorizeStandard(state(), cmd(type, seat('A'), { seat: 'B' }))).toBe('only seat B may do this');
    expect(authorizeStandard(state(), cmd(type, organiser, { seat: 'B' }))).toBe('only seat B may do this');
  });

  it('malifaux-2e/SETUP the flip winner chooses the deployment order, the first deployer the zone; before that anyone may ask', () => {
    const s = state({ orderWinner: 'B', deployFirst: 'A' });
    expect(authorizeStandard(s, cmd('ChooseDeploymentOrder', seat('B')))).toBeNull();
    expect(authorizeStandard(s, cmd('ChooseDeploymentOrder', seat('A')))).toBe('only seat B may do this');
    expect(authorizeStandard(s, cmd('ChooseDeploymentZone', seat('A')))).toBeNull();
    expect(authorizeStandard(s, cmd('ChooseDeploymentZone', seat('B')))).toBe('only seat A may do this');
    expect(authorizeStandard(state(), cmd('ChooseDeploymentOrder', seat('A')))).toBeNull();
    expect(authorizeStandard(state(), cmd('ChooseDeploymentZone', organiser))).toBeNull();
    expect(authorizeStandard({ status: 'empty' }, cmd('ChooseDeploymentZone', seat('A')))).toBeNull();
  });

  it('malifaux-2e/SETUP only the organiser rules on a disputed declaration', () => {
    expect(authorizeStandard(state(), cmd('RuleOnScoringFacts', organiser))).toBeNull();
    expect(authorizeStandard(state(), cmd('RuleOnScoringFacts', seat('A')))).toBe('only the organiser rules on a disputed declaration');
  });

  it('malifaux-2e/SETUP the declarer\'s opponent (or the organiser) answers a declaration; an unknown one is the rules\' to refuse', () => {
    const g = atEndPhase({ A: [choice('A_LINE_IN_THE_SAND'), choice('BREAKTHROUGH')], B: [choice('A_LINE_IN_THE_SAND'), choice('PROTECT_TERRITORY')] }, 2);
    declare(g, 'A', 'TURN', { strategy: { nonPeonWithin6: 2 } });
    const id = g.state.standard!.declarations[0].declarationId;
    expect(authorizeStandard(g.state, cmd('AnswerScoringFacts', seat('B'), { declarationId: id }))).toBeNull();
    expect(authorizeStandard(g.state, cmd('AnswerScoringFacts', organiser, { declarationId: id }))).toBeNull();
    expect(authorizeStandard(g.state, cmd('AnswerScoringFacts', seat('A'), { declarationId: id }))).toBe('only seat B may do this');
    expect(authorizeStandard(g.state, cmd('AnswerScoringFacts', seat('A'), { declarationId: 'nope' }))).toBeNull();
    expect(authorizeStandard({ status: 'empty' }, cmd('AnswerScoringFacts', seat('A'), { declarationId: id }))).toBeNull();
  });
});
