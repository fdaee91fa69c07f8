import { AppError } from '../../errors.ts';

/** The balance cannot pay for it (可用金额不足，请重新输入). Nothing was moved. */
export class InsufficientBalanceError extends AppError {
  constructor() {
    super('wallet.insufficientBalance', {}, 'INSUFFICIENT_BALANCE', 400);
  }
}

/** A transfer key was used before for a different movement: a bug in the caller, never shown as such to a user. */
export class TransferKeyConflictError extends Error {
  constructor(readonly idempotencyKey: string) {
    super(`ledger transfer key ${idempotencyKey} was used for a different transfer`);
    this.name = 'TransferKeyConflictError';
  }
}
