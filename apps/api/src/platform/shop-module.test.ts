import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { z } from 'zod';
import { defineContract } from '@shop/domain/api/contract';
import { contractRoute } from '../http/contract-route.ts';
import type { ZodApp } from '../http/zod-app.ts';
import { assertLadderOrder, rungOf } from './module-ladder.ts';
import { bindUseCases, mountRoutes, type ShopModule } from './shop-module.ts';

describe('the module ladder', () => {
  it.each([
    ['identity', 0],
    ['catalogue', 0],
    ['basket', 1],
    ['checkout', 3],
    ['seo', 4],
  ] as const)('%s stands on rung %i', (name, rung) => {
    expect(rungOf(name)).toBe(rung);
  });

  it.each([
    [['identity', 'catalogue', 'content', 'basket', 'seo']],
    [['catalogue', 'identity', 'basket', 'content']],
    [['identity', 'orders', 'checkout', 'admin']],
  ] as const)('mounts %j', (names) => {
    expect(() => assertLadderOrder(names)).not.toThrow();
  });

  it.each([
    [['basket', 'catalogue'], 'Module catalogue is mounted after basket'],
    [['seo', 'checkout'], 'Module checkout is mounted after seo'],
    [['identity', 'identity'], 'Module identity is mounted twice'],
  ] as const)('refuses %j', (names, message) => {
    expect(() => assertLadderOrder(names)).toThrow(message);
  });

  it("mounts each scope's routes in ladder order, and refuses an order that climbs down", () => {
    const mounted: string[] = [];
    const module = (name: ShopModule['name']): ShopModule => ({
      name,
      face: null,
      routes: { public: () => void mounted.push(name) },
    });
    const scope = {} as ZodApp;
    mountRoutes('public', scope, [module('catalogue'), module('content'), module('seo')]);
    mountRoutes('personal', scope, [module('catalogue')]);
    expect(mounted).toEqual(['catalogue', 'content', 'seo']);
    expect(() => mountRoutes('public', scope, [module('basket'), module('identity')])).toThrow();
  });
});

describe('bindUseCases', () => {
  it('passes the one context first and the caller’s arguments after it', () => {
    const service = bindUseCases(
      { rate: 3 },
      {
        times: (ctx: { rate: number }, n: number) => ctx.rate * n,
        greet: (_ctx: { rate: number }, name: string, suffix?: string) => `سلام ${name}${suffix ?? ''}`,
      },
    );
    expect(service.times(4)).toBe(12);
    expect(service.greet('مریم')).toBe('سلام مریم');
    expect(service.greet('مریم', '!')).toBe('سلام مریم!');
  });
});

describe('contractRoute', () => {
  const profile = defineContract({
    method: 'GET',
    path: '/me',
    tags: ['test'],
    summary: 'A customer’s own record',
    auth: 'customer',
    data: z.object({ id: z.number() }),
  });

  it('refuses to register a customer’s endpoint without its guard', () => {
    const app = Fastify() as unknown as ZodApp;
    expect(() =>
      contractRoute(app, profile, {}, async () => ({
        status: true,
        code: 200,
        message: '',
        data: { id: 1 },
        extra_data: null,
      })),
    ).toThrow('GET /me needs a signed-in customer: pass its guard');
  });
});
