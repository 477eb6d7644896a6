import { Button, HStack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { withPage } from '../search/searchParams';

/** Pages shown around the current one; the first and last are always shown, gaps become "…". */
const NEIGHBOURS = 1;

/** The page numbers to show, with null where pages are left out (e.g. 1 … 4 5 6 … 40). */
export function visiblePages(page: number, pages: number): (number | null)[] {
  const shown = new Set([1, pages]);
  for (let n = page - NEIGHBOURS; n <= page + NEIGHBOURS; n++) if (n >= 1 && n <= pages) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((n, index) => {
    const previous = sorted[index - 1];
    if (previous === undefined || n === previous + 1) return [n];
    // A gap of a single page shows that page rather than "…".
    return n === previous + 2 ? [previous + 1, n] : [null, n];
  });
}

interface PaginationProps {
  page: number;
  pages: number;
}

/**
 * Classic pagination: previous, page numbers and next as links to the same search at another page
 * (`page=` in the URL), so each page can be reloaded, shared, or opened in a new tab. They keep the
 * scroll position: the list brings the results' heading into view (PagedCarList).
 */
export function Pagination({ page, pages }: PaginationProps) {
  const intl = useIntl();
  const [params] = useSearchParams();
  if (pages <= 1) return null;
  const to = (target: number) => ({ search: `?${withPage(params, target)}` });
  const previous = intl.formatMessage({
    id: 'cars.pagination.previous',
    defaultMessage: 'Previous',
    description: 'Link to the previous page of results',
  });
  const next = intl.formatMessage({
    id: 'cars.pagination.next',
    defaultMessage: 'Next',
    description: 'Link to the next page of results',
  });
  return (
    <nav
      aria-label={intl.formatMessage({
        id: 'cars.pagination.label',
        defaultMessage: 'Result pages',
        description: 'Landmark of the result page links',
      })}
    >
      <HStack as="ul" listStyleType="none" gap="1" flexWrap="wrap" justifyContent="center">
        <li>
          {page > 1 ? (
            <Button asChild variant="outline" size="sm">
              <RouterLink preventScrollReset to={to(page - 1)}>
                {previous}
              </RouterLink>
            </Button>
          ) : (
            <Button variant="outline" size="sm" disabled>
              {previous}
            </Button>
          )}
        </li>
        {visiblePages(page, pages).map((n, index) =>
          n === null ? (
            // Pages left out: an ellipsis drawn by CSS (no words to translate, nothing to read out).
            <Text as="li" key={`gap-${index}`} aria-hidden="true" px="1" _before={{ content: '"…"' }} />
          ) : (
            <li key={n}>
              <Button
                asChild
                size="sm"
                minW="9"
                variant={n === page ? 'solid' : 'ghost'}
                aria-label={intl.formatMessage(
                  {
                    id: 'cars.pagination.page',
                    defaultMessage: 'Page {page}',
                    description: 'Accessible name of a link to a page of results',
                  },
                  { page: n },
                )}
              >
                <RouterLink preventScrollReset to={to(n)} aria-current={n === page ? 'page' : undefined}>
                  {intl.formatNumber(n)}
                </RouterLink>
              </Button>
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <Button asChild variant="outline" size="sm">
              <RouterLink preventScrollReset to={to(page + 1)}>
                {next}
              </RouterLink>
            </Button>
          ) : (
            <Button variant="outline" size="sm" disabled>
              {next}
            </Button>
          )}
        </li>
      </HStack>
    </nav>
  );
}
