import { useLocation } from 'react-router';
import { TextLink } from '../../../components/text-link.tsx';
import classes from './auth-form.module.css';

/** 'Don't have an account?' and back: the other form, keeping the page a guard stopped the founder at. */
export const SwitchAccountLink = ({ question, to, label }: { question: string; to: string; label: string }) => {
  const location = useLocation();
  return (
    <p className={classes.switchAccount}>
      {question}{' '}
      <TextLink to={to} state={location.state} className={classes.switchAccountLink}>
        {label}
      </TextLink>
    </p>
  );
};
