import { describe, expect, it } from 'vitest';
import { archiveQueryOf, isFiltered, searchQuery } from './filters';

const params = (query: string) => new URLSearchParams(query);
const paging = { page: 2, take: 25 };

describe('the lists’ filters in the address', () => {
  it('spell every filter as the search takes it', () => {
    expect(
      searchQuery(
        params(
          'search=export&priority=1,2&status=3&component=4&department=5&folder=6&reporter=7&assignee=8&from=2026-01-01&to=2026-02-01',
        ),
        paging,
        false,
      ),
    ).toEqual({
      page: 2,
      take: 25,
      'filters[text]': 'export',
      'filters[priority]': [1, 2],
      'filters[status]': [3],
      'filters[component]': [4],
      'filters[department]': [5],
      'filters[folder]': [6],
      'filters[reporter]': [7],
      'filters[assignee]': [8],
      'filters[dateFrom]': '2026-01-01',
      'filters[dateTo]': '2026-02-01',
    });
  });

  it('ask for deleted reports only for those who may see them', () => {
    expect(searchQuery(params('deleted=with'), paging, true)).toMatchObject({ withDeleted: 'true' });
    expect(searchQuery(params('deleted=only'), paging, true)).toMatchObject({ deletedOnly: 'true' });
    expect(searchQuery(params('deleted=only'), paging, false)).not.toHaveProperty('deletedOnly');
  });

  it('drop what is not an id or a day', () => {
    expect(searchQuery(params('status=x,3&from=yesterday'), paging, false)).toEqual({
      page: 2,
      take: 25,
      'filters[status]': [3],
    });
  });

  it('keep the sort, and tell a filtered list from a whole one', () => {
    expect(archiveQueryOf(params('sortBy=title&direction=ASC'), paging)).toMatchObject({
      sortBy: 'title',
      direction: 'ASC',
    });
    expect(isFiltered(params('page=3'))).toBe(false);
    expect(isFiltered(params('folder=2'))).toBe(true);
  });
});
