import { ApiProperty } from '@nestjs/swagger';

export class HealthModel {
  @ApiProperty({ enum: ['ok'] }) status!: 'ok';
  @ApiProperty({ enum: ['up'], description: 'the database answered a query within 2 s' }) database!: 'up';
}

export class LivenessModel {
  @ApiProperty({ enum: ['ok'] }) status!: 'ok';
}
