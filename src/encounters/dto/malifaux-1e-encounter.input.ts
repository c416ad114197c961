// Inputs of a Malifaux 1E encounter setup, end flip and VP (rules/malifaux-1e.md §13-§14; rules/malifaux-1e/encounter/).
// Shape only: an unknown faction, location or trait is a 400 naming the field; whether the move is legal is the rules' job (422).
import { Field, Float, InputType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNumber, IsOptional, Max, Min } from 'class-validator';
import { CommandInput } from '../../common/command.input';
import { NestedList, OptionalNestedInput, OptionalNestedList } from '../../common/dto/nested.decorators';
import { DEPLOYMENTS_1E, FACTIONS_1E, LOCATION_IDS, SIZES } from '../../rules/malifaux-1e/encounter/tables';
import { TRAITS_1E } from '../../rules/malifaux-1e/terrain/terrain';
import { Flag, OneOf, Strings, Text, Whole } from './encounter-setup.input';
import { Station } from '../../common/contract/shared-enums';

/** A real number of inches (distances are never rounded, GEN-2). */
export const Inches = (min: number, max: number, description?: string, optional = false): PropertyDecorator => (target, key) => {
  Field(() => Float, { nullable: optional })(target, key);
  (optional ? ApiPropertyOptional : ApiProperty)({ minimum: min, maximum: max, ...(description ? { description } : {}) })(target, key);
  if (optional) IsOptional()(target, key);
  IsNumber()(target, key);
  Min(min)(target, key);
  Max(max)(target, key);
};

@InputType('M1eEncounterPolicyInput', { description: '§20.2 readings of §14 (rules/malifaux-1e/encounter/README.md); omitted: the default' })
export class M1eEncounterPolicyInput {
  @Flag('§20.2 #18: cap the starting pool after the +2 per scheme not taken (default true)') capAfterSchemeBonus?: boolean;
  @Flag('§20.2 #27: Rare # doubles only with two Masters (default false)') rareDoublingRequiresTwoMasters?: boolean;
  @Flag('§20.2 #20: a General-table Joker chooses among all thirteen strategies (default false: the five)') generalJokerChoiceFromAll?: boolean;
  @OneOf(['SAME_BAND', 'SAME_VALUE'], '§20.2 #21: what forces a reflip after a Black Joker on a location table (default SAME_BAND)', true) specialSameResult?: string;
  @Flag('§20.2 #19: a Henchman in a Master-led crew follows the one Special Forces group rule (default true)') henchmanSpecialForcesOneGroup?: boolean;
  @Flag('W37: the paid individual-strategy reflip is allowed (default true; official tournaments: false)') allowStrategyReflip?: boolean;
  @Flag('§14.7: story encounters agreed before the extended flip (default false)') storyEncountersAllowed?: boolean;
}

@InputType('M1eMagicPolicyInput', { description: '§20.2 #16, #30' })
export class M1eMagicPolicyInput {
  @OneOf(['NONE', 'ZERO'], '§20.2 #16: damage of a spell with no Rst: no combat-total modifier (NONE, default) or a combat total of 0', true) noResistCombatTotal?: string;
  @Flag('§20.2 #30: a summoned model must activate the turn it is summoned (default true)') summonedMustActivate?: boolean;
}

@InputType('M1eTerrainPolicyInput', { description: '§20.2 #17, W32' })
export class M1eTerrainPolicyInput {
  @OneOf(['EXCEEDS', 'EQUALS_OR_EXCEEDS'], '§20.2 #17: damage must exceed the Solidity (default) or may equal it', true) destroyWhen?: string;
  @Flag('§20.2 #17: damage builds up across attacks on a section (default false)') damageAccumulates?: boolean;
  @Flag('W32: a partial 3" portion of a long piece is a section (default true)') partialPortionIsSection?: boolean;
}

@InputType('M1eVpAwardInput', { description: '§14.7, SC-2: VP earned when every listed victory condition is met' })
export class M1eVpAwardInput {
  @Whole(0, 10, 'The VP of this award') vp!: number;
  @Strings(10, 'The victory conditions, in the text’s words; all must be met') conditions?: string[];
  @Flag('SC-5: the extra VP of an announced scheme') announcedOnly?: boolean;
}

@InputType('M1eStrategyDefinitionInput', { description: '§14.7: a strategy whose text the league supplies (MISSING from the seed)' })
export class M1eStrategyDefinitionInput {
  @Text(64, 'One of the thirteen strategies of the seed’s tables (e.g. TREASURE_HUNT)') id!: string;
  @NestedList(() => M1eVpAwardInput, 1, 6, 'Its VP') awards!: M1eVpAwardInput[];
  @OptionalNestedList(() => M1eVpAwardInput, 6, 'The shared version’s VP, when they differ') sharedAwards?: M1eVpAwardInput[];
}

@InputType('M1eSchemeDefinitionInput', { description: 'SC-2: a scheme whose text the league supplies (the seed’s list is MISSING)' })
export class M1eSchemeDefinitionInput {
  @Text(64) id!: string;
  @Text(120) fr!: string;
  @Text(120) en!: string;
  @OneOf(['GENERAL', 'FACTION', 'MASTER'], 'SC-3') type!: string;
  @OneOf(FACTIONS_1E, 'SC-2: a Faction scheme’s faction', true) faction?: string;
  @Text(80, 'SC-2: a Master scheme’s Master', true) master?: string;
  @Whole(0, 3, 'SC-4: how many models or terrain pieces it selects') selects!: number;
  @OneOf(['MAY', 'MUST', 'NEVER'], 'SC-5') announce!: string;
  @OptionalNestedList(() => M1eVpAwardInput, 6, 'SC-2: its VP as data (absent: declared at scoring)') awards?: M1eVpAwardInput[];
}

@InputType('M1eBeginSetupInput')
export class M1eBeginSetupInput extends CommandInput {
  @OptionalNestedInput(() => M1eEncounterPolicyInput, 'Organiser only') policy?: M1eEncounterPolicyInput;
  @OptionalNestedInput(() => M1eMagicPolicyInput, 'Organiser only') magicPolicy?: M1eMagicPolicyInput;
  @OptionalNestedInput(() => M1eTerrainPolicyInput, 'Organiser only') terrainPolicy?: M1eTerrainPolicyInput;
  @OptionalNestedList(() => M1eSchemeDefinitionInput, 60, 'Organiser only: the schemes this league plays') schemes?: M1eSchemeDefinitionInput[];
  @OptionalNestedList(() => M1eStrategyDefinitionInput, 13, 'Organiser only: the strategy texts this league supplies') strategies?: M1eStrategyDefinitionInput[];
}

@InputType('M1eSizeInput')
export class M1eSizeInput extends CommandInput {
  @OneOf(SIZES, '§14.2 Scrap (Escarmouche) or Brawl (Rixe)') size!: string;
  @Whole(1, 200, '§14.2 the soulstones to hire with (suggested: Scrap 1-55, Brawl 30-80)') soulstones!: number;
}

@InputType('M1eFactionInput')
export class M1eFactionInput extends CommandInput {
  @OneOf(FACTIONS_1E, '§14.3') faction!: string;
}

@InputType('M1eFlipOrAgreeInput', { description: '§14: FLIP from the caller’s own deck, or an AGREED value' })
export class M1eLocationInput extends CommandInput {
  @OneOf(['FLIP', 'AGREED']) mode!: string;
  @OneOf(LOCATION_IDS, '§14.4 when AGREED', true) location?: string;
}

@InputType('M1eDeploymentInput')
export class M1eDeploymentInput extends CommandInput {
  @OneOf(['FLIP', 'AGREED']) mode!: string;
  @OneOf(DEPLOYMENTS_1E, '§14.6 when AGREED', true) deployment?: string;
}

@InputType('M1eChoiceInput')
export class M1eChoiceInput extends CommandInput {
  @Text(64, 'The answer to the Joker that gave the caller a choice (setupStep.choice)') value!: string;
}

@InputType('M1eEncounterTypeInput')
export class M1eEncounterTypeInput extends CommandInput {
  @OneOf(['GENERAL', 'EXTENDED'], '§14.7; EXTENDED flips its kind from the caller’s deck') type!: string;
}

@InputType('M1eReflipInput')
export class M1eReflipInput extends CommandInput {
  @Field() @ApiProperty({ description: 'W37: reflip the individual strategy for 1 SS of the hiring budget' }) @IsBoolean() reflip!: boolean;
}

@InputType('M1eTerrainPieceInput')
export class M1eTerrainPieceInput {
  @Text(64) id!: string;
  @Text(80, undefined, true) name?: string;
  @Strings(11, '§13 traits (Open when none)', TRAITS_1E) traits?: string[];
  @Inches(0, 36, 'TE-0: the agreed Ht') ht!: number;
  @Inches(0, 72, 'Destructible: length of a long piece (one Solidity section per 3")', true) lengthInches?: number;
  @Whole(1, 10, 'Destructible: Solidity (wood 3, brick 6, stone 8, metal 10)', true) solidity?: number;
  @OneOf(['BURNING', 'DEADLY', 'CHASM'], 'Hazardous: what it is', true) hazard?: string;
  @OneOf(['LEDGE', 'SLOPE'], 'Elevated: ledge or slope', true) elevation?: string;
  @Flag('An indoor wall: Ht 4, no flying over') indoorWall?: boolean;
}

@InputType('M1eTerrainInput')
export class M1eTerrainInput extends CommandInput {
  @NestedList(() => M1eTerrainPieceInput, 0, 60) pieces!: M1eTerrainPieceInput[];
}

@InputType('M1eCrewModelInput', { description: '§14.8: one model of the list with what its card says about hiring' })
export class M1eCrewModelInput {
  @Text(64) id!: string;
  @Text(80) name!: string;
  @Text(80, 'HI-4: the unique character a version belongs to', true) character?: string;
  @OneOf(['MASTER', 'HENCHMAN', 'MINION'], '§3.2: 1E has no Enforcers, Peons or Totems as Stations', false, Station) station!: string;
  @Strings(5, 'Factions on the card', FACTIONS_1E) factions?: string[];
  @Whole(0, 20, 'Printed cost') cost!: number;
  @Flag('Mercenary') mercenary?: boolean;
  @Flag('Totem') totem?: boolean;
  @Text(64, 'HI-10: the Master or Henchman it is connected to', true) totemOf?: string;
  @Flag('Unique') unique?: boolean;
  @Whole(1, 10, 'Rare #', true) rare?: number;
  @Whole(0, 10, 'HI-6: a Master’s cache', true) cache?: number;
  @Whole(1, 20, 'HI-7: Henchman #', true) henchmanNumber?: number;
  @Text(40, 'HI-12: Special Forces group', true) specialForces?: string;
  @Text(64, 'HI-1: hired under this leader’s special rule', true) allowedBy?: string;
}

@InputType('M1eCrewListInput')
export class M1eCrewListInput extends CommandInput {
  @OneOf(FACTIONS_1E) faction!: string;
  @Strings(2, 'HI-5: the leaders (model ids)') leaders!: string[];
  @NestedList(() => M1eCrewModelInput, 1, 40) models!: M1eCrewModelInput[];
}

@InputType('M1eSchemeChoiceInput')
export class M1eSchemeChoiceInput {
  @Text(64) id!: string;
  @Strings(3, 'SC-4: the models or terrain pieces it selects') selects?: string[];
}

@InputType('M1eSchemesInput')
export class M1eSchemesInput extends CommandInput {
  @NestedList(() => M1eSchemeChoiceInput, 0, 3, 'SC-1: 0-2 (Scrap) or 0-3 (Brawl); secret') schemes!: M1eSchemeChoiceInput[];
}

@InputType('M1eAnnounceInput')
export class M1eAnnounceInput extends CommandInput {
  @Strings(3, 'SC-5: the ids of the schemes announced now') schemes?: string[];
}

@InputType('M1eEndTurnInput')
export class M1eEndTurnInput extends CommandInput {
  @Whole(1, 20, 'GL-1: the turn whose Closing Phase is over') turn!: number;
}

@InputType('M1eVpLineInput')
export class M1eVpLineInput {
  @OneOf(['STRATEGY', 'SCHEME']) source!: string;
  @Text(64, 'The strategy or scheme id') id!: string;
  @Whole(0, 10, 'Declared VP (the text is MISSING from the seed); with a supplied text, omit it or give the computed VP', true) vp?: number;
  @Strings(10, '§14.7, SC-2: the victory conditions met, when the league supplied the text') met?: string[];
}

@InputType('M1eScoreInput')
export class M1eScoreInput extends CommandInput {
  @NestedList(() => M1eVpLineInput, 0, 4, 'GL-2: the strategy and every scheme') lines!: M1eVpLineInput[];
}
