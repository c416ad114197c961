// malifaux-1e §14 encounter tables and the small rules read off them (tables.ts, special-location.ts, game-length.ts,
// soulstone-pool.ts, flipper.ts, encounter-policy.ts), band edge by band edge (issue 15; rules/malifaux-1e.md §14.2-§14.13).
import { FATE_DECK } from '../../malifaux/cards';
import { DEFAULT_ENCOUNTER_POLICY_1E } from './encounter-policy';
import { deckFlipper, scriptedFlipper } from './flipper';
import { cappedVp, endFlip, FIRST_END_FLIP_TURN, winnerOf } from './game-length';
import { poolCap, startingPool } from './soulstone-pool';
import { bandOf, hasSpecialTable, SPECIAL_TABLES, specialFlipFor } from './special-location';
import {
  DEPLOYMENT_GEOMETRY,
  deploymentFor1e,
  extendedKindFor,
  extendedStrategyFor,
  FACTIONS_1E,
  GENERAL_STRATEGY_IDS,
  generalStrategyFor,
  INDOOR_LOCATIONS,
  indoorOrOutdoor,
  LOCATION_IDS,
  locationFor,
  OUTDOOR_LOCATIONS,
  SIZE_TABLE,
  SIZES,
  STRATEGIES_1E,
  STRATEGY_IDS,
} from './tables';

const hiring = { budget: 30, spent: 25, unspent: 5, caches: 3, henchmanLed: false, henchmanCap: null, masters: 1 };

describe('malifaux-1e §14.2 the size table (HI-3, PO-2, GL-2)', () => {
  it('malifaux-1e/SETUP §14.2 Scrap and Brawl, with their hiring hints, hands, leaders, pools, schemes, VP caps and Rare factor', () => {
    expect(SIZES).toEqual(['SCRAP', 'BRAWL']);
    expect(SIZE_TABLE).toEqual({
      SCRAP: { fr: 'Escarmouche', hiring: { min: 1, max: 55 }, maxHand: 6, leaders: { min: 1, max: 1 }, maxPool: 8, maxSchemes: 2, vpCap: 8, rareFactor: 1 },
      BRAWL: { fr: 'Rixe', hiring: { min: 30, max: 80 }, maxHand: 7, leaders: { min: 1, max: 2 }, maxPool: 10, maxSchemes: 3, vpCap: 10, rareFactor: 2 },
    });
    expect(FACTIONS_1E).toEqual(['GUILD', 'RESURRECTIONISTS', 'ARCANISTS', 'NEVERBORN', 'OUTCASTS']);
  });
});

describe('malifaux-1e/LO-1 §14.4 the location flips', () => {
  it.each([
    ['BJ', { kind: 'CHOICE', chooser: 'FLIPPER' }],
    ['RJ', { kind: 'CHOICE', chooser: 'OTHER' }],
    ['RAM-01', { kind: 'RESULT', value: 'OUTDOOR' }],
    ['RAM-08', { kind: 'RESULT', value: 'OUTDOOR' }],
    ['RAM-09', { kind: 'RESULT', value: 'INDOOR' }],
    ['RAM-13', { kind: 'RESULT', value: 'INDOOR' }],
  ])('malifaux-1e/LO-1 first card %s: %j', (card, out) => {
    expect(indoorOrOutdoor(card)).toEqual(out);
  });

  it('malifaux-1e/LO-1 second card: Jokers give a choice; value n is the n-th location of the side', () => {
    expect(locationFor('OUTDOOR', 'BJ')).toEqual({ kind: 'CHOICE', chooser: 'FLIPPER' });
    expect(locationFor('INDOOR', 'RJ')).toEqual({ kind: 'CHOICE', chooser: 'OTHER' });
    expect(locationFor('OUTDOOR', 'RAM-01')).toEqual({ kind: 'RESULT', value: 'OLD_WITCH_TERRITORY' });
    expect(locationFor('INDOOR', 'RAM-13')).toEqual({ kind: 'RESULT', value: 'COLLAPSED_QUARTER' });
  });

  it('malifaux-1e/LO-1 the outdoor and indoor lists, in card order, with their French and English names', () => {
    expect(OUTDOOR_LOCATIONS.map((l) => `${l.id}|${l.fr}|${l.en}`)).toEqual([
      "OLD_WITCH_TERRITORY|Territoire de la sorcière|Old Witch's territory",
      'GREMLIN_VILLAGE|Village Gremlin|Gremlin village',
      'BAYOU_BORDER|Frontière des Bayous|Bayou border',
      'BOG|Tourbières|Bog',
      'DOWNTOWN|Centre ville|Downtown',
      'INDUSTRIAL_ZONE|Zone industrielle|Industrial zone',
      'SLUMS|Taudis|Slums',
      'QUARANTINE_ZONE|Zone de quarantaine|Quarantine zone',
      'RUINS|Ruines|Ruins',
      'MINES|Mines|Mines',
      'GHOST_TOWN|Ville fantôme / Village de colons|Ghost town / Settler town',
      'BADLANDS|Terres désolées|Badlands',
      'MOUNTAINS|Montagnes|Mountains',
    ]);
    expect(INDOOR_LOCATIONS.map((l) => `${l.id}|${l.fr}|${l.en}`)).toEqual([
      'THEATER|Théâtre|Theater',
      'SEWERS|Égouts|Sewers',
      "ARCANIST_LABORATORY|Laboratoire d'arcanistes|Arcanist laboratory",
      'RESURRECTIONIST_LABORATORY|Laboratoire de résurrectionnistes|Resurrectionist laboratory',
      'GUILD_LIBRARY|Librairie de la Guilde|Guild library',
      'NECROPOLIS|Nécropole|Necropolis',
      'GUILD_PRISON|Prison (de la Guilde)|Guild prison',
      'WAREHOUSE|Entrepôt|Warehouse',
      'RESEARCH_LABORATORY|Laboratoire de recherche|Research laboratory',
      'CAVE|Cave / Mine|Cave / Mine',
      'ANCIENT_RUINS|Anciennes ruines|Ancient ruins',
      'GREAT_TAVERN|Grande taverne|Great tavern',
      'COLLAPSED_QUARTER|Quartier effondré|Collapsed quarter',
    ]);
    expect(LOCATION_IDS).toEqual([...OUTDOOR_LOCATIONS, ...INDOOR_LOCATIONS].map((l) => l.id));
  });
});

describe('malifaux-1e/LO-1 §14.13 special terrain and events', () => {
  it.each([
    [1, 0], [2, 0], [3, 1], [4, 1], [5, 2], [7, 2], [8, 3], [9, 3], [10, 4], [11, 4], [12, 5], [13, 5],
  ])('malifaux-1e/LO-1 value %i reads option %i (1-2, 3-4, 5-7, 8-9, 10-11, 12-13)', (value, band) => {
    expect(bandOf(value)).toBe(band);
  });

  it('malifaux-1e/LO-1 Black Joker: flip two more; Red Joker: the flipper chooses; a card: its band', () => {
    expect(specialFlipFor('BJ')).toEqual({ kind: 'FLIP_TWO_MORE' });
    expect(specialFlipFor('RJ')).toEqual({ kind: 'CHOICE' });
    expect(specialFlipFor('TOME-08')).toEqual({ kind: 'RESULT', option: 3 });
  });

  it('malifaux-1e/LO-1 the 21 locations with a table (indoor 9-13 have none in the seed)', () => {
    expect(hasSpecialTable('RUINS')).toBe(true);
    expect(hasSpecialTable('CAVE')).toBe(false);
    expect(LOCATION_IDS.filter(hasSpecialTable)).toEqual(LOCATION_IDS.slice(0, 21));
  });

  it('malifaux-1e/LO-1 each location’s six options as printed', () => {
    expect(Object.entries(SPECIAL_TABLES).map(([k, v]) => `${k}: ${v.join(' / ')}`)).toEqual([
      'OLD_WITCH_TERRITORY: Sombres présages / Tourbières / Ancien monument / Nexus magique / Effigies mystérieuses / Brumes',
      "GREMLIN_VILLAGE: Murmures inquiétants / Tourbières / Structure inquiétante / Pluies torrentielles / Zone morte / Tas d'épaves",
      'BAYOU_BORDER: Forêt / Structure inquiétante / Pluies torrentielles / Cimetière / Arbre à pendus / Campement',
      'BOG: Arbre à pendus / Filon de Pierrâmes / Tourbières / Effigies mystérieuses / Terrain dangereux / Brumes',
      'DOWNTOWN: Cimetière / Zone morte / Vague de chaleur / Structure inquiétante / Pluies torrentielles / Brumes',
      "INDUSTRIAL_ZONE: Terrain dangereux / Vague de chaleur / Tas d'épaves / Décombres / Brumes / Structure inquiétante",
      "SLUMS: Tas d'épaves / Seul dans le noir / Décombres / Structure inquiétante / Arbre à pendus / Cimetière",
      'QUARANTINE_ZONE: Décombres / Monument ancien / Seul dans le noir / Nexus magique / Brumes / Murmures inquiétants',
      'RUINS: Filon de Pierrâmes / Murmures inquiétants / Décombres / Vents cruels / Chute de pierres / Campement',
      'MINES: Seul dans le noir / Nexus magique / Filon de Pierrâmes / Chute de pierres / Zone morte / Terrains dangereux',
      'GHOST_TOWN: Arbre à pendus / Vague de chaleur / Effigies mystérieuses / Sombres présages / Cimetière / Tempête de neige',
      'BADLANDS: Débandade ! / Filon de Pierrâmes / Vague de chaleur / Forêt / Terrains dangereux / Tempête de neige',
      'MOUNTAINS: Terrains dangereux / Monument ancien / Chute de pierres / Tempête de neige / Nexus magique / Tremblements de terre',
      "THEATER: Sac de Pierrâmes / Cul sec ! / Extinction des lumières / Départ de feu / Bassin d'Aether / Terrain dangereux",
      'SEWERS: Gaz nocif / Nuée de rats / Extinction des lumières / Décombres / Terrain dangereux / Murmures inquiétants',
      "ARCANIST_LABORATORY: Sac de Pierrâmes / Mécanisme de recalibrage / Bassin d'Aether / Texte ancien / Appareil ésotérique / Départ de feu",
      'RESURRECTIONIST_LABORATORY: Cimetière / Texte ancien / Extinction des lumières / Seul dans le noir / Chambre de torture / Effigies mystérieuses',
      "GUILD_LIBRARY: Bassin d'Aether / Extinction des lumières / Cachette de livres / Appareil ésotérique / Murmures inquiétants / Texte ancien",
      'NECROPOLIS: Murmures inquiétants / Cimetière / Monument ancien / Nexus magique / Seul dans le noir / Décombres',
      'GUILD_PRISON: Zone mortelle / Chambre de torture / Décombres / Cris perçants / Extinction des lumières / Seul dans le noir',
      "WAREHOUSE: Extinction des lumières / Sac de Pierrâmes / Tas d'épaves / Départ de feu / Texte ancien / Appareil ésotérique",
    ]);
  });
});

describe('malifaux-1e §14.6 deployment and §14.7 strategies', () => {
  it.each([
    ['BJ', { kind: 'CHOICE', chooser: 'FLIPPER' }],
    ['RJ', { kind: 'CHOICE', chooser: 'OTHER' }],
    ['RAM-04', { kind: 'RESULT', value: 'DIAGONAL' }],
    ['RAM-05', { kind: 'RESULT', value: 'STANDARD' }],
    ['RAM-09', { kind: 'RESULT', value: 'STANDARD' }],
    ['RAM-10', { kind: 'RESULT', value: 'CORNER' }],
  ])('malifaux-1e/SETUP §14.6 deployment card %s: %j', (card, out) => {
    expect(deploymentFor1e(card)).toEqual(out);
  });

  it('malifaux-1e/SETUP §14.6 each deployment’s zones', () => {
    expect(DEPLOYMENT_GEOMETRY).toEqual({
      DIAGONAL: 'each zone starts 12.5" from the line between two opposite corners',
      STANDARD: '6"-deep strips along the full length of opposite table edges',
      CORNER: '12" x 12" squares in two opposite corners',
    });
  });

  it.each([
    ['RAM-01', 'TREASURE_HUNT'], ['RAM-03', 'DESTROY_THE_EVIDENCE'], ['RAM-05', 'DESTROY_THE_EVIDENCE'], ['RAM-06', 'RECONNOITER'], ['RAM-08', 'RECONNOITER'],
    ['RAM-09', 'CLAIM_JUMP'], ['RAM-11', 'CLAIM_JUMP'], ['RAM-12', 'SLAUGHTER'],
  ])('malifaux-1e/SETUP §14.7 the General table: %s → %s', (card, id) => {
    expect(generalStrategyFor(card)).toEqual({ kind: 'RESULT', value: id });
  });

  it('malifaux-1e/SETUP §14.7 a Joker on the General table: the flipper chooses; the five General strategies', () => {
    expect(generalStrategyFor('BJ')).toEqual({ kind: 'CHOICE', chooser: 'FLIPPER' });
    expect(generalStrategyFor('RJ')).toEqual({ kind: 'CHOICE', chooser: 'FLIPPER' });
    expect(GENERAL_STRATEGY_IDS).toEqual(['TREASURE_HUNT', 'DESTROY_THE_EVIDENCE', 'RECONNOITER', 'CLAIM_JUMP', 'SLAUGHTER']);
  });

  it('malifaux-1e/SETUP §14.7 the thirteen strategies in card order, with their French names', () => {
    expect(STRATEGIES_1E.map((s) => `${s.id}|${s.fr}|${s.en}`)).toEqual([
      'A_LINE_IN_THE_SAND|Une ligne dans le sable|A Line in the Sand',
      'CLAIM_JUMP|Réclamer un quartier|Claim Jump',
      'CONTAIN_POWER|Contenir la puissance|Contain Power',
      'DELIVER_A_MESSAGE|Délivrer un message|Deliver a Message',
      'DESTROY_THE_EVIDENCE|Détruire les preuves|Destroy the Evidence',
      'DISTRACT|Distraire|Distract',
      'ESCAPE_AND_SURVIVE|Échapper et survivre|Escape and Survive',
      'PLANT_EVIDENCE|Mettre des preuves|Plant Evidence',
      'RECONNOITER|Reconnaissance|Reconnoiter',
      'SLAUGHTER|Massacre|Slaughter',
      "SUPPLY_WAGON|Wagon d'approvisionnement|Supply Wagon",
      'TREASURE_HUNT|Chasse au trésor|Treasure Hunt',
      'TURF_WAR|Guerre de territoire|Turf War',
    ]);
    expect(STRATEGY_IDS).toEqual(STRATEGIES_1E.map((s) => s.id));
    expect(extendedStrategyFor('RAM-07')).toEqual({ kind: 'RESULT', value: 'ESCAPE_AND_SURVIVE' });
  });

  it.each([
    ['RAM-01', false, 'INDIVIDUAL'], ['RAM-01', true, 'STORY'], ['RAM-02', true, 'INDIVIDUAL'], ['RAM-08', true, 'INDIVIDUAL'],
    ['RAM-09', true, 'SHARED'], ['RAM-12', true, 'SHARED'], ['RAM-13', false, 'SHARED'], ['RAM-13', true, 'STORY'],
  ] as const)('malifaux-1e/SETUP §14.7 the extended flip %s (story agreed: %s) is %s', (card, story, kind) => {
    expect(extendedKindFor(card, story)).toEqual({ kind: 'RESULT', value: kind });
  });

  it('malifaux-1e/SETUP §14.7 a Joker on the extended flip: the flipper chooses', () => {
    expect(extendedKindFor('BJ', true)).toEqual({ kind: 'CHOICE', chooser: 'FLIPPER' });
    expect(extendedKindFor('RJ', false)).toEqual({ kind: 'CHOICE', chooser: 'FLIPPER' });
  });
});

describe('malifaux-1e §14.12 game length and VP (GL-1, GL-2)', () => {
  it.each([
    [6, 'RAM-10', 10, true],
    [6, 'RAM-09', 10, false],
    [7, 'RAM-11', 11, true],
    [7, 'RAM-10', 11, false],
    [9, 'RAM-13', 13, true],
    [10, 'RJ', 14, true],
    [11, 'RJ', 15, false],
    [6, 'BJ', 10, false],
    [6, null, 10, false],
  ] as const)('malifaux-1e/GL-1 after turn %i a %s against %i: continues %s', (turn, card, threshold, continues) => {
    expect(endFlip(turn, card)).toEqual({ threshold, continues });
    expect(FIRST_END_FLIP_TURN).toBe(6);
  });

  it('malifaux-1e/GL-2 VP add up, then the cap (8 Scrap, 10 Brawl) cuts the surplus', () => {
    const lines = [{ source: 'STRATEGY' as const, id: 's', vp: 4 }, { source: 'SCHEME' as const, id: 'x', vp: 3 }, { source: 'SCHEME' as const, id: 'y', vp: 2 }];
    expect(cappedVp('SCRAP', lines)).toEqual({ raw: 9, capped: 8 });
    expect(cappedVp('BRAWL', lines)).toEqual({ raw: 9, capped: 9 });
    expect(cappedVp('SCRAP', [])).toEqual({ raw: 0, capped: 0 });
  });

  it('malifaux-1e/GL-2 most VP wins; a tie at the top is a draw', () => {
    expect(winnerOf({ A: 5, B: 3 })).toBe('A');
    expect(winnerOf({ A: 2, B: 3 })).toBe('B');
    expect(winnerOf({ A: 3, B: 3 })).toBeNull();
    expect(winnerOf({ A: 3, B: 3, C: 4 })).toBe('C');
  });
});

describe('malifaux-1e §14.9 the starting soulstone pool (PO-1, PO-2, SC-1)', () => {
  it('malifaux-1e/PO-2 the cap: 8 Scrap, 10 Brawl, a Henchman-led crew’s Henchman #', () => {
    expect(poolCap('SCRAP', hiring)).toBe(8);
    expect(poolCap('BRAWL', hiring)).toBe(10);
    expect(poolCap('SCRAP', { henchmanLed: true, henchmanCap: 4 })).toBe(4);
    expect(poolCap('SCRAP', { henchmanLed: true, henchmanCap: null })).toBe(8);
    expect(poolCap('SCRAP', { henchmanLed: false, henchmanCap: 4 })).toBe(8);
  });

  it('malifaux-1e/PO-1 unspent + caches + 2 per scheme not taken, capped after the bonus (§20.2 #18 default)', () => {
    expect(startingPool('SCRAP', hiring, 0, DEFAULT_ENCOUNTER_POLICY_1E)).toBe(8);
    expect(startingPool('BRAWL', hiring, 1, DEFAULT_ENCOUNTER_POLICY_1E)).toBe(10);
    expect(startingPool('BRAWL', { ...hiring, unspent: 2, caches: 1 }, 1, DEFAULT_ENCOUNTER_POLICY_1E)).toBe(5);
    expect(startingPool('BRAWL', { ...hiring, unspent: 2, caches: 1, henchmanLed: true, henchmanCap: 9 }, 0, DEFAULT_ENCOUNTER_POLICY_1E)).toBe(2);
  });

  it('malifaux-1e/SC-1 with capAfterSchemeBonus off the scheme bonus comes on top of the capped hiring part', () => {
    expect(startingPool('SCRAP', hiring, 2, { capAfterSchemeBonus: false })).toBe(12);
    expect(startingPool('SCRAP', { ...hiring, unspent: 1, caches: 0 }, 1, { capAfterSchemeBonus: false })).toBe(3);
  });

  it('malifaux-1e/PO-2 §20.2 the default policy flags', () => {
    expect(DEFAULT_ENCOUNTER_POLICY_1E).toEqual({
      capAfterSchemeBonus: true, rareDoublingRequiresTwoMasters: false, generalJokerChoiceFromAll: false, specialSameResult: 'SAME_BAND', henchmanSpecialForcesOneGroup: true, allowStrategyReflip: true, storyEncountersAllowed: false,
    });
  });
});

describe('malifaux-1e §14 setup flips come from the players’ own decks (FD-9, FD-11)', () => {
  it('malifaux-1e/FD-9 a deck flip turns the top card face up onto its own discard pile; an unknown seat flips nothing', () => {
    const f = deckFlipper({ A: { deck: ['RAM-05', 'RAM-06'], hand: [], discard: [], inPlay: [] } }, { seed: 's', nonce: 0 });
    expect(f.flip('A', 'x')).toBe('RAM-05');
    expect(f.flip('A', 'y')).toBe('RAM-06');
    expect(f.flip('B', 'z')).toBeNull();
    expect(f.events.map((e) => e.type)).toEqual(['CardsFlipped', 'CardsDiscarded', 'CardsFlipped', 'CardsDiscarded']);
    expect(f.events[3]).toEqual({ type: 'CardsDiscarded', data: { seat: 'A', cards: ['RAM-06'], from: 'play' } });
  });

  it('malifaux-1e/FD-12 an empty deck is rebuilt from the discard pile mid-setup', () => {
    const f = deckFlipper({ A: { deck: ['RAM-05'], hand: [...FATE_DECK.filter((c) => c !== 'RAM-05')], discard: [], inPlay: [] } }, { seed: 's', nonce: 0 });
    expect(f.flip('A', 'x')).toBe('RAM-05');
    expect(f.flip('A', 'y')).toBe('RAM-05');
    expect(f.events.map((e) => e.type)).toContain('DeckShuffled');
  });

  it('malifaux-1e/FD-9 a scripted flipper gives each seat its cards in order, then none', () => {
    const f = scriptedFlipper({ A: ['RAM-01', 'RAM-02'] });
    expect([f.flip('A', 'x'), f.flip('A', 'y'), f.flip('A', 'z'), f.flip('B', 'w')]).toEqual(['RAM-01', 'RAM-02', null, null]);
    expect(f.events).toEqual([]);
  });
});
