// Codes as type-checked literals: importing the error table itself would bring every text and zod into the first chunk.
import type { ErrorCode } from '@portal/shared/error-codes';
import { Navigate, Route, Routes } from 'react-router';
import { Center, Loader } from '@mantine/core';
import { ApiError } from '../../../lib/graphql.ts';
import { usePublicConfig } from '../../../lib/public-config.ts';
import { useConsoleMeta } from '../api/console-api.ts';
import { ApplicationDetailPage } from '../pages/application-detail-page.tsx';
import { ApplicationsPage } from '../pages/applications-page.tsx';
import { ConsoleHomePage } from '../pages/console-home-page.tsx';
import { DataRightsPage } from '../pages/data-rights-page.tsx';
import { TeamPage } from '../pages/team-page.tsx';
import { InProgressPage } from '../fairness/in-progress-page.tsx';
import { WelcomePage } from '../pages/welcome-page.tsx';
import { ConsoleShell } from './console-shell.tsx';
import { MyReviewPage } from '../stages/my-review-page.tsx';
import { MyReviewsPage } from '../stages/my-reviews-page.tsx';
import { StagesPage } from '../stages/stages-page.tsx';
import { CohortsPage } from '../cohorts/cohorts-page.tsx';
import { useConsoleCohorts } from '../cohorts/cohorts-api.ts';
import { MessagePage, MessagesPage } from '../messages/messages-page.tsx';
import { DraftHistoryPage } from '../messages/draft-history-page.tsx';

const isRefused = (error: unknown) =>
  error instanceof ApiError &&
  (error.code === ('NOT_FOUND' satisfies ErrorCode) || error.code === ('UNAUTHENTICATED' satisfies ErrorCode));

/**
 * /console/*: reviewers and admins only. For anyone else the server answers NOT_FOUND, and the app does what
 * it does for any unknown address (back to /), so the console's existence is not confirmed.
 */
export const ConsoleApp = ({ onSignOut }: { onSignOut: () => Promise<void> }) => {
  const meta = useConsoleMeta();
  const config = usePublicConfig();
  // Every page's queries follow the cohort, whose default comes from the cohorts: they are read first.
  const cohorts = useConsoleCohorts();
  if (isRefused(meta.error)) return <Navigate to="/" replace />;
  if (!meta.data || (!cohorts.data && !cohorts.error)) {
    return (
      <Center h="60vh">
        <Loader aria-label="Loading the console" />
      </Center>
    );
  }
  return (
    <ConsoleShell productName={config?.productName} meta={meta.data} onSignOut={onSignOut}>
      <Routes>
        <Route index element={<ConsoleHomePage />} />
        <Route path="applications" element={<ApplicationsPage meta={meta.data} />} />
        <Route path="applications/:id" element={<ApplicationDetailPage meta={meta.data} />} />
        <Route
          path="team"
          element={meta.data.role === 'admin' ? <TeamPage meta={meta.data} /> : <Navigate to="/console" replace />}
        />
        <Route path="stages" element={meta.data.role === 'admin' ? <StagesPage /> : <Navigate to="/console" replace />} />
        <Route path="cohorts" element={<CohortsPage canEdit={meta.data.role === 'admin'} />} />
        <Route path="messages" element={<MessagesPage canSend={meta.data.role === 'admin'} />} />
        <Route path="messages/:id" element={<MessagePage />} />
        <Route path="reviews" element={<MyReviewsPage />} />
        <Route path="reviews/:id" element={<MyReviewPage />} />
        <Route
          path="in-progress"
          element={meta.data.role === 'admin' ? <InProgressPage /> : <Navigate to="/console" replace />}
        />
        <Route
          path="in-progress/:id"
          element={meta.data.role === 'admin' ? <DraftHistoryPage /> : <Navigate to="/console" replace />}
        />
        <Route path="welcome" element={<WelcomePage />} />
        <Route path="data-rights" element={<DataRightsPage meta={meta.data} />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </ConsoleShell>
  );
};
