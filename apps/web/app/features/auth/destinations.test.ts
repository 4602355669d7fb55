import { describe, expect, it } from 'vitest';
import { afterLogout, afterRegistration, afterSignIn } from './destinations.ts';

const complete = { register_status: 4 };
const withAddress = { register_status: 1 };
const incomplete = { register_status: 3 };

describe('afterSignIn', () => {
  it('sends a customer with a complete profile to the backUrl, or home', () => {
    expect(afterSignIn(complete, '/profile')).toBe('/profile');
    expect(afterSignIn(withAddress, null)).toBe('/');
  });

  it('sends a new customer (register_status 3) to complete the profile, carrying the backUrl', () => {
    expect(afterSignIn(incomplete, null)).toBe('/register');
    expect(afterSignIn(incomplete, '/cart')).toBe('/register?backUrl=%2Fcart');
  });

  it('does not wrap a registration page in another registration page', () => {
    expect(afterSignIn(incomplete, '/register/user-info')).toBe('/register/user-info');
  });
});

describe('afterRegistration', () => {
  it('prefers the stored backUrl, then resuming the order at /checkout, then home', () => {
    expect(afterRegistration('/profile', true)).toBe('/profile');
    expect(afterRegistration(null, true)).toBe('/checkout');
    expect(afterRegistration(null, false)).toBe('/');
  });

  it('ignores a backUrl that would lead back into registration', () => {
    expect(afterRegistration('/register', false)).toBe('/');
    expect(afterRegistration('/register?backUrl=%2F', true)).toBe('/checkout');
  });
});

describe('afterLogout', () => {
  it('moves the customer off their own pages to home and leaves public pages alone', () => {
    expect(afterLogout('/profile')).toBe('/');
    expect(afterLogout('/profile/orders')).toBe('/');
    expect(afterLogout('/cart')).toBe('/');
    expect(afterLogout('/register/user-info')).toBe('/');
    expect(afterLogout('/products/12/milk')).toBeNull();
    expect(afterLogout('/profiles')).toBeNull();
  });
});
