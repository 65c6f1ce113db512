import { NotFound } from '../../../components/NotFound.tsx';

/** /pagenotfound and every unknown address (spec 2). */
export function NotFoundPage() {
  return <NotFound />;
}
