import type { ReactNode } from 'react';
import { Skeleton } from '@mantine/core';
import { ErrorAlert } from '../../../components/error-alert.tsx';

/** A console query's error as the server worded it, a skeleton of the content's height while it loads, then its content. */
export const QueryState = <T,>({
  error,
  data,
  height,
  children,
}: {
  error: Error | null;
  data: T | null | undefined;
  height: number;
  children: (data: T) => ReactNode;
}) => (error ? <ErrorAlert error={error} /> : !data ? <Skeleton height={height} /> : children(data));
