import { describe, expect, it } from 'vitest';

import { toOperator } from '@/lib/cms/operator';

describe('the operator from the website configuration', () => {
  it('keeps the name, the address by lines and a valid e-mail', () => {
    expect(
      toOperator({
        operatorName: '  Belong Events GmbH ',
        operatorAddress: 'Musterweg 7\r\n\r\n 10115 Berlin \nDeutschland',
        operatorEmail: 'legal@belong.example',
      }),
    ).toEqual({
      name: 'Belong Events GmbH',
      address: 'Musterweg 7\n10115 Berlin\nDeutschland',
      email: 'legal@belong.example',
    });
  });

  it('is nobody without a name, whatever else is set', () => {
    expect(
      toOperator({ operatorName: ' ', operatorAddress: 'Somewhere 1', operatorEmail: 'a@b.example' }),
    ).toBeNull();
    expect(toOperator({})).toBeNull();
  });

  it('drops an e-mail that is not one, so no mailto link carries anything else', () => {
    for (const operatorEmail of [
      'javascript:alert(1)',
      'legal@',
      'a b@c.example',
      'x@y.example?subject=hi',
    ]) {
      expect(toOperator({ operatorName: 'Belong', operatorEmail })?.email, operatorEmail).toBeNull();
    }
    expect(toOperator({ operatorName: 'Belong', operatorAddress: null })?.address).toBeNull();
  });
});
