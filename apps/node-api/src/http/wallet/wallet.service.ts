import { Injectable } from '@nestjs/common';
import { WalletRuntime } from '../../runtime/wallet-runtime';
import { OkResponseDto } from '../events/dto/events.dto';
import { AddressResponseDto, WalletUtxosResponseDto, toWalletUtxoDto } from './dto/wallet.dto';

@Injectable()
export class WalletService {
  constructor(private readonly runtime: WalletRuntime) {}

  async newAddress(): Promise<AddressResponseDto> {
    return { address: await this.runtime.ready().newAddress() };
  }

  async currentAddress(): Promise<AddressResponseDto> {
    return { address: await this.runtime.ready().currentAddress() };
  }

  async sync(): Promise<OkResponseDto> {
    await this.runtime.syncNow();
    return { ok: true };
  }

  async utxos(refresh: boolean): Promise<WalletUtxosResponseDto> {
    if (refresh) await this.runtime.syncNow();
    const utxos = await this.runtime.ready().listUtxos();
    return { utxos: utxos.map(toWalletUtxoDto) };
  }
}
