import { ApiTokenEntity } from './api-token.entity';
import { EventDeadLetterEntity } from './event-dead-letter.entity';
import { IdempotencyKeyEntity } from './idempotency-key.entity';
import { KvEntryEntity } from './kv-entry.entity';
import { NodeEventEntity } from './node-event.entity';
import { PaymentEntity } from './payment.entity';
import { RgbConsignmentEntity } from './rgb-consignment.entity';
import { RgbContractEntity } from './rgb-contract.entity';
import { RgbOnchainTransferEntity } from './rgb-onchain-transfer.entity';
import { RgbIssuerEntity } from './rgb-issuer.entity';
import { RgbProxyConsignmentEntity } from './rgb-proxy-consignment.entity';
import { RgbProxyMediaEntity } from './rgb-proxy-media.entity';
import { RgbUtxoConfirmationEntity } from './rgb-utxo-confirmation.entity';
import { RgbUtxoLockEntity } from './rgb-utxo-lock.entity';
import { RgbWalletStateEntity } from './rgb-wallet-state.entity';
import { WalletAccountEntity } from './wallet-account.entity';
import { WalletAddressEntity } from './wallet-address.entity';
import { WalletBlockEntity } from './wallet-block.entity';
import { WalletKeychainEntity } from './wallet-keychain.entity';
import { WalletLockEntity } from './wallet-lock.entity';
import { WalletSyncStateEntity } from './wallet-sync-state.entity';
import { WalletUtxoEntity } from './wallet-utxo.entity';

export const ENTITIES = [
  ApiTokenEntity,
  KvEntryEntity,
  NodeEventEntity,
  EventDeadLetterEntity,
  PaymentEntity,
  WalletAccountEntity,
  WalletKeychainEntity,
  WalletAddressEntity,
  WalletUtxoEntity,
  WalletLockEntity,
  WalletSyncStateEntity,
  WalletBlockEntity,
  RgbWalletStateEntity,
  RgbUtxoConfirmationEntity,
  RgbUtxoLockEntity,
  RgbContractEntity,
  RgbConsignmentEntity,
  RgbIssuerEntity,
  RgbOnchainTransferEntity,
  RgbProxyConsignmentEntity,
  RgbProxyMediaEntity,
  IdempotencyKeyEntity,
];
