import { ApiTokenEntity } from './api-token.entity';
import { KvEntryEntity } from './kv-entry.entity';
import { NodeEventEntity } from './node-event.entity';
import { PaymentEntity } from './payment.entity';

export const ENTITIES = [ApiTokenEntity, KvEntryEntity, NodeEventEntity, PaymentEntity];
