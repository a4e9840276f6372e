import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PageContainer } from './page-container';
import { PageHeader } from './page-header';
import { ButtonLink } from './ui/button';
import layout from './ui/layout.module.css';

afterEach(cleanup);

describe('PageHeader', () => {
  it('has the breadcrumb trail, the page’s one h1 with its line, and the actions, in that order', () => {
    render(
      <MemoryRouter>
        <PageContainer spacing="md" as="section">
          <PageHeader
            breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'Builders' }]}
            title="Builders"
            description="18 developers found"
            actions={
              <ButtonLink to="/developers/add" variant="primary">
                Add developer
              </ButtonLink>
            }
          />
        </PageContainer>
      </MemoryRouter>,
    );
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const heading = screen.getByRole('heading', { level: 1, name: 'Builders' });
    const action = screen.getByRole('link', { name: 'Add developer' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(crumbs.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(heading.compareDocumentPosition(action) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('18 developers found')).toBeTruthy();
    // The page's edge is the one container's (the header's and the footer's too).
    expect(heading.closest('section')?.className).toContain(layout.container);
  });

  it('leaves out the trail and the actions when there are none', () => {
    render(<PageHeader title="My account" />);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My account');
  });
});
