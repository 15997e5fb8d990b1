import { describe, expect, it } from 'vitest';
import { DomainError, ERROR_CODES, ERROR_STATUS, isErrorCode } from './errors.ts';

describe('error catalogue', () => {
  it('holds every SPEC §8 code with its status', () => {
    for (const code of ['4005', '6009', '4099', '6099', '1106'])
      expect(ERROR_STATUS[code as '4005']).toBe(409);
    for (const code of [
      '5001',
      '1100',
      '9002',
      '4308',
      '4309',
      '4340',
      '4341',
      '9001',
      '1101',
      '1102',
      'G-4009',
      'invalid_token'
    ]) {
      expect(isErrorCode(code)).toBe(true);
    }
    expect(ERROR_STATUS['G-4009']).toBe(400);
    expect(ERROR_STATUS.invalid_token).toBe(401);
    expect(ERROR_STATUS['9002']).toBe(401);
  });
  it('gives every code a real HTTP error status', () => {
    for (const code of ERROR_CODES) {
      expect(ERROR_STATUS[code]).toBeGreaterThanOrEqual(400);
      expect(ERROR_STATUS[code]).toBeLessThan(600);
    }
  });
  it('refuses unknown codes', () => {
    expect(isErrorCode('SOMETHING')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
  });
  it('carries status and data on DomainError', () => {
    const error = new DomainError('PRODUCT_NOT_FOUND', { productId: 7 });
    expect(error.status).toBe(404);
    expect(error.data).toEqual({ productId: 7 });
    expect(error).toBeInstanceOf(Error);
  });
});
