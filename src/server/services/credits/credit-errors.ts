import { AppError } from '../../http/app-error.ts';
import { localize } from '../../http/localize.ts';

export const creditErrors = {
  /** Spec §8: the shortage message with the real numbers; 402 Payment Required. */
  insufficient: (userBalance: number, cost: number) => {
    const shortage = cost - userBalance;
    return new AppError(
      402,
      'insufficient_credits',
      localize('credits.insufficient', { userBalance, cost, shortage }),
      { balance: userBalance, cost, shortage },
    );
  },
};
