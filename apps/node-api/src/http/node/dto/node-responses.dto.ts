import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { EXAMPLE } from '../../../common/openapi/wire-examples';

export class HealthResponseDto {
  @ApiProperty({ example: true })
  ok!: boolean;
}

export class ReadinessCheckDto {
  @ApiProperty({ example: 'p2p' })
  name!: string;
  @ApiProperty({ example: true })
  ok!: boolean;
  @ApiPropertyOptional({ example: 'listening on 0.0.0.0:9735' })
  detail?: string;
  @ApiPropertyOptional({ example: 'Check RLN_P2P_PORT is free.' })
  hint?: string;
}

export class ReadinessResponseDto {
  @ApiProperty({ example: true })
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
  @ApiProperty({ example: true, description: 'The Lightning engine is running.' })
  is_running!: boolean;
  @ApiProperty({ example: true, description: 'The P2P listener accepts Lightning connections.' })
  is_listening!: boolean;
  @ApiProperty({ type: 'integer', nullable: true, example: 120, description: 'Height of the chain tip the node follows.' })
  best_block_height!: number | null;
  @ApiProperty({ type: String, nullable: true, example: EXAMPLE.blockHash })
  chain_tip_hash!: string | null;
  @ApiProperty({ example: true, description: 'The node has caught up with the chain source tip.' })
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
  @ApiProperty({ example: EXAMPLE.nodeId, description: 'Compressed secp256k1 public key, hex.' })
  node_id!: string;
}
