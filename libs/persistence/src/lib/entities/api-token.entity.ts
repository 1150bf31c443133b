import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

@Entity({ name: 'api_token' })
@Index('api_token_active_name', ['name'], { unique: true, where: 'revoked_at IS NULL' })
export class ApiTokenEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  scope!: string;

  @Index('api_token_hash', { unique: true })
  @Column({ name: 'token_hash', type: 'text' })
  tokenHash!: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;
}
