import { PRODUCT_NAME } from '@transferdesk/shared';
import { useEffect } from 'react';

/** "<Page> · Transferdesk"; tenant-scoped pages add the sport: "Clubs · Football · Transferdesk" (spec 2). */
export function usePageTitle(title: string, tenantName?: string): void {
  useEffect(() => {
    document.title = [title, tenantName, PRODUCT_NAME].filter(Boolean).join(' · ');
  }, [title, tenantName]);
}
