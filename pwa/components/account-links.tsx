import { Link } from '@tanstack/react-router';
import { buttonClass } from './ui/button.tsx';

/** 'Dashboard' for a signed-in advisor; 'Log In' and 'Sign Up' for everyone else. */
export function AccountLinks({ signedIn }: { signedIn: boolean }) {
  return signedIn ? (
    <Link to="/dashboard" className={buttonClass('primary', 'sm')}>
      Dashboard
    </Link>
  ) : (
    <>
      <Link to="/login" className={buttonClass('ghost', 'sm')}>
        Log In
      </Link>
      <Link to="/signup" className={buttonClass('primary', 'sm')}>
        Sign Up
      </Link>
    </>
  );
}
