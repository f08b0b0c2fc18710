import '../styles/console.css';
import { useSession } from '../../lib/use-session.ts';
import { ConsoleApp } from '../../features/console/components/console-app.tsx';

/** /console/*: the program team's console (the feature checks the role; the server checks it on every call). */
const ConsoleRoute = () => {
  const { signOut } = useSession();
  return <ConsoleApp onSignOut={signOut} />;
};

export default ConsoleRoute;
