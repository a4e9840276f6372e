import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { countLabel, ResultsToolbar } from './results-toolbar';

afterEach(cleanup);

describe('the count above the results', () => {
  it('says an exact count as it is, in Indian digit groups', () => {
    expect(countLabel(1)).toBe('1 property');
    expect(countLabel(2092)).toBe('2,092 properties');
    expect(countLabel(10_000)).toBe('10,000 properties');
  });

  it("says a count past the server's exact limit as a floor, and a text search's estimate as one", () => {
    expect(countLabel(10_000, true)).toBe('10,000+ properties');
    expect(countLabel(523_118, true)).toBe('10,000+ properties');
    expect(countLabel(2_347, true)).toBe('About 2,300 properties');
  });

  it('announces the floor in the status region', () => {
    render(
      <ResultsToolbar
        total={10_000}
        isEstimate
        isCounting={false}
        sort=""
        onSort={() => {}}
        view="list"
        onView={() => {}}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('10,000+ properties');
  });
});
