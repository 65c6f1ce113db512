import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sportApi } from '../../test/api-presets.ts';
import { page } from '../../test/factories.ts';
import { SPORTS } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const FOOTBALL = SPORTS.football.id;

/** A sport with no requirements yet, and empty option lists for the filter panel. */
const serve = sportApi(['football'], {
  'POST /api/requirements/filter': { body: page([]) },
  'GET /api/transfers': { body: page([]) },
  'GET /api/clubs/forSearch': { body: [] },
  'GET /api/positions': { body: page([]) },
  'GET /api/playerlevels': { body: page([]) },
  'GET /api/contractStatuses': { body: page([]) },
  'GET /api/countries/forSearch': { body: [] },
});

describe('an empty requirements list (issue 26, item 14)', () => {
  it('tells a TenantAdmin that requirements are added from a club, and links to Clubs', async () => {
    serve(['TenantAdmin']);
    renderApp(`/requirements/${FOOTBALL}`);
    expect(await screen.findByText('No requirements yet')).toBeInTheDocument();
    expect(
      screen.getByText(
        "A requirement is added from its club: open Clubs and choose New Requirement on the club's card.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Clubs' })).toHaveAttribute('href', `/clubs/${FOOTBALL}`);
  });

  it('offers a User the Add requirement button instead', async () => {
    serve(['User']);
    renderApp(`/requirements/${FOOTBALL}`);
    expect(await screen.findByText('No requirements yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add requirement' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to Clubs' })).not.toBeInTheDocument();
  });
});
