import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class HealthResponseDto {
  @ApiProperty({ example: true })
  ok!: boolean;
}

export class ReadinessCheckDto {
  @ApiProperty({ example: 'chain' })
  name!: string;
  @ApiProperty()
  ok!: boolean;
  @ApiPropertyOptional({ example: 'tip 120 (0f91…)' })
  detail?: string;
  @ApiPropertyOptional({ example: 'Start btcd or fix BITCOIND_RPC_URL.' })
  hint?: string;
}

export class ReadinessResponseDto {
  @ApiProperty()
  ok!: boolean;
  @ApiProperty({
    enum: ['single', 'holder', 'follower'],
    description: '`single`: the node runs as one process. Replicas: `holder` runs the engine (it holds the engine lease), a `follower` forwards commands to it.',
  })
  role!: 'single' | 'holder' | 'follower';
  @ApiProperty({ example: '5f0c2a9d3e1b4c77', description: 'This process (a new id at every start).' })
  replica_id!: string;
  @ApiProperty({ type: [ReadinessCheckDto] })
  checks!: ReadinessCheckDto[];
}

export class StatusResponseDto {
  @ApiProperty({ description: 'The Lightning engine is running.' })
  is_running!: boolean;
  @ApiProperty({ description: 'The P2P listener accepts Lightning connections.' })
  is_listening!: boolean;
  @ApiProperty({ type: 'integer', nullable: true, example: 120, description: 'Height of the chain tip the node follows.' })
  best_block_height!: number | null;
  @ApiProperty({ type: String, nullable: true, example: '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206' })
  chain_tip_hash!: string | null;
  @ApiProperty({ description: 'The node has caught up with the chain source tip.' })
  synced_to_chain!: boolean;
  @ApiProperty({ enum: ['regtest', 'testnet', 'signet', 'bitcoin'] })
  network!: string;
}

export class VersionResponseDto {
  @ApiProperty({ example: 'v1' })
  api_version!: string;
  @ApiProperty({ example: '0.1.0' })
  node_version!: string;
}

export class NodeIdResponseDto {
  @ApiProperty({ example: '02a1b2…', description: 'Compressed secp256k1 public key, hex.' })
  node_id!: string;
}
