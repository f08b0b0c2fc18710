import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql.ts';
import { useConsoleCohort } from '../lib/console-cohort.ts';
import type {
  Declaration,
  MyReview,
  QueueItem,
  ReviewerLoad,
  ReviewStage,
  StageCriterion,
} from '@portal/shared/review/review-stages-records';

/** Review stages, queues and declarations (docs/review-stages.md); the records are in packages/shared. */
export type { Declaration, MyReview, QueueItem, ReviewerLoad, ReviewStage, StageCriterion };
export interface ReviewQueue {
  toDo: number;
  done: number;
  total: number;
  page: number;
  pageSize: number;
  items: QueueItem[];
}
export interface StageInput {
  id?: string | null;
  name: string;
  reviewersPerApplication: number;
  blind: boolean;
  criteria: { id?: string | null; label: string; weight: number }[];
}

const KEYS = {
  stages: ['stages', 'list'] as const,
  loads: (stageId: string) => ['stages', 'loads', stageId] as const,
  declarations: ['stages', 'declarations'] as const,
  queue: (page: number) => ['stages', 'queue', page] as const,
  review: (id: string) => ['stages', 'review', id] as const,
};

/** The pipeline of the console's cohort (every cohort's stages under "All cohorts"), or of the cohort given. */
export const useReviewStages = (ofCohort?: string | null) => {
  const { cohortId: switcherCohort } = useConsoleCohort();
  const cohortId = ofCohort === undefined ? switcherCohort : ofCohort;
  return useQuery({
    queryKey: [...KEYS.stages, cohortId],
    queryFn: async ({ signal }) => (await graphqlRequest('ReviewStages', { cohort: cohortId }, signal)).reviewStages,
  });
};

export const useStageLoads = (stageId: string) =>
  useQuery({
    queryKey: KEYS.loads(stageId),
    queryFn: async ({ signal }) => (await graphqlRequest('StageLoads', { stageId }, signal)).stageLoads,
  });

export const useDeclarations = () =>
  useQuery({
    queryKey: KEYS.declarations,
    queryFn: async ({ signal }) => (await graphqlRequest('ConflictDeclarations', { stageId: null }, signal)).conflictDeclarations,
  });

export const useMyQueue = (page: number) =>
  useQuery({
    queryKey: KEYS.queue(page),
    queryFn: async ({ signal }) => (await graphqlRequest('MyReviewQueue', { stageId: null, page }, signal)).myReviewQueue,
  });

export const useMyReview = (applicationId: string) =>
  useQuery({
    queryKey: KEYS.review(applicationId),
    retry: false,
    queryFn: async ({ signal }) => (await graphqlRequest('MyReview', { applicationId }, signal)).myReview,
  });

/** Every stage change refreshes the stages, loads and declarations. */
const useStagesMutation = <I, O>(fn: (input: I) => Promise<O>) => {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => void client.invalidateQueries({ queryKey: ['stages'] }) });
};

/** A new stage joins the console's cohort (under "All cohorts", the default one). */
export const useSaveStage = () => {
  const { cohortId } = useConsoleCohort();
  return useStagesMutation(
    async (input: StageInput) => (await graphqlRequest('SaveReviewStage', { input, cohort: cohortId })).saveReviewStage,
  );
};
export const useDeleteStage = () =>
  useStagesMutation(async (stageId: string) => (await graphqlRequest('DeleteReviewStage', { stageId })).deleteReviewStage);
export const useAutoAssign = () =>
  useStagesMutation(async (stageId: string) => (await graphqlRequest('AutoAssignStage', { stageId })).autoAssignStage);
export const useMoveTop = () =>
  useStagesMutation(
    async (input: { fromStageId: string | null; toStageId: string; count: number; rankBy: string }) =>
      (await graphqlRequest('MoveTopApplications', input)).moveTopApplications,
  );

/** Hand-picked applications from the console list into a stage; the list (stage column, filters) refreshes too. */
export const useMoveSelected = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { applicationIds: string[]; stageId: string }) =>
      (await graphqlRequest('MoveApplicationsToStage', input)).moveApplicationsToStage,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['stages'] });
      void client.invalidateQueries({ queryKey: ['console'] });
    },
  });
};

export const useDeclare = (applicationId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { conflict: boolean; note: string | null }) =>
      (await graphqlRequest('DeclareConflict', { applicationId, ...input })).declareConflict,
    onSuccess: (review) => {
      if (review) client.setQueryData(KEYS.review(applicationId), review);
      void client.invalidateQueries({ queryKey: ['stages', 'queue'] });
    },
  });
};

export const useScoreReview = (applicationId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { scores: { criterionId: string; score: number }[]; confidence: number | null }) =>
      (await graphqlRequest('ScoreReview', { applicationId, ...input })).scoreReview,
    onSuccess: (review) => {
      client.setQueryData(KEYS.review(applicationId), review);
      void client.invalidateQueries({ queryKey: ['stages', 'queue'] });
    },
  });
};

/** One review as the reviewer's page reads it (the MyReview record with its score summary). */
export type MyReviewView = NonNullable<ReturnType<typeof useMyReview>['data']>;
