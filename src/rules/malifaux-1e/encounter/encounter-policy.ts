// malifaux-1e §20.2 ambiguities of §14 as named policy flags (rules/malifaux-1e.md §20.2 items 18-21, 27; §14.7 W37): defaults are the spec's
// A tournament organiser sets these once per encounter; every flag's default is the reading a judge would take (README).

export interface EncounterPolicy1e {
  /** §20.2 #18, PO-2: the 8/10/Henchman # cap is applied after the +2 SS per scheme not taken (default true, "in all cases"). */
  readonly capAfterSchemeBonus: boolean;
  /** §20.2 #27, HI-3: Rare # doubles only in a Brawl with two Masters (default false: every Brawl doubles). */
  readonly rareDoublingRequiresTwoMasters: boolean;
  /** §20.2 #20, §14.7: on a Joker of the General table the player chooses from the General table's five (default) or from all thirteen. */
  readonly generalJokerChoiceFromAll: boolean;
  /** §20.2 #21, LO-1: after a Black Joker, two extra flips with the same band (default) or the same card value force a reflip. */
  readonly specialSameResult: 'SAME_BAND' | 'SAME_VALUE';
  /** §20.2 #19, HI-8: a Henchman hired in a Master-led crew with Special Forces follows the one-group rule (default true). */
  readonly henchmanSpecialForcesOneGroup: boolean;
  /** W37, §14.7: the paid individual-strategy reflip is allowed (official tournaments forbid it: false). */
  readonly allowStrategyReflip: boolean;
  /** §14.7: story encounters were agreed before the extended flip. */
  readonly storyEncountersAllowed: boolean;
}

export const DEFAULT_ENCOUNTER_POLICY_1E: EncounterPolicy1e = {
  capAfterSchemeBonus: true,
  rareDoublingRequiresTwoMasters: false,
  generalJokerChoiceFromAll: false,
  specialSameResult: 'SAME_BAND',
  henchmanSpecialForcesOneGroup: true,
  allowStrategyReflip: true,
  storyEncountersAllowed: false,
};
