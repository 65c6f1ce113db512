import { ActionIcon, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconChevronsLeft, IconChevronsRight } from '@tabler/icons-react';
import { MAX_PAGE_BUTTONS, visiblePageNumbers } from '@transferdesk/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface PaginatorProps {
  page: number;
  lastPage: number;
  onChange: (page: number) => void;
}

/**
 * At most five page buttons; first, previous, next and last join them when there are more pages
 * than that. Nothing at all for a single page.
 */
export function Paginator({ page, lastPage, onChange }: PaginatorProps) {
  const { t } = useTranslation();
  if (lastPage <= 1) return null;
  const withEdges = lastPage > MAX_PAGE_BUTTONS;
  const edge = (label: string, target: number, icon: ReactNode) => (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={label}
      disabled={target === page || target < 1 || target > lastPage}
      onClick={() => onChange(target)}
    >
      {icon}
    </ActionIcon>
  );
  return (
    <Group component="nav" aria-label={t('list.pagination.label')} gap={6} justify="center" mt="xl">
      {withEdges && edge(t('list.pagination.first'), 1, <IconChevronsLeft size={16} aria-hidden />)}
      {withEdges && edge(t('list.pagination.previous'), page - 1, <IconChevronLeft size={16} aria-hidden />)}
      {visiblePageNumbers(page, lastPage).map((number) => (
        <ActionIcon
          key={number}
          size="lg"
          // Deep pages have five-digit numbers (issue 10): the button grows around them.
          w="auto"
          miw="var(--ai-size-lg)"
          px={6}
          variant={number === page ? 'filled' : 'default'}
          aria-label={t('list.pagination.page', { page: number })}
          aria-current={number === page ? 'page' : undefined}
          onClick={() => onChange(number)}
        >
          {number}
        </ActionIcon>
      ))}
      {withEdges && edge(t('list.pagination.next'), page + 1, <IconChevronRight size={16} aria-hidden />)}
      {withEdges && edge(t('list.pagination.last'), lastPage, <IconChevronsRight size={16} aria-hidden />)}
    </Group>
  );
}
