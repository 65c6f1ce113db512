import { describe, expect, it } from 'vitest';
import { useTestContext } from '../test/context.ts';

describe('API reference', () => {
  const context = useTestContext();

  it('serves an OpenAPI document with every contract route and its schemas', async () => {
    const response = await context.t.inject({ url: '/core/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\.1/);
    const routes = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /core/health',
        'GET /core/api/config',
        'POST /core/api/auth',
        'POST /core/api/auth/refresh',
        'DELETE /core/api/auth',
        'GET /core/api/auth/emptytoken',
        'GET /core/api/auth/me',
        'GET /core/api/tenants',
        'GET /core/api/tenants/count',
        'GET /core/api/tenants/{id}',
        'POST /core/api/tenants',
        'PATCH /core/api/tenants/{id}',
        'POST /core/api/tenants/{id}/file',
        'GET /core/api/features',
        'GET /core/api/users',
        'GET /core/api/users/filter',
        'GET /core/api/users/{id}',
        'GET /core/api/users/options/{name}',
        'POST /core/api/users',
        'PATCH /core/api/users/{id}',
        'DELETE /core/api/users/{id}',
        'GET /core/api/users/csv',
        'POST /core/api/users/csv',
        'POST /core/api/users/{id}/file',
        'GET /core/api/posts',
        'POST /core/api/posts',
        'GET /core/api/home/summary',
      ]),
    );
    const create = document.paths['/core/api/tenants'].post;
    expect(create.requestBody.content['application/json'].schema.properties).toHaveProperty('name');
    expect(Object.keys(create.responses)).toEqual(expect.arrayContaining(['201', '400', '409']));
    expect(routes.some((route) => route.includes('/core/docs'))).toBe(false);
  });

  it('serves the reference page', async () => {
    const response = await context.t.inject({ url: '/core/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="app">');
  });
});
