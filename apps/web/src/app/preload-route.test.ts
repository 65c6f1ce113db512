import { describe, expect, it, vi } from 'vitest';

/** The lazy layouts and pages whose modules were asked for, in order. */
const fetched = vi.hoisted(() => [] as string[]);

// Each stands in for the real module and records that its import() ran; nothing here renders.
vi.mock('./layouts/AuthLayout.tsx', () => {
  fetched.push('AuthLayout');
  return { AuthLayout: () => null };
});
vi.mock('./layouts/HomeLayout.tsx', () => {
  fetched.push('HomeLayout');
  return { HomeLayout: () => null };
});
vi.mock('./layouts/InnerLayout.tsx', () => {
  fetched.push('InnerLayout');
  return { InnerLayout: () => null };
});
vi.mock('../features/auth/pages/SignInPage.tsx', () => {
  fetched.push('SignInPage');
  return { SignInPage: () => null };
});
vi.mock('../features/clubs/pages/ClubsPage.tsx', () => {
  fetched.push('ClubsPage');
  return { ClubsPage: () => null };
});
// The player's page is the players feature's page with the agreements' sections (issue 30).
vi.mock('./composition/PlayerInfoWithAgreements.tsx', () => {
  fetched.push('PlayerInfoPage');
  return { PlayerInfoWithAgreements: () => null };
});

const { preloadRoute } = await import('./routes.tsx');

/** What preloadRoute(pathname) starts fetching, once those imports have run. */
async function fetchedFor(pathname: string, expected: number): Promise<string[]> {
  fetched.length = 0;
  preloadRoute(pathname);
  await vi.waitFor(() => expect(fetched).toHaveLength(expected));
  return [...fetched].sort();
}

describe('preloadRoute (issue 28)', () => {
  it("starts the sign-in page's layout and page together, before anything renders", async () => {
    expect(await fetchedFor('/signin', 2)).toEqual(['AuthLayout', 'SignInPage']);
  });

  it("starts a signed-in list page's layout and page together, and no other layout", async () => {
    expect(await fetchedFor('/clubs/7d2f0c1e-0000-4000-8000-000000000001', 2)).toEqual([
      'ClubsPage',
      'HomeLayout',
    ]);
  });

  it("starts the inner layout with a player's page", async () => {
    expect(
      await fetchedFor(
        '/players/7d2f0c1e-0000-4000-8000-000000000001/7d2f0c1e-0000-4000-8000-000000000002',
        2,
      ),
    ).toEqual(['InnerLayout', 'PlayerInfoPage']);
  });
});
