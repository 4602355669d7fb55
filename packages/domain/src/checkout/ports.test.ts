import { describe, expect, it } from 'vitest';
import { paymentPort, portsForCity } from './constants.ts';

const ports = [
  { id: paymentPort.online },
  { id: paymentPort.invoiceLater },
  { id: paymentPort.bankTransfer },
];

describe('ports for an address', () => {
  it.each([
    ['Tehran', 'تهران', [6, 5, 3]],
    ['no city (shown as the capital)', null, [6, 5, 3]],
    ['an empty city', ' ', [6, 5, 3]],
    ['another city', 'کرج', [5]],
  ])('%s', (_name, city, ids) => {
    expect(portsForCity(ports, city, 'تهران').map((port) => port.id)).toEqual(ids);
  });
});
