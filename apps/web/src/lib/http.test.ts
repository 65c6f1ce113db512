import { describe, expect, it } from 'vitest';
import { fakeApi } from '../test/fake-api.ts';
import { makeToken } from '../test/tokens.ts';
import { HttpError, http, request, resourceUrl } from './http.ts';
import { useInterfaceStore } from './interface-store.ts';
import { useAuthStore } from './session/auth-store.ts';
import { setCurrentPagePath } from './session/session-over.ts';

describe('http', () => {
  it('calls the API under /core with the bearer token and no XSRF header on reads', async () => {
    const api = fakeApi({ 'GET /api/tenants': { body: { data: [] } } });
    const token = makeToken({ roles: ['Superadmin'] });
    useAuthStore.setState({ token });
    await http.get('/api/tenants', { sort: 'name', direction: undefined });
    const [request] = api.requests;
    expect(request?.path).toBe('/api/tenants');
    expect(request?.query.toString()).toBe('sort=name');
    expect(request?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(request?.headers.has('x-xsrf-token')).toBe(false);
  });

  it('echoes the XSRF cookie on writes and sends JSON', async () => {
    const api = fakeApi({ 'POST /api/tenants': { status: 201, body: { id: 'x' } } });
    await expect(http.post('/api/tenants', { name: 'Padel' })).resolves.toEqual({ id: 'x' });
    expect(api.requests[0]?.headers.get('x-xsrf-token')).toBe('test-xsrf');
    expect(api.requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(api.requests[0]?.body).toEqual({ name: 'Padel' });
  });

  it('throws an HttpError with the status and the server body', async () => {
    fakeApi({ 'POST /api/tenants': { status: 409, body: { error: 'A sport with this name exists' } } });
    const error = await http.post('/api/tenants', { name: 'Football' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 409, body: { error: 'A sport with this name exists' } });
  });

  it('uploads one file as multipart field "file"', async () => {
    const api = fakeApi({ 'POST /api/tenants/:id/file': { body: {} } });
    await http.upload('/api/tenants/abc/file', new File(['png'], 'logo.png', { type: 'image/png' }));
    const form = api.requests[0]?.body as FormData;
    expect((form.get('file') as File).name).toBe('logo.png');
  });

  it('serves uploaded resources under /core', () => {
    expect(resourceUrl('resources/tenants/a.png')).toBe('/core/resources/tenants/a.png');
    expect(resourceUrl(null)).toBeUndefined();
  });
});

describe('a 401 answer (spec 4)', () => {
  const unauthorized = { status: 401, body: { error: 'You need to sign in to do this.' } };
  const signedIn = () => useAuthStore.setState({ token: makeToken({ roles: ['User'] }) });

  it('marks the session over on a call outside the exempt list', async () => {
    fakeApi({ 'GET /api/tenants': unauthorized });
    signedIn();
    setCurrentPagePath('/tenants');
    await http.get('/api/tenants').catch(() => undefined);
    expect(useInterfaceStore.getState().isSessionOver).toBe(true);
  });

  it.each([
    ['/api/auth/password', '/profile/edit'],
    ['/api/auth', '/tenants'],
    ['/api/tenants', '/profile'],
    ['/api/tenants', '/requirements/abc'],
    ['/api/tenants', '/signin/Expired'],
  ])('leaves the session alone for %s on page %s', async (call, page) => {
    fakeApi({ [`GET ${call}`]: unauthorized });
    signedIn();
    setCurrentPagePath(page);
    await http.get(call).catch(() => undefined);
    expect(useInterfaceStore.getState().isSessionOver).toBe(false);
  });

  it('leaves the session alone when no token was sent', async () => {
    fakeApi({ 'GET /api/tenants': unauthorized });
    setCurrentPagePath('/tenants');
    await http.get('/api/tenants').catch(() => undefined);
    expect(useInterfaceStore.getState().isSessionOver).toBe(false);
  });
});

describe("a call with optionalAuth (issue 29: the agency's own views of a public page)", () => {
  const click = () =>
    request('/api/unauthorised/new_click', { method: 'POST', body: { ClientId: 'c' }, optionalAuth: true });

  it('carries the bearer token when someone is signed in, and none when nobody is', async () => {
    const api = fakeApi({ 'POST /api/unauthorised/new_click': { status: 201, body: {} } });
    await click();
    expect(api.requests[0]?.headers.has('Authorization')).toBe(false);
    const token = makeToken({ roles: ['User'] });
    useAuthStore.setState({ token });
    await click();
    expect(api.requests[1]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(api.requests[1]?.headers.get('x-xsrf-token')).toBe('test-xsrf');
  });

  it('leaves the session alone on a 401, on a page where any other call would end it', async () => {
    fakeApi({ 'POST /api/unauthorised/new_click': { status: 401, body: { error: 'Expired' } } });
    useAuthStore.setState({ token: makeToken({ roles: ['User'] }) });
    setCurrentPagePath('/pins/Football/Ann/c/p');
    await expect(click()).rejects.toMatchObject({ status: 401 });
    expect(useInterfaceStore.getState().isSessionOver).toBe(false);
  });
});
