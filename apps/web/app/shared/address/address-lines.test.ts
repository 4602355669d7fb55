import type { Address } from '@shop/domain/account/schemas';
import { describe, expect, it } from 'vitest';
import { addressFacts, canDelete } from './address-lines.ts';

const address: Address = {
  id: 7,
  name: 'مریم احمدی',
  mobile: '+989121234567',
  province: 'تهران',
  city: 'تهران',
  address: 'خیابان ولیعصر، کوچهٔ 3',
  number: '12',
  unit: '4',
  postal_code: '1969833114',
  locality: null,
  district: null,
  lat: 35.7,
  lng: 51.4,
  type: 1,
};

describe('an address as the profile lists it', () => {
  it('shows +98 as 0 and every digit in Persian', () => {
    const facts = addressFacts(address);
    expect(facts.mobile).toBe('۰۹۱۲۱۲۳۴۵۶۷');
    expect(facts.plaque).toBe('۱۲');
    expect(facts.unit).toBe('۴');
    expect(facts.postalCode).toBe('۱۹۶۹۸۳۳۱۱۴');
    expect(facts.street).toBe('خیابان ولیعصر، کوچهٔ ۳');
  });

  it('keeps a number already shown with 0', () => {
    expect(addressFacts({ ...address, mobile: '09121234567' }).mobile).toBe('۰۹۱۲۱۲۳۴۵۶۷');
  });

  it('shows a missing province and city as the capital', () => {
    expect(addressFacts({ ...address, province: '', city: ' ' }).place).toBe('تهران، تهران');
    expect(addressFacts({ ...address, province: 'تهران', city: 'شمیران' }).place).toBe('تهران، شمیران');
  });

  it('leaves out an empty unit and postal code', () => {
    const facts = addressFacts({ ...address, unit: null, postal_code: '' });
    expect(facts.unit).toBeNull();
    expect(facts.postalCode).toBeNull();
  });
});

describe('which addresses may be deleted', () => {
  it('none when there is only one (the API refuses the last address)', () => {
    expect(canDelete([address])).toBe(false);
    expect(canDelete([])).toBe(false);
  });

  it('any when there are two or more', () => {
    expect(canDelete([address, { ...address, id: 8, type: 0 }])).toBe(true);
  });
});
