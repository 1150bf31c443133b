import { QueryFailedError } from 'typeorm';
import { UnstorableDataError, isUnstorableData } from './unstorable-data';

const driverError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isUnstorableData', () => {
  it('is true for data exceptions (SQLSTATE class 22) and an index row too large (54000)', () => {
    for (const code of ['22P05', '22021', '22P02', '22001', '22003', '54000']) expect(isUnstorableData(driverError(code))).toBe(true);
  });

  it("looks through TypeORM's QueryFailedError and causes", () => {
    expect(isUnstorableData(new QueryFailedError('INSERT ...', [], driverError('22P05', 'unsupported Unicode escape sequence')))).toBe(true);
    expect(isUnstorableData(new Error('wrapped', { cause: driverError('22021') }))).toBe(true);
    expect(isUnstorableData(new UnstorableDataError('not JSON'))).toBe(true);
  });

  it('is false for what a retry may cure, and for errors without a data code', () => {
    for (const code of ['57P01', '08006', '08003', '40001', '40P01', '55P03', '53300', '23505', '42P01', 'ECONNRESET', 'ECONNREFUSED']) {
      expect(isUnstorableData(driverError(code))).toBe(false);
    }
    expect(isUnstorableData(new QueryFailedError('SELECT 1', [], driverError('57P01', 'terminating connection due to administrator command')))).toBe(false);
    expect(isUnstorableData(new Error('Connection terminated unexpectedly'))).toBe(false);
    expect(isUnstorableData('22P05')).toBe(false);
    expect(isUnstorableData(null)).toBe(false);
  });
});
