import { useQuery } from '@tanstack/react-query';
import { fetchMyApplication } from './application-api.ts';

export const MY_APPLICATION_KEY = ['my-application'] as const;

/** The signed-in founder's application, or null before the personal step is first saved. */
export const useMyApplication = (options: { refetchOnMount?: boolean } = {}) =>
  useQuery({ queryKey: MY_APPLICATION_KEY, queryFn: ({ signal }) => fetchMyApplication(signal), staleTime: 0, refetchOnMount: options.refetchOnMount ?? true });
