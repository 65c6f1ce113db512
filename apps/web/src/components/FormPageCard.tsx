import { Card } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { PageHeader } from './PageHeader.tsx';

interface FormPageCardProps {
  title: string;
  description: ReactNode;
  /** The card's greatest width, in pixels. */
  maw: number;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
  /** In the card but outside the form, e.g. a dialog: React bubbles a portal's submit up the component tree. */
  outsideForm?: ReactNode;
}

/** An add or edit page: the page's header, then the form in a card (the browser's own checks off). */
export function FormPageCard({
  title,
  description,
  maw,
  onSubmit,
  children,
  outsideForm,
}: FormPageCardProps) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <Card maw={maw} p={{ base: 'lg', sm: 'xl' }}>
        <form noValidate onSubmit={onSubmit}>
          {children}
        </form>
        {outsideForm}
      </Card>
    </>
  );
}
