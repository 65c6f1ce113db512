import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EnvironmentFeature, Post, Role } from '@transferdesk/shared';
import { describe, expect, it } from 'vitest';
import { signedInApi } from '../../test/api-presets.ts';
import { findCard } from '../../test/cards.ts';
import { page, post } from '../../test/factories.ts';
import { renderApp } from '../../test/render-app.tsx';
import { newsExcerpt } from './excerpt.ts';

const POST = post({
  title: 'Season opens',
  content: `<h2>Big news</h2><p>The <strong>season</strong> opens on Friday. ${'More words follow here. '.repeat(8)}</p>`,
  authorName: 'Anna Hansen',
});

const serve = (roles: Role[], features?: EnvironmentFeature[], shown: Post = POST) =>
  signedInApi({
    roles,
    features,
    routes: {
      'GET /api/posts': { body: page([shown]) },
      [`GET /api/posts/${shown.id}`]: { body: shown },
      'POST /api/posts': { status: 500, body: { error: 'Internal Server Error' } },
    },
  });

describe('news excerpt', () => {
  it('is the first 100 characters without markup, then "..."', () => {
    const excerpt = newsExcerpt(POST.content);
    expect(excerpt).toMatch(/^Big news The season opens on Friday\. More words/);
    expect(excerpt).not.toMatch(/[<>]/);
    expect(excerpt.endsWith('...')).toBe(true);
    expect(excerpt.length).toBe(103);
  });

  it('keeps a short text whole', () => {
    expect(newsExcerpt('<p>Hi <em>all</em></p>')).toBe('Hi all...');
  });
});

describe('news', () => {
  it('lists posts with Read more, and Add and Edit for admins', async () => {
    serve(['TenantAdmin']);
    renderApp('/news');
    expect(await screen.findByRole('heading', { name: 'News', level: 1 })).toBeInTheDocument();
    const card = await findCard('Season opens');
    expect(card.getByRole('link', { name: /Read more/ })).toHaveAttribute('href', `/news/${POST.id}`);
    expect(card.getByRole('link', { name: /Edit/ })).toHaveAttribute('href', `/news/${POST.id}/edit`);
    expect(screen.getByRole('link', { name: 'Add post' })).toHaveAttribute('href', '/news/new');
  });

  it('offers a plain user neither Add nor Edit', async () => {
    serve(['User'], undefined, { ...POST, canEdit: false });
    renderApp('/news');
    await screen.findByRole('heading', { name: 'Season opens' });
    expect(screen.queryByRole('link', { name: 'Add post' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
  });

  it('shows the post with its markup and a comments section', async () => {
    serve(['User'], undefined, { ...POST, canEdit: false });
    renderApp(`/news/${POST.id}`);
    expect(await screen.findByRole('heading', { name: 'Season opens', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Big news', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('season').tagName).toBe('STRONG');
    expect(screen.getByRole('heading', { name: 'Comments' })).toBeInTheDocument();
  });

  it("offers an admin no Edit or Delete on someone else's post (ADR 005)", async () => {
    const foreign = { ...POST, canEdit: false, authorName: 'Sam Superadmin' };
    serve(['TenantAdmin'], undefined, foreign);
    const app = renderApp('/news');
    const card = await findCard('Season opens');
    expect(card.getByRole('link', { name: /Read more/ })).toBeInTheDocument();
    expect(card.queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add post' })).toBeInTheDocument();

    await userEvent.click(card.getByRole('link', { name: /Read more/ }));
    expect(await screen.findByRole('heading', { name: 'Season opens', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();

    await app.router.navigate(`/news/${POST.id}/edit`);
    await screen.findByRole('heading', { name: 'Unauthorized', level: 1 });
    expect(app.location()).toBe('/unauthorized');
    expect(screen.queryByRole('button', { name: 'Delete post' })).not.toBeInTheDocument();
  });

  it('offers the edit form, with Delete, on a post the admin may change', async () => {
    serve(['TenantAdmin']);
    renderApp(`/news/${POST.id}/edit`);
    expect(await screen.findByRole('heading', { name: 'Update post', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete post' })).toBeInTheDocument();
  });

  it('does not exist where the news feature is off', async () => {
    serve(['User'], ['sport']);
    renderApp('/news');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('keeps a plain user out of the post form', async () => {
    serve(['User']);
    const app = renderApp('/news/new');
    await screen.findByRole('heading', { level: 1 });
    expect(app.location()).toBe('/unauthorized');
  });

  it('requires a title and says when the post could not be submitted', async () => {
    serve(['Superadmin']);
    renderApp('/news/new');
    expect(await screen.findByRole('heading', { name: 'Create post', level: 1 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Title/ }), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Could not submit the post')).toBeInTheDocument();
  });
});
