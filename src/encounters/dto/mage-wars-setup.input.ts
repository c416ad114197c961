// The Mage Wars section of the creation input (rules/mage-wars.md §4, §13.5, §17.3): each player's apprentice Mage and
// book, card definitions, and the named policies (state.ts MageWarsOptions).
import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsObject, IsOptional, IsString, IsUUID, Length, Matches } from 'class-validator';
import { JSONScalar } from '../../common/json.scalar';
import { NestedList, OptionalNestedInput } from '../../common/dto/nested.decorators';
import { APPRENTICE_SPELLBOOK_IDS, MAGE_CLASSES } from '../../rules/mage-wars/cards/apprentice-spellbooks';
import { ELEMENTAL_SCHOOLS } from '../../rules/mage-wars/cards/mages';
import { STARTER_SPELLBOOK_IDS } from '../../rules/mage-wars/cards/starter-spellbooks';

// §13.5 apprentice books (apprentice mode) and §13.4 starter books (full mode); the decider refuses a book of the other mode.
const BOOK_IDS = [...Object.keys(APPRENTICE_SPELLBOOK_IDS), ...Object.keys(STARTER_SPELLBOOK_IDS)];
/** §1 modes: apprentice (3 × 2, two apprentice Mages), full (3 × 4, ability cards and built books; 2v2 teams), double (4 × 6 free-for-all). */
export const MAGE_WARS_MODES = ['apprentice', 'full', 'double'] as const;

@InputType('MageWarsPlayerInput')
export class MageWarsPlayerInput {
  @Field()
  @ApiProperty({ enum: MAGE_CLASSES, description: '§13.5: the apprentice Mage' })
  @IsIn(MAGE_CLASSES)
  mageClass!: string;

  @Field({ nullable: true })
  @ApiPropertyOptional({ enum: BOOK_IDS, description: 'A §13.5 book by id; default: the Mage’s own' })
  @IsOptional()
  @IsIn(BOOK_IDS)
  spellbookId?: string;

  @Field(() => [String], { nullable: true })
  @ApiPropertyOptional({ type: [String], maxItems: 200, description: 'Or the book as card ids, one per physical card' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(200)
  @IsString({ each: true })
  @Length(1, 100, { each: true })
  spellbook?: string[];

  @Field({ nullable: true })
  @ApiPropertyOptional({ format: 'uuid', description: 'Full mode: a saved spellbook (POST /v1/mage-wars/spellbooks) by id, at its latest version; checked again against this Mage' })
  @IsOptional()
  @IsUUID()
  savedSpellbookId?: string;

  @Field({ nullable: true })
  @ApiPropertyOptional({ enum: ELEMENTAL_SCHOOLS, description: 'Full mode, Wizard only (MG-WZ, SB-2): the elemental school trained besides Arcane' })
  @IsOptional()
  @IsIn(ELEMENTAL_SCHOOLS)
  element?: string;

  @Field({ nullable: true })
  @ApiPropertyOptional({ minLength: 1, maxLength: 32, description: 'Full / double mode (MP-3): the team; two teams of two, seated alternately (A1, B1, A2, B2)' })
  @IsOptional()
  @IsString()
  @Length(1, 32)
  @Matches(/^[A-Za-z0-9 _-]+$/)
  team?: string;
}

@InputType('MageWarsOptionsInput', { description: 'Named policies for the readings the book leaves open (§19.3, §19.4); omitted: the default' })
export class MageWarsOptionsInput {
  @Field({ nullable: true }) @ApiPropertyOptional({ description: 'CB-11: ranged attacks skip steps 5-7; default true' }) @IsOptional() @IsBoolean() rangedSkipsAdditionalStrikes?: boolean;
  @Field({ nullable: true }) @ApiPropertyOptional({ description: 'CB-6: a Flying target inside the minimum range is legal; default true' }) @IsOptional() @IsBoolean() flyingInsideMinimumRange?: boolean;
  @Field({ nullable: true }) @ApiPropertyOptional({ description: 'CB-23: a damage barrier hits enemies only; default false' }) @IsOptional() @IsBoolean() damageBarrierEnemiesOnly?: boolean;
  @Field({ nullable: true }) @ApiPropertyOptional({ description: 'CB-33: a counterstrike triggers the attacker’s barrier; default true' }) @IsOptional() @IsBoolean() counterstrikeTriggersBarrier?: boolean;
  @Field({ nullable: true }) @ApiPropertyOptional({ description: 'CB-20: Poison immunity blocks Weak, Rot, Cripple; default true' }) @IsOptional() @IsBoolean() poisonImmunityBlocksPoisonConditions?: boolean;
  @Field({ nullable: true }) @ApiPropertyOptional({ description: 'CB-39: Lightning and Wind attacks are Ethereal; default true' }) @IsOptional() @IsBoolean() lightningAndWindAreEthereal?: boolean;
  @Field({ nullable: true }) @ApiPropertyOptional({ description: 'CB-52: a zone attack hits the attacker in the zone; default true' }) @IsOptional() @IsBoolean() zoneAttackHitsAttacker?: boolean;
  @Field({ nullable: true })
  @ApiPropertyOptional({ enum: ['draw', 'initiative'], description: '§16: both last Mages destroyed together; default draw' })
  @IsOptional()
  @IsIn(['draw', 'initiative'])
  simultaneousDestruction?: string;
}

@InputType('MageWarsSetupInput', { description: 'Ruleset mage-wars only: one entry per player, in the order of `players`' })
export class MageWarsSetupInput {
  @Field({ nullable: true })
  @ApiPropertyOptional({ enum: MAGE_WARS_MODES, description: '§1: apprentice (default), full (§12-§14: ability cards, spellbook points, teams) or double (MP-6 free-for-all on the 4 × 6 arena)' })
  @IsOptional()
  @IsIn(MAGE_WARS_MODES)
  mode?: string;

  @NestedList(() => MageWarsPlayerInput, 1, 4)
  players!: MageWarsPlayerInput[];

  // JSON on input on purpose (issue 12): the card validator checks each definition and names the bad field in a 400
  // (a typed input would refuse it earlier, without the rule); the served definitions are typed (MageWarsCardDefinition).
  @Field(() => [JSONScalar], {
    nullable: true,
    description: 'Card definitions (§17.3) as JSON, each checked by the rules core’s card validator (rules/mage-wars/cards/card-validator.ts); a bad one is 400 naming mageWars.cards[i]',
  })
  @ApiPropertyOptional({
    type: 'array',
    maxItems: 500,
    items: { type: 'object', additionalProperties: true },
    description: 'Card definitions (§17.3) as JSON, each checked by the rules core’s card validator (rules/mage-wars/cards/card-validator.ts); a bad one is 400 naming mageWars.cards[i]',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(500)
  @IsObject({ each: true })
  cards?: Record<string, unknown>[];

  @OptionalNestedInput(() => MageWarsOptionsInput)
  options?: MageWarsOptionsInput;
}
