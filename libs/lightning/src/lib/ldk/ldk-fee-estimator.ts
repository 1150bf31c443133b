import type { ConfirmationTarget, FeeEstimator } from 'lightningdevkit';
import type { FeeEstimates, FeeTarget } from '../chain/fee-estimates';
import type { Ldk } from './ldk-loader';

const TARGETS: readonly FeeTarget[] = [
  'MaximumFeeEstimate',
  'UrgentOnChainSweep',
  'MinAllowedAnchorChannelRemoteFee',
  'MinAllowedNonAnchorChannelRemoteFee',
  'AnchorChannelFee',
  'NonAnchorChannelFee',
  'ChannelCloseMinimum',
  'OutputSpendingFee',
];

/** LDK's FeeEstimator served from the FeeEstimates cache (LDK asks synchronously). */
export function createFeeEstimator(ldk: Ldk, estimates: FeeEstimates): FeeEstimator {
  return ldk.FeeEstimator.new_impl({
    get_est_sat_per_1000_weight(target: ConfirmationTarget): number {
      // The enum's numeric values follow the Rust declaration order listed above.
      return estimates.satPerKw(TARGETS[target as number] ?? 'NonAnchorChannelFee');
    },
  });
}
