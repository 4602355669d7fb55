import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { CategoryNode } from '@shop/domain/catalogue/schemas';
import { call, getTestApp } from '../../test/app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await getTestApp());
});

function depth(nodes: CategoryNode[]): number {
  return nodes.length === 0 ? 0 : 1 + Math.max(...nodes.map((node) => depth(node.children)));
}
function count(nodes: CategoryNode[]): number {
  return nodes.reduce((sum, node) => sum + 1 + count(node.children), 0);
}

describe('GET /api/v1/categories', () => {
  it('answers the whole tree in the envelope: three levels, branches above leaves', async () => {
    const { status, body } = await call(app, 'GET', '/api/v1/categories');
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: true, code: 200, message: '', extra_data: null });
    const tree = body.data as CategoryNode[];
    expect(depth(tree)).toBe(3);
    expect(count(tree)).toBeGreaterThanOrEqual(40);
    for (const top of tree) {
      expect(top.type).toBe('branch');
      for (const leaf of top.children.flatMap((middle) => middle.children)) expect(leaf.type).toBe('leaf');
    }
    expect(tree[0]?.name).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('GET /api/v1/brands', () => {
  it('lists every brand with its slug and logo', async () => {
    const { status, body } = await call(app, 'GET', '/api/v1/brands');
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThanOrEqual(60);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      name: expect.stringMatching(/[\u0600-\u06FF]/),
      slug: expect.any(String),
      logo: expect.stringMatching(/^\/files\//),
      description: expect.any(String),
    });
  });
});
