import { describe, expect, it } from 'vitest';
import { listVariables, paramsFromSearch } from './list-params.ts';

describe('the console list view', () => {
  it("asks the server for every filter of the URL, the stage and an own question's answer included (the detail page steps through the same list)", () => {
    const params = paramsFromSearch(
      new URLSearchParams(
        'status=shortlisted&sector=agriculture&state=Goa&revenue=%3C25L&stage=s-1&answer=women_led%3Ayes&search=solar&sort=calibratedScore&direction=desc&page=2',
      ),
    );
    expect(listVariables(params)).toEqual({
      filter: {
        status: 'shortlisted',
        sector: 'agriculture',
        state: 'Goa',
        revenue: '<25L',
        stage: 's-1',
        answer: 'women_led:yes',
        search: 'solar',
      },
      sort: { field: 'calibratedScore', direction: 'desc' },
      page: 2,
    });
  });
});
